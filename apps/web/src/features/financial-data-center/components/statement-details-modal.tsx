import { useQueryClient } from '@tanstack/react-query';
import { Alert, Descriptions, Modal, Skeleton, Space, Tag } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { ApiError } from '../../../lib/api-client';
import { useFeedback } from '../../../lib/feedback';
import { formatDate } from '../../../lib/format';
import { useStatement } from '../api/get-statement';
import { FINANCIAL_ROOT } from '../api/keys';
import { UNIT_KEYS } from '../lib/display';
import { reviewCount } from '../lib/review';
import { AccountsSection } from './accounts-section';
import { ExtractionNotice } from './extraction-notice';
import { StatusTag } from './status-tag';
import { ValidationMessages } from './validation-messages';

/** §2 "statement details" modal (900 wide): statement info, findings and the accounts. */
export const DETAILS_MODAL_WIDTH = 900;
/**
 * From antd's xl breakpoint (1200 px) the modal takes more of the screen: at 900 px an account
 * being edited (name, two amounts, mapping, check, 저장/취소) does not fit in one row.
 */
export const DETAILS_MODAL_WIDE_WIDTH = 1120;

export function StatementDetailsModal({
  statementId,
  onClose,
}: {
  statementId: string | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['financial', 'errors']);
  const statement = useStatement(statementId);
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const notFound = statement.error instanceof ApiError && statement.error.status === 404;

  // §8 "Detail 404": say so, close, and let the lists drop the row.
  useEffect(() => {
    if (!notFound || !statementId) return;
    message.error(t('financial:details.notFound', { id: statementId }));
    void queryClient.invalidateQueries({ queryKey: FINANCIAL_ROOT });
    onClose();
  }, [notFound, statementId, message, t, queryClient, onClose]);

  const data = statement.data;
  const toReview = data ? reviewCount(data.accounts) : 0;
  return (
    <Modal
      open={statementId !== null && !notFound}
      onCancel={onClose}
      footer={null}
      width={{ xs: DETAILS_MODAL_WIDTH, xl: DETAILS_MODAL_WIDE_WIDTH }}
      title={
        data
          ? t('financial:details.title', {
              company: data.companyName,
              type: t(`financial:statementTypes.${data.type}`),
              year: data.fiscalYear,
            })
          : t('financial:details.loadingTitle')
      }
      destroyOnHidden
      className="fdc-details-modal"
    >
      {statement.isPending && statementId && <Skeleton active />}
      {statement.isError && !notFound && (
        <QueryError
          title={t('financial:details.loadFailed')}
          error={statement.error}
          onRetry={() => void statement.refetch()}
        />
      )}
      {data && (
        <Space
          orientation="vertical"
          size="middle"
          className="fdc-full-width"
          data-testid="fdc-details"
        >
          {toReview > 0 && (
            <Alert
              type="warning"
              showIcon
              title={t('financial:accounts.reviewNotice', { count: toReview })}
              data-testid="fdc-review-notice"
            />
          )}
          <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 3 }}>
            <Descriptions.Item label={t('financial:manage.companyName')}>
              {data.companyName}
            </Descriptions.Item>
            <Descriptions.Item label={t('financial:manage.type')}>
              {t(`financial:statementTypes.${data.type}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('financial:manage.fiscalYear')}>
              {t('financial:details.yearPeriod', {
                year: data.fiscalYear,
                period: t('financial:periodMonths', { count: data.fiscalPeriod }),
              })}
            </Descriptions.Item>
            <Descriptions.Item label={t('financial:manage.status')}>
              <StatusTag status={data.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('financial:manage.method')}>
              {t(`financial:methods.${data.extractionMethod}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('financial:details.unit')}>
              <Tag>{t(`financial:units.${UNIT_KEYS[data.unit]}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('financial:details.sourceFile')}>
              {data.sourceFile?.name ?? '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('financial:details.updatedAt')}>
              {formatDate(data.updatedAt, lng, { time: true })}
            </Descriptions.Item>
          </Descriptions>
          {data.unit !== '원' && (
            <Alert
              type="info"
              showIcon
              title={t('financial:details.unitNote', {
                unit: t(`financial:units.${UNIT_KEYS[data.unit]}`),
              })}
            />
          )}
          <ExtractionNotice statement={data} />
          <ValidationMessages messages={data.validationMessages} />
          <AccountsSection statement={data} />
        </Space>
      )}
    </Modal>
  );
}
