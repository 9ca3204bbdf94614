import { Alert, Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../../lib/feedback';

/** Backup codes, shown once after they are made (copy or download them now). */
export function BackupCodesView({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation('twoFactor');
  const { message } = useFeedback();
  const text = codes.join('\n');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      message.success(t('backup.copied'));
    } catch (error) {
      console.warn('Clipboard write failed', error);
      message.error(t('backup.copyFailed'));
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'backup-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div>
      <Alert type="warning" showIcon title={t('backup.warning')} style={{ marginBottom: 12 }} />
      <ul className="backup-codes" data-testid="backup-codes" style={{ columns: 2, padding: 0 }}>
        {codes.map((code) => (
          <li key={code} style={{ listStyle: 'none' }}>
            <Typography.Text code copyable={false}>
              {code}
            </Typography.Text>
          </li>
        ))}
      </ul>
      <Space>
        <Button onClick={copy}>{t('backup.copy')}</Button>
        <Button onClick={download}>{t('backup.download')}</Button>
      </Space>
    </div>
  );
}
