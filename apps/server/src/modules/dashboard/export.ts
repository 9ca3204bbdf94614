import {
  type DashboardCompany,
  type DashboardLanguage,
  type DashboardView,
  roundWon,
} from '@bus/domain';
import { addTable, KRW, newWorkbook, PERCENT, type Row, toBuffer } from '../costing/workbook';
import { WORKBOOK_LABELS, type WorkbookLabels } from './labels';

/** Ratios are percent values (45.92); the sheet shows them with two decimals, as the screen. */
const PERCENT_VALUE = '0.00';

function note(company: DashboardCompany, l: WorkbookLabels): string {
  if (company.problem) return l.notes.problem(company.problem.code);
  const notes: string[] = [];
  if (company.statements.every((s) => s.status === null)) notes.push(l.notes.noStatements);
  else if (company.costingMissing.length > 0) {
    notes.push(l.notes.missing(company.costingMissing.map((t) => l.statementTypes[t]).join(', ')));
  }
  if (company.costPerBusDay.missing.includes('bus_count')) notes.push(l.notes.busCount);
  return notes.join(' / ');
}

function summaryRow(company: DashboardCompany, l: WorkbookLabels): Row {
  const c = company.costing;
  const s = company.support;
  const b = company.costPerBusDay;
  const status = (type: string) => {
    const slot = company.statements.find((item) => item.type === type);
    return l.statuses[slot?.status ?? 'missing'];
  };
  return {
    cells: [
      company.name,
      company.organisation.name,
      status('balance_sheet'),
      status('income_statement'),
      status('cost_statement'),
      c?.transportationCost ?? null,
      c?.administrationCost ?? null,
      c?.operatingExpense ?? null,
      c?.nonOperatingExpense ?? null,
      c?.nonOperatingIncome ?? null,
      c?.appropriateCost ?? null,
      c?.investment.amount ?? null,
      c ? l.sources[c.investment.source] : null,
      c?.totalCost ?? null,
      s?.transportRevenue ?? null,
      s?.otherOperatingRevenue ?? null,
      s?.subsidiesReceived ?? null,
      s?.transportLoss ?? null,
      s?.supportNeed ?? null,
      s?.supportGap ?? null,
      s?.recoveryRate ?? null,
      b.buses,
      b.busDays,
      b.value,
      note(company, l),
    ],
  };
}

function summarySheet(wb: ReturnType<typeof newWorkbook>, view: DashboardView, l: WorkbookLabels) {
  const f = l.figures;
  const won = (header: string) => ({ header, width: 20, format: KRW });
  const text = (header: string, width = 14) => ({ header, width });
  const sheet = addTable(
    wb,
    l.sheets.summary,
    [
      text(l.company, 28),
      text(l.organisation, 24),
      text(l.statementTypes.balance_sheet),
      text(l.statementTypes.income_statement),
      text(l.statementTypes.cost_statement),
      won(f.transportationCost),
      won(f.administrationCost),
      won(f.operatingExpense),
      won(f.nonOperatingExpense),
      won(f.nonOperatingIncome),
      won(f.appropriateCost),
      won(f.investmentCompensation),
      text(f.investmentSource, 24),
      won(f.totalCost),
      won(f.transportRevenue),
      won(f.otherOperatingRevenue),
      won(f.subsidiesReceived),
      won(f.transportLoss),
      won(f.supportNeed),
      won(f.supportGap),
      { header: f.recoveryRate, width: 12, format: PERCENT },
      { header: f.buses, width: 12, format: '#,##0.##' },
      { header: f.busDays, width: 14, format: '#,##0.##' },
      won(f.costPerBusDay),
      text(f.note, 48),
    ],
    view.companies.map((company) => summaryRow(company, l)),
  );
  // The year the figures are of, above nothing else: a row after the table keeps the header frozen.
  sheet.addRow([]);
  sheet.addRow([l.fiscalYear, view.fiscalYear === null ? '-' : String(view.fiscalYear)]);
}

