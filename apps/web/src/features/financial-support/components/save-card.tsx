import { SaveOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { supportErrorText } from '../lib/support-error';

/** FinancialSupportSave.note: at most 500 characters. */
export const NOTE_MAX_LENGTH = 500;

type Props = {
  /** A viewer may read but not save (the server answers 403). */
  readOnly: boolean;
  /** The result on screen is final (not recomputing, no missing data). */
  ready: boolean;
  saving: boolean;
  error: unknown;
  /** Resolves true once stored, so the note can be cleared. */
  onSave: (note: string) => Promise<boolean>;
};

/** Stores a snapshot of the result on screen with an optional note. */
export function SaveCard({ readOnly, ready, saving, error, onSave }: Props) {
  const { t, i18n } = useTranslation(['financialSupport', 'errors']);
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const [note, setNote] = useState('');
  const save = async () => {
    if (await onSave(note.trim())) setNote('');
  };
  return (
    <Card title={t('save.title')} className="costing-block" data-testid="fs-save">
      <Typography.Paragraph type="secondary">{t('save.help')}</Typography.Paragraph>
      <label htmlFor="fs-note">{t('save.note')}</label>
      <Input.TextArea
        id="fs-note"
        className="costing-block"
        value={note}
        maxLength={NOTE_MAX_LENGTH}
        showCount
        autoSize={{ minRows: 2, maxRows: 6 }}
        placeholder={t('save.notePlaceholder')}
        disabled={readOnly}
        onChange={(event) => setNote(event.target.value)}
      />
      {readOnly ? (
        <Alert className="costing-block" type="info" showIcon title={t('save.viewerOnly')} />
      ) : null}
      {error ? (
        <Alert
          className="costing-block"
          type="error"
          showIcon
          title={t('save.failed')}
          description={supportErrorText(error, t, lng)}
        />
      ) : null}
      <Button
        type="primary"
        icon={<SaveOutlined />}
        loading={saving}
        disabled={readOnly || !ready}
        onClick={() => void save()}
      >
        {t('save.submit')}
      </Button>
    </Card>
  );
}
