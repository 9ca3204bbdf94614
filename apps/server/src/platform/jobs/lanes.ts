/**
 * Extraction jobs run in two lanes: OCR of a scan takes tens of seconds of CPU, reading a
 * spreadsheet or a text PDF well under one. Keeping them apart lets a queue of scans never hold
 * back the spreadsheets behind it (issue 13, fair jobs).
 */
export const JOB_LANES = ['document', 'ocr'] as const;
export type JobLane = (typeof JOB_LANES)[number];

/** How many jobs one process runs at once, and how many of those may be OCR. */
export type LaneLimits = { total: number; ocr: number };

/**
 * `total` jobs at once (one per parse worker); OCR may take all but one of them, so one slot is
 * always left for spreadsheets and PDFs. A single slot is shared (OCR then waits its turn).
 */
export function laneLimits(total: number): LaneLimits {
  const slots = Math.max(1, Math.floor(total));
  return { total: slots, ocr: Math.max(1, slots - 1) };
}

export type RunningCounts = Record<JobLane, number>;

export function noneRunning(): RunningCounts {
  return { document: 0, ocr: 0 };
}

/** Whether a job of `lane` may start while `running` jobs are under way. */
export function canStart(running: RunningCounts, lane: JobLane, limits: LaneLimits): boolean {
  if (running.document + running.ocr >= limits.total) return false;
  return lane !== 'ocr' || running.ocr < limits.ocr;
}
