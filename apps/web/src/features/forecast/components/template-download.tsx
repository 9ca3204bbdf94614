import { DownloadOutlined } from '@ant-design/icons';
import type { ForecastModelName } from '@bus/domain';
import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../lib/feedback';
import { TEMPLATE_FORMATS, useDownloadTemplate } from '../api/download-template';
import { forecastErrorText } from '../lib/error-text';

/** Spec §2 "Template download in xlsx, csv or json", for the model in use. */
export function TemplateDownload({ model }: { model: ForecastModelName }) {
  const { t } = useTranslation(['forecast', 'errors']);
  const { message } = useFeedback();
  const download = useDownloadTemplate();
  const modelName = t(`forecast:models.${model}.name`);
  return (
    <div className="fc-template" data-testid="fc-template">
      <Typography.Text type="secondary">
        {t('forecast:input.template.title', { model: modelName })}
      </Typography.Text>
      <Space wrap size={4}>
        {TEMPLATE_FORMATS.map((format) => (
          <Button
            key={format}
            size="small"
            icon={<DownloadOutlined />}
            loading={download.isPending && download.variables?.format === format}
            aria-label={t('forecast:input.template.download', { model: modelName, format })}
            onClick={() =>
              download.mutate(
                { model, format },
                {
                  onError: (error) =>
                    message.error(
                      `${t('forecast:errors.download')} ${forecastErrorText(error, t)}`,
                    ),
                },
              )
            }
          >
            {format.toUpperCase()}
          </Button>
        ))}
      </Space>
    </div>
  );
}
