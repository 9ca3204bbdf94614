import type {
  CostCategory,
  CostingScreen,
  FinancialSupportView,
  InvestmentView,
  TransportCostView,
} from '@bus/domain';
import { COST_CATEGORIES, INVESTMENT_FIELDS } from '@bus/domain';
import { addTable, KRW, newWorkbook, PERCENT, RATIO, type Row, toBuffer } from './workbook';

const CATEGORY_KO: Record<CostCategory, string> = {
  transportation_cost: '운송원가',
  administration_cost: '관리비',
  non_operating_expense: '영업외비용',
  non_operating_income: '영업외수익',
  unclassified: '미분류',
};
const STATEMENT_KO = { income_statement: '손익계산서', cost_statement: '운송원가명세서' } as const;
const FIELD_KO: Record<string, string> = {
  tangibleAssetsBV: '유형자산 장부가액',
  revaluationDifference: '재평가차액',
  operatingCost: '영업비용',
  retirementFund: '퇴직급여',
  depreciationCost: '감가상각비',
  intangibleAssetDepreciation: '무형자산상각비',
  badDebtExpense: '대손상각비',
  equity: '자기자본(자본총계)',
  debt: '타인자본(부채총계)',
  equityRate: '자기자본보수율(Re)',
  debtRate: '타인자본보수율(Rd)',
  corporateTaxRate: '법인세율(Tc)',
};
const RATE_FIELDS = new Set(['equityRate', 'debtRate', 'corporateTaxRate']);

/** Total cost screen: summary, the category tables with footers, the excluded lines. */
async function transportCost(view: TransportCostView): Promise<Buffer> {
  const wb = newWorkbook();
  const s = view.summary;
  const investmentSource = view.investment.source === 'stored' ? '저장된 계산값' : '기본값(3%)';
  addTable(
    wb,
    '요약',
    [
      { header: '항목', width: 28 },
      { header: '금액(원)', width: 22, format: KRW },
      { header: '비고', width: 40 },
    ],
    [
      { cells: ['회사', null, view.companyName] },
      { cells: ['회계연도', null, String(view.fiscalYear)] },
      { cells: ['운송원가', s.transportationCost, null] },
      { cells: ['관리비', s.administrationCost, null] },
      { cells: ['영업비용', s.operatingExpense, '운송원가 + 관리비'] },
      { cells: ['영업외비용', s.nonOperatingExpense, null] },
      { cells: ['영업외수익', s.nonOperatingIncome, null] },
      { cells: ['기타 조정 합계', view.otherAdjustmentsTotal, '각 항목 합계에 반영됨'] },
      { cells: ['적정원가', s.appropriateCost, '영업비용 + 영업외비용 − 영업외수익'], total: true },
      { cells: ['적정투자보수', view.investment.amount, investmentSource] },
      { cells: ['총괄원가', view.totalCost, '적정원가 + 적정투자보수'], total: true },
    ],
  );
  const lineColumns = [
    { header: '분류', width: 14 },
    { header: '재무제표', width: 16 },
    { header: '계정과목', width: 30 },
    { header: '금액(원)', width: 20, format: KRW },
    { header: '신뢰도', width: 10, format: PERCENT },
    { header: '수동 조정', width: 10 },
    { header: '메모', width: 36 },
  ];
  const included = view.classifications.filter((l) => !l.excluded);
  const rows: Row[] = [];
  for (const category of COST_CATEGORIES) {
    const lines = included.filter((l) => l.category === category);
    if (lines.length === 0) continue;
    for (const l of lines) {
      rows.push({
        cells: [
          CATEGORY_KO[category],
          STATEMENT_KO[l.statement],
          l.name,
          l.amount,
          l.confidence,
          l.manual ? '예' : '',
          l.adjustment?.note ?? '',
        ],
      });
    }
    rows.push({
      cells: [
        `${CATEGORY_KO[category]} 합계`,
        null,
        `${lines.length}개 항목`,
        lines.reduce((sum, l) => sum + l.amount, 0),
        null,
        null,
        null,
      ],
      total: true,
    });
  }
  addTable(wb, '원가 항목', lineColumns, rows);
  addTable(
    wb,
    '제외 항목',
    [...lineColumns.slice(0, 4), { header: '제외 사유', width: 24 }],
    view.classifications
      .filter((l) => l.excluded)
      .map((l) => ({
        cells: [
          CATEGORY_KO[l.category],
          STATEMENT_KO[l.statement],
          l.name,
          l.amount,
          l.excludeReason ?? (l.manual ? '사용자 제외' : ''),
        ],
      })),
  );
  return toBuffer(wb);
}

