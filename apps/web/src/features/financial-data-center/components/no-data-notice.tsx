import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** §2/§8 "No company data": 'Please upload your financial documents first'. */
export function NoDataNotice({ onGoUpload }: { onGoUpload: () => void }) {
  const { t } = useTranslation('financial');
  return (
    <Alert
      type="info"
      showIcon
      data-testid="fdc-no-data"
      title={t('noData.title')}
      description={t('noData.description')}
      action={
        <Button type="primary" onClick={onGoUpload}>
          {t('noData.action')}
        </Button>
      }
    />
  );
}
