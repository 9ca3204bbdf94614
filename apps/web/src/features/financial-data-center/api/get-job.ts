import { Job } from '@bus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { FINANCIAL_API, financialKeys } from './keys';

/** Polling interval when the socket is down (issue 3: every 2 s). */
export const JOB_POLL_MS = 2_000;
/** With a live socket the poll is only a safety net for a missed message. */
const JOB_SAFETY_POLL_MS = 10_000;

export function isJobFinished(job: Job | undefined): boolean {
  return job?.status === 'done' || job?.status === 'failed';
}

/**
 * GET /api/financial-data/jobs/{id}; `job.progress` socket messages update the same cache entry.
 * A poll, so not activity that keeps the session alive (ADR 0007).
 */
export function useJob(id: string | null, socketLive: boolean) {
  return useQuery({
    queryKey: financialKeys.job(id ?? ''),
    queryFn: () =>
      api.get(`${FINANCIAL_API}/jobs/${encodeURIComponent(id ?? '')}`, Job, { background: true }),
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: (query) =>
      isJobFinished(query.state.data) ? false : socketLive ? JOB_SAFETY_POLL_MS : JOB_POLL_MS,
  });
}
