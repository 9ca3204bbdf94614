import { passwordIssues } from '@bus/domain/password-policy';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { passwordIssuesText } from './error-message';

/**
 * data-center-board-admin.md §5 "Password (register and change)": every unmet condition is listed,
 * and the confirmation must match ('비밀번호가 일치하지 않습니다'). `field` is the name of the
 * password field. Shared by registration, password reset and the profile's password change; the
 * texts are the `auth` namespace's, so every password form words them alike.
 */
export function usePasswordRules(field: string): {
  passwordRules: FormRule[];
  confirmRules: FormRule[];
} {
  const { t } = useTranslation(['auth', 'errors']);
  const passwordRules: FormRule[] = [
    { required: true, message: t('auth:register.passwordRequired') },
    {
      validator: async (_, value: string | undefined) => {
        if (!value) return;
        const issues = passwordIssues(value);
        if (issues.length > 0) {
          throw new Error(
            t('auth:register.passwordUnmet', { issues: passwordIssuesText(issues, t) }),
          );
        }
      },
    },
  ];
  const confirmRules: FormRule[] = [
    { required: true, message: t('auth:register.confirmRequired') },
    ({ getFieldValue }) => ({
      validator: async (_, value: string | undefined) => {
        if (value && value !== getFieldValue(field)) {
          throw new Error(t('auth:register.passwordMismatch'));
        }
      },
    }),
  ];
  return { passwordRules, confirmRules };
}