function ratioSheet(wb: ReturnType<typeof newWorkbook>, view: DashboardView, l: WorkbookLabels) {
  const rows: Row[] = view.companies.flatMap((company) =>
    (company.ratios?.items ?? []).map((ratio) => ({
      cells: [
        company.name,
        l.ratios[ratio.key],
        ratio.current,
        ratio.previous,
        ratio.trend ? l.trends[ratio.trend] : null,
      ],
    })),
  );
  addTable(
    wb,
    l.sheets.ratios,
    [
      { header: l.company, width: 28 },
      { header: l.ratio.name, width: 26 },
      { header: l.ratio.current, width: 14, format: PERCENT_VALUE },
      { header: l.ratio.previous, width: 14, format: PERCENT_VALUE },
      { header: l.ratio.trend, width: 14 },
    ],
    rows,
  );
}

function referenceSheet(
  wb: ReturnType<typeof newWorkbook>,
  view: DashboardView,
  l: WorkbookLabels,
  lang: DashboardLanguage,
) {
  const r = l.reference;
  const sheet = addTable(
    wb,
    l.sheets.references,
    [
      { header: r.place, width: 12 },
      { header: r.year, width: 8 },
      { header: r.basis, width: 28 },
      { header: r.perBusDay, width: 18, format: KRW },
      { header: r.derivation, width: 26 },
      { header: r.source, width: 70 },
    ],
    view.references.map((ref) => ({
      cells: [
        ref.place[lang],
        ref.year,
        l.bases[ref.basis],
        ref.perBusDay,
        [ref.derivation === 'derived' ? r.derived : r.published, ref.secondary ? r.secondary : null]
          .filter(Boolean)
          .join(', '),
        [ref.source.title, ref.source.url, ref.source.reference].filter(Boolean).join(' · '),
      ],
    })),
  );
  sheet.addRow([]);
  sheet.addRow([r.caveat]);
}

function forecastSheet(wb: ReturnType<typeof newWorkbook>, view: DashboardView, l: WorkbookLabels) {
  const f = l.forecast;
  const rows: Row[] = view.companies.flatMap((company) => {
    const run = company.forecast;
    if (!run) return [];
    const path = run.forecast;
    const won = (values: number[], i: number) => {
      const value = values[i];
      return value === undefined ? null : roundWon(value);
    };
    return path.labels.map((label, i) => ({
      cells: [
        company.name,
        run.name,
        run.model,
        label,
        won(path.mean, i),
        won(path.lower80, i),
        won(path.upper80, i),
        won(path.lower95, i),
        won(path.upper95, i),
      ],
    }));
  });
  const number = (header: string) => ({ header, width: 18, format: KRW });
  addTable(
    wb,
    l.sheets.forecast,
    [
      { header: l.company, width: 28 },
      { header: f.name, width: 26 },
      { header: f.model, width: 14 },
      { header: f.period, width: 10 },
      number(f.mean),
      number(f.lower80),
      number(f.upper80),
      number(f.lower95),
      number(f.upper95),
    ],
    rows,
  );
}

function noticeSheet(wb: ReturnType<typeof newWorkbook>, view: DashboardView, l: WorkbookLabels) {
  addTable(
    wb,
    l.sheets.notices,
    [
      { header: l.notice.title, width: 60 },
      { header: l.notice.date, width: 14 },
      { header: l.notice.pinned, width: 8 },
    ],
    view.notices.items.map((notice) => ({
      cells: [notice.title, notice.createdAt.slice(0, 10), notice.pinned ? '●' : ''],
    })),
  );
}

/**
 * The dashboard as shown (issue 18 §4 "xlsx export of what is shown"): the companies' figures,
 * their ratios, the published references, the saved forecasts' paths and the unread notices, in
 * the caller's language, amounts as integer won.
 */
export async function dashboardWorkbook(
  view: DashboardView,
  lang: DashboardLanguage,
): Promise<{ bytes: Buffer; fileName: string }> {
  const l = WORKBOOK_LABELS[lang];
  const wb = newWorkbook();
  summarySheet(wb, view, l);
  ratioSheet(wb, view, l);
  referenceSheet(wb, view, l, lang);
  forecastSheet(wb, view, l);
  noticeSheet(wb, view, l);
  const year = view.fiscalYear === null ? '' : `_${view.fiscalYear}`;
  return { bytes: await toBuffer(wb), fileName: `${l.fileName}${year}.xlsx` };
}
