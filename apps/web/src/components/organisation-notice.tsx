import type { Me } from '@bus/domain';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { awaitsApproval, lacksOrganisation } from '../lib/data-access';

/**
 * Issue 14 §2: a signed-in user outside every organisation is told kindly how to join one (instead
 * of empty tables or errors), and an account awaiting approval that it may read but not change
 * figures yet. Renders nothing for everyone else.
 */
export function OrganisationNotice({ user, className }: { user: Me | null; className?: string }) {
  const { t } = useTranslation('common');
  if (lacksOrganisation(user)) {
    return (
      <Alert
        className={className}
        type="info"
        showIcon
        data-testid="no-organisation"
        title={t('access.noOrganisationTitle')}
        description={t('access.noOrganisationText')}
      />
    );
  }
  if (awaitsApproval(user)) {
    return (
      <Alert
        className={className}
        type="warning"
        showIcon
        data-testid="awaiting-approval"
        title={t('access.awaitingApprovalTitle')}
        description={t('access.awaitingApprovalText')}
      />
    );
  }
  return null;
}
