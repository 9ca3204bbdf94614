import { CloudDownloadOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Spec §2 "re-fetch everything from the financial data center (confirm dialog)": classify again
 * from the statements of now without the manual decisions. The cleared decisions stay in the
 * document history, which is why a confirmation is enough.
 */
export function RefetchButton({
  disabled,
  onRefetch,
}: {
  disabled: boolean;
  onRefetch: () => void;
}) {
  const { t } = useTranslation('transportCost');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<CloudDownloadOutlined />} disabled={disabled} onClick={() => setOpen(true)}>
        {t('actions.refetch')}
      </Button>
      <Modal
        open={open}
        title={t('refetch.title')}
        okText={t('refetch.ok')}
        okButtonProps={{ danger: true }}
        cancelText={t('actions.cancel')}
        onOk={() => {
          setOpen(false);
          onRefetch();
        }}
        onCancel={() => setOpen(false)}
      >
        {t('refetch.body')}
      </Modal>
    </>
  );
}
