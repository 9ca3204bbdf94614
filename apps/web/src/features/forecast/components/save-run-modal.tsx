import { Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks the name a forecast is saved under (it shows on the forecast dashboard by it). */
export function SaveRunModal({
  open,
  initialName,
  saving,
  onSave,
  onCancel,
}: {
  open: boolean;
  initialName: string;
  saving: boolean;
  onSave: (name: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('forecast');
  const [name, setName] = useState(initialName);
  const trimmed = name.trim();
  return (
    <Modal
      open={open}
      title={t('actions.saveTitle')}
      okText={t('actions.save')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ disabled: trimmed === '', loading: saving, 'data-testid': 'fc-save-ok' }}
      onOk={() => onSave(trimmed)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('actions.saveHint')}</Typography.Paragraph>
      <label htmlFor="fc-save-name" className="fc-field-label">
        {t('actions.saveName')}
      </label>
      <Input
        id="fc-save-name"
        maxLength={100}
        value={name}
        onChange={(event) => setName(event.target.value)}
        onPressEnter={() => trimmed && onSave(trimmed)}
      />
    </Modal>
  );
}