/** Investment calculator: the inputs with their sources and the formula steps. */
async function investment(view: InvestmentView): Promise<Buffer> {
  const wb = newWorkbook();
  const calc = view.stored?.calculation ?? view.autoLoaded.calculation;
  const inputs: Record<string, number | undefined> = view.stored
    ? view.stored.inputs
    : Object.fromEntries(
        Object.entries(view.autoLoaded.draft).map(([k, v]) => [k, v ?? undefined]),
      );
  const inputRows: Row[] = INVESTMENT_FIELDS.map((field) => {
    const value = inputs[field];
    const source = view.stored ? '저장된 입력값' : (view.autoLoaded.fields[field]?.source ?? '');
    return { cells: [FIELD_KO[field] ?? field, value ?? null, source] };
  });
  const inputSheet = addTable(
    wb,
    '입력값',
    [
      { header: '항목', width: 26 },
      { header: '값', width: 22, format: KRW },
      { header: '출처', width: 44 },
    ],
    inputRows,
  );
  INVESTMENT_FIELDS.forEach((field, i) => {
    if (RATE_FIELDS.has(field)) inputSheet.getCell(i + 2, 2).numFmt = '0.0000%';
  });
  const stepRows: Row[] = (calc.result?.breakdown ?? []).map((step) => ({
    cells: [step.label, step.formula, step.expression, step.value],
    total: step.key === 'investmentCompensation',
  }));
  const steps = addTable(
    wb,
    '계산',
    [
      { header: '단계', width: 22 },
      { header: '산식', width: 44 },
      { header: '계산식', width: 60 },
      { header: '값', width: 22, format: KRW },
    ],
    stepRows,
  );
  (calc.result?.breakdown ?? []).forEach((step, i) => {
    if (step.unit === 'ratio') steps.getCell(i + 2, 4).numFmt = RATIO;
  });
  return toBuffer(wb);
}

/** Financial support: the steps of the rule and the revenue lines. */
async function financialSupport(view: FinancialSupportView): Promise<Buffer> {
  const wb = newWorkbook();
  const steps = view.result?.steps ?? [];
  const sheet = addTable(
    wb,
    '재정지원',
    [
      { header: '항목', width: 20 },
      { header: '산식', width: 50 },
      { header: '계산식', width: 60 },
      { header: '금액(원)', width: 22, format: KRW },
    ],
    steps.map((step) => ({
      cells: [step.label, step.formula, step.expression, step.value],
      total: step.label === '재정지원 필요액',
    })),
  );
  steps.forEach((step, i) => {
    if (step.label === '수익률') sheet.getCell(i + 2, 4).numFmt = PERCENT;
  });
  const KIND_KO = { transport: '운송수입', other: '기타 영업수입', subsidy: '재정지원 수입' };
  addTable(
    wb,
    '수입 내역',
    [
      { header: '계정과목', width: 30 },
      { header: '구분', width: 16 },
      { header: '금액(원)', width: 22, format: KRW },
    ],
    [
      ...view.revenue.lines.map((l) => ({ cells: [l.name, KIND_KO[l.kind], l.amount] })),
      {
        cells: ['합계', null, view.revenue.lines.reduce((sum, l) => sum + l.amount, 0)],
        total: true,
      },
    ],
  );
  return toBuffer(wb);
}

export type ExportSources = {
  transportCost: () => Promise<TransportCostView>;
  investment: () => Promise<InvestmentView>;
  financialSupport: () => Promise<FinancialSupportView>;
};

/** The workbook of one screen and its Korean file name. */
export async function exportScreen(
  screen: CostingScreen,
  sources: ExportSources,
): Promise<{ bytes: Buffer; title: string }> {
  switch (screen) {
    case 'transport-cost':
      return { bytes: await transportCost(await sources.transportCost()), title: '총괄원가' };
    case 'investment':
      return { bytes: await investment(await sources.investment()), title: '적정투자보수' };
    case 'financial-support':
      return {
        bytes: await financialSupport(await sources.financialSupport()),
        title: '재정지원',
      };
  }
}
