import {
  type DepreciationByEntity,
  type DepreciationReconciliation,
  type DepreciationResults,
  UNASSIGNED_ENTITY_LABEL_KEY,
} from '@bus/domain';
import { addTable, KRW, newWorkbook, type Row, toBuffer } from '../costing/workbook';
import { CLASS_LABEL } from './asset-columns';
import type { Lang } from './asset-export';

const TEXT = {
  ko: {
    byEntity: '노선별',
    byClass: '자산구분별',
    byAsset: '자산별',
    reconciliation: '재무제표 대사',
    entityName: '노선(사업부)명',
    standardId: '표준 ID',
    originalId: '입력 ID',
    assetClass: '자산구분',
    asset: '자산명',
    entity: '노선(사업부)',
    bookValue: '기준기간 말 장부가액',
    base: (p: string) => `기준(${p}) 감가상각비`,
    estimate: (p: string) => `추정(${p}) 감가상각비`,
    total: '합계',
    unassigned: '미지정',
    item: '항목',
    amount: '금액(원)',
    fiscalYear: '회계연도',
    register: '자산대장 감가상각비',
    costStatement: '운송원가명세서 감가상각비',
    sga: '판매비와관리비 감가상각비',
    statements: '재무제표 합계',
    difference: '차이(대장 − 재무제표)',
    noStatements: '해당 연도의 재무제표가 없습니다.',
  },
  en: {
    byEntity: 'By entity',
    byClass: 'By class',
    byAsset: 'By asset',
    reconciliation: 'Reconciliation',
    entityName: 'Entity',
    standardId: 'Standard ID',
    originalId: 'Entered ID',
    assetClass: 'Class',
    asset: 'Asset',
    entity: 'Entity',
    bookValue: 'Book value, end of base period',
    base: (p: string) => `Base (${p}) depreciation`,
    estimate: (p: string) => `Estimate (${p}) depreciation`,
    total: 'Total',
    unassigned: 'Unassigned',
    item: 'Item',
    amount: 'Amount (KRW)',
    fiscalYear: 'Fiscal year',
    register: 'Register depreciation',
    costStatement: 'Depreciation, cost statement',
    sga: 'Depreciation, SG&A',
    statements: 'Statements total',
    difference: 'Difference (register − statements)',
    noStatements: 'No statements for the year.',
  },
} as const;

/** Base and estimate rows side by side: both lists hold the same rows in the same order. */
function entityRows(results: DepreciationResults, lang: Lang): Row[] {
  const t = TEXT[lang];
  const key = (r: DepreciationByEntity) => `${r.standardEntityId}|${r.originalEntityId}`;
  const estimate = new Map(results.byEntity.estimate.map((r) => [key(r), r]));
  const name = (r: DepreciationByEntity) =>
    r.entityName === UNASSIGNED_ENTITY_LABEL_KEY && r.standardEntityId === null
      ? t.unassigned
      : r.entityName;
  const rows: Row[] = results.byEntity.base.map((r) => ({
    cells: [
      name(r),
      r.standardEntityId,
      r.originalEntityId,
      r.currentYearDepreciation,
      estimate.get(key(r))?.currentYearDepreciation ?? 0,
    ],
  }));
  rows.push({
    cells: [t.total, null, null, results.total.base, results.total.estimate],
    total: true,
  });
  return rows;
}

function reconciliationRows(rec: DepreciationReconciliation | null, lang: Lang): Row[] {
  const t = TEXT[lang];
  if (!rec) return [{ cells: [t.noStatements, null] }];
  return [
    { cells: [t.fiscalYear, rec.fiscalYear] },
    { cells: [t.register, rec.register] },
    { cells: [t.costStatement, rec.costStatement] },
    { cells: [t.sga, rec.sga] },
    { cells: [t.statements, rec.statements], total: true },
    { cells: [t.difference, rec.difference], total: true },
  ];
}

/** The results screen as a workbook: by entity, by class, by asset and the reconciliation. */
export async function resultsWorkbook(
  results: DepreciationResults,
  reconciliation: DepreciationReconciliation | null,
  lang: Lang,
): Promise<Buffer> {
  const t = TEXT[lang];
  const base = t.base(results.basePeriod);
  const estimate = t.estimate(results.estimatePeriod);
  const wb = newWorkbook();
  const money = (header: string) => ({ header, width: 22, format: KRW });
  addTable(
    wb,
    t.byEntity,
    [
      { header: t.entityName, width: 28 },
      { header: t.standardId, width: 14 },
      { header: t.originalId, width: 18 },
      money(base),
      money(estimate),
    ],
    entityRows(results, lang),
  );
  addTable(
    wb,
    t.byClass,
    [{ header: t.assetClass, width: 14 }, money(base), money(estimate)],
    [
      ...results.byClass.map((c) => ({
        cells: [CLASS_LABEL[lang][c.assetClass], c.base, c.estimate],
      })),
      { cells: [t.total, results.total.base, results.total.estimate], total: true },
    ],
  );
  addTable(
    wb,
    t.byAsset,
    [
      { header: t.asset, width: 28 },
      { header: t.assetClass, width: 12 },
      { header: t.entity, width: 16 },
      money(base),
      money(estimate),
      money(t.bookValue),
    ],
    results.byAsset.map((a) => ({
      cells: [
        a.name,
        CLASS_LABEL[lang][a.assetClass],
        a.entityId,
        a.base,
        a.estimate,
        a.bookValueEndOfBase,
      ],
    })),
  );
  addTable(
    wb,
    t.reconciliation,
    [{ header: t.item, width: 32 }, money(t.amount)],
    reconciliationRows(reconciliation, lang),
  );
  return toBuffer(wb);
}
