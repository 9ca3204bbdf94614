import { auditLevelOf, type SystemMaintenanceResult } from '@bus/domain';
import { addTable, newWorkbook, toBuffer } from '../costing/workbook';
import {
  ACTION_LABELS,
  FINDING_TITLES,
  fill,
  type ReportLanguage,
  SCOPE_LABELS,
  SEVERITY_LABELS,
  SHEET_LABELS,
  STATUS_LABELS,
} from './report-labels';

/** Fill colours of the severity cells, as the web's tags (ok green, warning orange, critical red). */
const SEVERITY_FILL: Record<string, string> = {
  ok: 'FFE6F4EA',
  info: 'FFE6F0FA',
  warning: 'FFFFF1DC',
  critical: 'FFFDE2E1',
};

export type ReportInput = {
  result: SystemMaintenanceResult;
  language: ReportLanguage;
  runBy: string;
  server: string;
  /** generate_audit_report: events per action and outcome over the report's window. */
  activity: { action: string; outcome: string; count: number }[] | null;
};

/**
 * The xlsx of a maintenance run (exceljs, styled like the costing exports): a summary sheet, the
 * findings with their affected items, and for generate_audit_report the audit activity.
 */
export async function reportWorkbook(input: ReportInput): Promise<Buffer> {
  const { result, language: l } = input;
  const label = (key: keyof typeof SHEET_LABELS) => SHEET_LABELS[key][l];
  const workbook = newWorkbook();
  addTable(
    workbook,
    label('summary'),
    [
      { header: label('field'), width: 22 },
      { header: label('value'), width: 60 },
    ],
    [
      { cells: [label('action'), ACTION_LABELS[result.action][l]] },
      { cells: [label('scope'), SCOPE_LABELS[result.scope][l]] },
      { cells: [label('status'), STATUS_LABELS[result.status][l]] },
      { cells: [label('startedAt'), result.startedAt] },
      { cells: [label('finishedAt'), result.finishedAt] },
      { cells: [label('runBy'), input.runBy] },
      { cells: [label('server'), input.server] },
      ...(['critical', 'warning', 'info', 'ok'] as const).map((severity) => ({
        cells: [SEVERITY_LABELS[severity][l], result.counts[severity] ?? 0],
      })),
    ],
  );
  const findings = addTable(
    workbook,
    label('findings'),
    [
      { header: label('severity'), width: 10 },
      { header: label('scope'), width: 16 },
      { header: label('checkId'), width: 30 },
      { header: label('title'), width: 70 },
      { header: label('affected'), width: 10, format: '#,##0' },
      { header: label('items'), width: 60 },
    ],
    result.findings.map((finding) => ({
      cells: [
        SEVERITY_LABELS[finding.severity][l],
        SCOPE_LABELS[finding.scope][l],
        finding.id,
        fill(FINDING_TITLES[finding.code][l], finding.params),
        finding.itemCount,
        finding.items.join('\n'),
      ],
    })),
  );
  result.findings.forEach((finding, index) => {
    const row = findings.getRow(index + 2);
    row.getCell(1).fill = {
      type: 'pattern',
      pattern: 'solid',
      fgColor: { argb: SEVERITY_FILL[finding.severity] ?? 'FFFFFFFF' },
    };
    row.getCell(6).alignment = { wrapText: true, vertical: 'top' };
    row.getCell(4).alignment = { wrapText: true, vertical: 'top' };
  });
  if (input.activity) {
    addTable(
      workbook,
      label('activity'),
      [
        { header: label('auditAction'), width: 32 },
        { header: label('outcome'), width: 12 },
        { header: label('level'), width: 12 },
        { header: label('count'), width: 12, format: '#,##0' },
      ],
      input.activity.map((row) => ({
        cells: [row.action, row.outcome, auditLevelOf(row.action, row.outcome), row.count],
      })),
    );
  }
  return toBuffer(workbook);
}
