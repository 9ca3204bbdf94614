import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { useSchedule } from '../api/get-schedule';
import { ScheduleCard } from './register-card';
import { SCHEDULE_MONTH_OPTIONS, ScheduleTable } from './schedule-table';

/** Assets per page of the schedule. */
const PAGE_SIZE = 20;

/** The signed-in monthly schedule from the base period, paged by the server. */
export function ScheduleSection({ companyId, from }: { companyId: string; from: string }) {
  const { t } = useTranslation('depreciation');
  const [months, setMonths] = useState<number>(SCHEDULE_MONTH_OPTIONS[0]);
  const [page, setPage] = useState(1);
  const schedule = useSchedule(companyId, from, months, page, PAGE_SIZE);
  return (
    <ScheduleCard>
      {schedule.isError ? (
        <QueryError
          title={t('errors.schedule')}
          error={schedule.error}
          onRetry={() => void schedule.refetch()}
        />
      ) : (
        <ScheduleTable
          schedule={schedule.data ?? { from, months: [], rows: [], totals: [], total: 0 }}
          months={months}
          onMonthsChange={(next) => {
            setMonths(next);
            setPage(1);
          }}
          page={page}
          pageSize={PAGE_SIZE}
          onPageChange={setPage}
          loading={schedule.isPending || schedule.isPlaceholderData}
        />
      )}
    </ScheduleCard>
  );
}
