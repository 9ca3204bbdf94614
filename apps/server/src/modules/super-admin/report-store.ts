import { randomUUID } from 'node:crypto';
import type { ReportInput } from './report-workbook';

/**
 * Reports are kept in this process's memory for an hour (issue 18 §1 "for a limited time"): a
 * report holds account e-mails, so it is not written to disk, and it can always be made again.
 * What is kept is the run; the xlsx is written at download, in the language the caller asks for.
 * With several server processes the download may land on another one and answer 404; the web
 * then asks to run the check again.
 */
export const REPORT_TTL_MS = 60 * 60 * 1000;
/** At most this many reports are kept; the oldest go first. */
export const REPORTS_KEPT = 50;

export type StoredReport = {
  id: string;
  ownerId: string;
  fileName: string;
  content: Omit<ReportInput, 'language'>;
  expiresAt: Date;
};

export type ReportStore = {
  put(report: Pick<StoredReport, 'ownerId' | 'fileName' | 'content'>): StoredReport;
  /** The report, only for the super admin who made it and only before it expires. */
  get(id: string, ownerId: string): StoredReport | null;
};

export function reportStore(now: () => number = Date.now): ReportStore {
  const reports = new Map<string, StoredReport>();
  const sweep = () => {
    for (const [id, report] of reports) {
      if (report.expiresAt.getTime() <= now()) reports.delete(id);
    }
    // Insertion order is age order: drop the oldest beyond the cap.
    for (const id of reports.keys()) {
      if (reports.size < REPORTS_KEPT) break;
      reports.delete(id);
    }
  };
  return {
    put({ ownerId, fileName, content }) {
      sweep();
      const report = {
        id: randomUUID(),
        ownerId,
        fileName,
        content,
        expiresAt: new Date(now() + REPORT_TTL_MS),
      };
      reports.set(report.id, report);
      return report;
    },
    get(id, ownerId) {
      const report = reports.get(id);
      if (!report || report.ownerId !== ownerId) return null;
      if (report.expiresAt.getTime() <= now()) {
        reports.delete(id);
        return null;
      }
      return report;
    },
  };
}
