import type { InvestmentSource } from '@bus/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { COSTING_QUERY_ROOT } from '../../../lib/costing-companies';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { formatKRW } from '../../../lib/format';
import { syncInvestment } from '../api/investment-sync';

type Props = {
  companyId: string;
  fiscalYear: number;
  source: InvestmentSource;
  canWrite: boolean;
};

/** What the server's 400 asks: the calculator's confirm warnings must be acknowledged. */
function needsConfirmation(error: unknown): boolean {
  const confirm = error instanceof ApiError ? error.problem.params?.confirm : undefined;
  return Array.isArray(confirm) && confirm.length > 0;
}

/**
 * Spec §2/§4: the status check found the stored investment compensation out of date with the
 * statements (more than 1,000 won, §9); the user can sync it here, after seeing both figures.
 */
export function InvestmentSyncNotice({ companyId, fiscalYear, source, canWrite }: Props) {
  const { t, i18n } = useTranslation(['transportCost', 'errors']);
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const won = (value: number) => formatKRW(value, 'won', lng);
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<'sync' | 'confirm' | null>(null);
  const [busy, setBusy] = useState(false);
  const latest = source.latestAmount ?? source.amount;

  const run = async (confirmed: boolean) => {
    setBusy(true);
    try {
      const result = await syncInvestment(companyId, fiscalYear, {
        version: source.version,
        confirmed,
      });
      setAsking(null);
      void message.success(t('investment.synced', { change: won(result.changeAmount) }));
    } catch (error) {
      if (!confirmed && needsConfirmation(error)) {
        setAsking('confirm');
        return;
      }
      setAsking(null);
      const notFound = error instanceof ApiError && error.status === 404;
      void message.error(notFound ? t('investment.noData') : errorMessage(error, t));
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: COSTING_QUERY_ROOT });
    }
  };

  const params = { stored: won(source.amount), latest: won(latest) };
  return (
    <>
      <Alert
        className="costing-block"
        type="info"
        showIcon
        data-testid="tc-investment-differs"
        title={t('investment.differsTitle')}
        description={t('investment.differs', params)}
        action={
          <Space orientation="vertical">
            {canWrite ? (
              <Button type="primary" onClick={() => setAsking('sync')}>
                {t('actions.syncInvestment')}
              </Button>
            ) : null}
            <Button href={`/investment-compensation?company=${companyId}&year=${fiscalYear}`}>
              {t('actions.openInvestment')}
            </Button>
          </Space>
        }
      />
      <Modal
        open={asking !== null}
        title={t(asking === 'confirm' ? 'investment.confirmTitle' : 'investment.syncTitle')}
        okText={t(asking === 'confirm' ? 'investment.confirmOk' : 'actions.syncInvestment')}
        cancelText={t('actions.cancel')}
        confirmLoading={busy}
        onOk={() => void run(asking === 'confirm')}
        onCancel={() => setAsking(null)}
      >
        {t(asking === 'confirm' ? 'investment.confirmBody' : 'investment.syncBody', {
          ...params,
          change: won(latest - source.amount),
        })}
      </Modal>
    </>
  );
}
