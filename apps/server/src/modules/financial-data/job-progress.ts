import type { FastifyBaseLogger } from 'fastify';
import type { JobStore } from '../../platform/jobs/job-store';

/**
 * The part of the job's bar (percent) each extraction stage fills as it reports 0–100; the
 * rest is mapping (88), saving (94) and done (100). OCR and AI take the longest.
 */
const STAGE_SPANS: Record<string, readonly [number, number]> = {
  reading: [1, 5],
  extracting: [5, 60],
  ocr: [5, 70],
  ai: [70, 85],
};
const OTHER_STAGE: readonly [number, number] = [5, 85];

/** Writes job progress as extraction reports it: never backwards, one write per 5 % or stage. */
export function jobProgress(jobs: JobStore, jobId: string, log: FastifyBaseLogger) {
  let chain: Promise<unknown> = Promise.resolve();
  let last = { stage: '', progress: 1 };
  return {
    report(stage: string, percent: number) {
      const [from, to] = STAGE_SPANS[stage] ?? OTHER_STAGE;
      const share = Math.min(100, Math.max(0, percent)) / 100;
      const progress = Math.max(last.progress, Math.round(from + share * (to - from)));
      if (stage === last.stage && progress - last.progress < 5) return;
      last = { stage, progress };
      chain = chain
        .then(() => jobs.update(jobId, { stage, progress }))
        .catch((err: unknown) => log.warn({ err, jobId }, 'job progress not recorded'));
    },
    flush: () => chain,
  };
}
