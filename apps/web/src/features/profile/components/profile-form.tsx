import {
  BIO_MAX_LENGTH,
  NAME_MIN_LENGTH,
  normalizeKoreanPhone,
  PROFILE_LANGUAGES,
  PROFILE_TEXT_MAX_LENGTH,
  Profile,
} from '@bus/domain';
import { useQueryClient } from '@tanstack/react-query';
import type { FormRule } from 'antd';
import { Button, Card, Col, Form, Input, Row, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { currentLanguage, i18n, setLanguage } from '../../../lib/i18n';
import { profileKeys } from '../api/keys';
import { useUpdateProfile } from '../api/update-profile';
import { useVersionedSave } from '../hooks/use-versioned-save';
import {
  displayPhone,
  EDITED_FIELDS,
  type ProfileValues,
  profileChangedByOthers,
  rebaseValues,
  updateBodyOf,
  valuesOf,
} from '../lib/profile-values';
import { ProfileConflictModal } from './profile-conflict-modal';
import { TimezoneSelect } from './timezone-select';

/** Errors the server names a field for: shown under that field instead of above the form. */
const FIELD_OF_CODE: Record<string, keyof ProfileValues> = {
  'auth/invalid-phone-number': 'phoneNumber',
  'admin/email-not-editable': 'email',
};

function useRules() {
  const { t } = useTranslation('profile');
  const tooLong = (max: number): FormRule => ({ max, message: t('info.rules.tooLong', { max }) });
  return {
    name: [
      { required: true, whitespace: true, message: t('info.rules.nameRequired') },
      {
        validator: async (_, value: string | undefined) => {
          const length = value?.trim().length ?? 0;
          if (length > 0 && length < NAME_MIN_LENGTH) {
            throw new Error(t('info.rules.nameTooShort', { min: NAME_MIN_LENGTH }));
          }
        },
      },
      tooLong(PROFILE_TEXT_MAX_LENGTH),
    ],
    email: [
      { required: true, whitespace: true, message: t('info.rules.emailRequired') },
      { type: 'email', message: t('info.rules.emailInvalid') },
    ],
    phone: [
      {
        validator: async (_, value: string | undefined) => {
          if (value?.trim() && !normalizeKoreanPhone(value)) {
            throw new Error(t('info.rules.phoneInvalid'));
          }
        },
      },
    ],
    department: [tooLong(PROFILE_TEXT_MAX_LENGTH)],
    bio: [tooLong(BIO_MAX_LENGTH)],
    language: [{ required: true, message: t('info.rules.languageRequired') }],
    timezone: [{ required: true, message: t('info.rules.timezoneRequired') }],
  } satisfies Record<string, FormRule[]>;
}

function sameValues(a: ProfileValues, b: ProfileValues): boolean {
  return EDITED_FIELDS.every((field) => (a[field] ?? '') === (b[field] ?? ''));
}

/**
 * The info form (data-center-board-admin.md §2, §5 "Profile": display name required, e-mail required
 * and valid). It saves with the version it was loaded from; a 409 shows both versions. Saving a new
 * preferred language switches the interface at once.
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation(['profile', 'common', 'errors']);
  const [form] = Form.useForm<ProfileValues>();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const update = useUpdateProfile();
  const rules = useRules();
  const [base, setBase] = useState(profile);
  const [dirty, setDirty] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const versioned = useVersionedSave<ProfileValues, Profile>({
    save: (values, version) => update.mutateAsync(updateBodyOf(values, version)),
    schema: Profile,
    changedByOthers: profileChangedByOthers,
  });

  const show = (next: Profile) => {
    setBase(next);
    form.setFieldsValue(valuesOf(next));
    setDirty(false);
  };

  // A newer stored profile (the top bar's language, the notifications tab, a refetch): the form
  // moves onto it, keeping the user's edits, so its next save is not refused as stale. When an
  // edited field changed there too, the form stays on its version and the save shows both.
  useEffect(() => {
    // Versions are times: only a newer one (a refetch begun before a save can bring an older).
    if (Date.parse(profile.updatedAt) <= Date.parse(base.updatedAt)) return;
    const mine = form.getFieldsValue(true) as ProfileValues;
    const next = rebaseValues(mine, valuesOf(base), valuesOf(profile));
    if (!next) return;
    setBase(profile);
    form.setFieldsValue(next);
    setDirty(!sameValues(next, valuesOf(profile)));
  }, [profile, base, form]);

  const saved = async (next: Profile | null) => {
    if (!next) return;
    show(next);
    if (next.preferredLanguage !== currentLanguage()) await setLanguage(next.preferredLanguage);
    // i18n.t, not this render's t: the confirmation is worded in the language just chosen.
    message.success(i18n.t('profile:info.saved'));
  };

  const failed = (caught: unknown) => {
    const text = errorMessage(caught, t, 'profileUpdateFailed');
    const field = caught instanceof ApiError ? FIELD_OF_CODE[caught.code] : undefined;
    if (field) form.setFields([{ name: field, errors: [text] }]);
    else setError(text);
  };

  const run = async (action: () => Promise<Profile | null>) => {
    setSaving(true);
    setError(null);
    try {
      await saved(await action());
    } catch (caught) {
      failed(caught);
    } finally {
      setSaving(false);
    }
  };

  const takeTheirs = () => {
    const theirs = versioned.takeTheirs();
    if (!theirs) return;
    queryClient.setQueryData(profileKeys.profile(), theirs);
    show(theirs);
  };

  return (
    <Card title={t('info.title')} className="profile-form-card">
      <FormError message={error} />
      <Form<ProfileValues>
        form={form}
        name="profile"
        layout="vertical"
        initialValues={valuesOf(base)}
        onValuesChange={(_, all) => setDirty(!sameValues(all, valuesOf(base)))}
        onFinish={(values) => run(() => versioned.submit(values, base))}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="name" label={t('info.fields.name')} rules={rules.name}>
              <Input
                name="name"
                autoComplete="name"
                maxLength={PROFILE_TEXT_MAX_LENGTH}
                placeholder={t('info.placeholders.name')}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="email"
              label={t('info.fields.email')}
              rules={rules.email}
              extra={t('info.help.email')}
            >
              {/* Read-only, not disabled: the address stays legible and can be copied. */}
              <Input name="email" type="email" autoComplete="email" readOnly variant="filled" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="phoneNumber"
              label={t('info.fields.phone')}
              rules={rules.phone}
              validateTrigger="onBlur"
              extra={base.phoneVerified ? t('info.help.phoneVerified') : t('info.help.phone')}
            >
              <Input
                name="phoneNumber"
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                readOnly={base.phoneVerified}
                variant={base.phoneVerified ? 'filled' : 'outlined'}
                placeholder={t('info.placeholders.phone')}
                onBlur={(event) => {
                  const typed = event.target.value;
                  if (normalizeKoreanPhone(typed))
                    form.setFieldValue('phoneNumber', displayPhone(typed));
                }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="department"
              label={t('info.fields.department')}
              rules={rules.department}
            >
              <Input
                name="department"
                autoComplete="organization-title"
                maxLength={PROFILE_TEXT_MAX_LENGTH}
                placeholder={t('info.placeholders.department')}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="bio" label={t('info.fields.bio')} rules={rules.bio}>
              <Input.TextArea
                name="bio"
                rows={4}
                showCount
                maxLength={BIO_MAX_LENGTH}
                placeholder={t('info.placeholders.bio')}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="preferredLanguage"
              label={t('info.fields.language')}
              rules={rules.language}
              extra={t('info.help.language')}
            >
              <Select
                data-testid="preferred-language"
                options={PROFILE_LANGUAGES.map((language) => ({
                  value: language,
                  label: <span lang={language}>{t(`common:language.names.${language}`)}</span>,
                  title: t(`common:language.names.${language}`),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="timezone"
              label={t('info.fields.timezone')}
              rules={rules.timezone}
              extra={t('info.help.timezone')}
            >
              <TimezoneSelect placeholder={t('info.placeholders.timezone')} />
            </Form.Item>
          </Col>
        </Row>
        <div className="profile-form-actions">
          {dirty && (
            <Typography.Text type="warning" role="status">
              {t('info.unsaved')}
            </Typography.Text>
          )}
          <Space wrap>
            <Button disabled={!dirty || saving} onClick={() => show(base)}>
              {t('info.reset')}
            </Button>
            <Button type="primary" htmlType="submit" loading={saving} data-testid="profile-save">
              {t('info.save')}
            </Button>
          </Space>
        </div>
      </Form>
      <ProfileConflictModal
        conflict={versioned.conflict}
        onKeepMine={() => void run(versioned.keepMine)}
        onTakeTheirs={takeTheirs}
      />
    </Card>
  );
}
