import type { AllocationRunView } from '@bus/domain';
import { addTable, KRW, newWorkbook, PERCENT, type Row, toBuffer } from '../costing/workbook';

export const CATEGORY_KO: Record<string, string> = {
  transportation_cost: '운송원가',
  administration_cost: '관리비',
  non_operating_expense: '영업외비용',
  non_operating_income: '영업외수익',
  investment_compensation: '적정투자보수',
  other_adjustment: '기타 조정',
};

const DRIVER_KO: Record<string, string> = {
  distance_km: '운행거리(km)',
  vehicles_operated: '운행대수',
  vehicles_owned: '보유대수',
};

const TYPE_KO: Record<string, string> = {
  route: '노선',
  business_unit: '사업부',
  depot: '영업소',
  other: '기타',
};

export function driverLabel(driver: string, run: Pick<AllocationRunView, 'inputs'>): string {
  if (driver.startsWith('custom:')) {
    const key = driver.slice('custom:'.length);
    return run.inputs.customDrivers.find((d) => d.key === key)?.name ?? key;
  }
  return DRIVER_KO[driver] ?? driver;
}

export function optionLabel(includeNonOperating: boolean): string {
  return includeNonOperating
    ? '영업외 항목·적정투자보수 포함 배분 (보유대수 기준)'
    : '영업비용만 배분 (영업외 항목·적정투자보수 제외)';
}

/**
 * A stored run as a workbook: the table of rows × entities with the 단수차이 and total lines, the
 * pools, the entity metrics and the run's inputs (period, option, scenario).
 */
export async function exportRun(run: AllocationRunView): Promise<Buffer> {
  const wb = newWorkbook();
  const { result } = run;
  const entities = result.entities;
  const rows: Row[] = result.rows.map((row) => ({
    cells: [
      row.name,
      CATEGORY_KO[row.category] ?? row.category,
      driverLabel(row.driver, run),
      row.total,
      row.estimate,
      ...row.perEntity,
    ],
  }));
  rows.push({
    cells: ['단수차이', null, null, 0, null, ...entities.map((e) => e.roundingDifference)],
  });
  rows.push({
    cells: [
      '합계',
      null,
      null,
      result.total,
      result.estimateTotal,
      ...entities.map((e) => e.total),
    ],
    total: true,
  });
  addTable(
    wb,
    '배분표',
    [
      { header: '계정과목', width: 30 },
      { header: '분류', width: 12 },
      { header: '배분기준', width: 14 },
      { header: '합계(원)', width: 20, format: KRW },
      { header: '추정액(원)', width: 20, format: KRW },
      ...entities.map((e) => ({ header: e.name, width: 20, format: KRW })),
    ],
    rows,
  );
  addTable(
    wb,
    '배분기준별 풀',
    [
      { header: '배분기준', width: 16 },
      { header: '금액(원)', width: 20, format: KRW },
      { header: '기준 합계', width: 18, format: '#,##0.##########' },
      ...entities.map((e) => ({ header: e.name, width: 20, format: KRW })),
    ],
    result.pools.map((pool) => ({
      cells: [
        driverLabel(pool.driver, run),
        pool.amount,
        pool.driverTotal,
        ...entities.map((e) => e.byDriver[pool.driver] ?? 0),
      ],
    })),
  );
  addTable(
    wb,
    '엔티티 지표',
    [
      { header: 'ID', width: 14 },
      { header: '이름', width: 26 },
      { header: '유형', width: 10 },
      { header: '배분액(원)', width: 20, format: KRW },
      { header: '추정액(원)', width: 20, format: KRW },
      { header: '비중', width: 10, format: PERCENT },
      { header: 'km당 원가', width: 14, format: '#,##0.00' },
      { header: '운행대당 원가', width: 18, format: KRW },
      { header: '대·일당 원가', width: 16, format: KRW },
      { header: '단수차이', width: 10, format: KRW },
    ],
    entities.map((e) => ({
      cells: [
        e.entityId,
        e.name,
        TYPE_KO[e.type] ?? e.type,
        e.total,
        e.estimate,
        e.share,
        e.costPerKm,
        e.costPerOperatedVehicle,
        e.costPerVehicleDay,
        e.roundingDifference,
      ],
    })),
  );
  const rates = run.inputs.scenario.rates as Record<string, number>;
  addTable(
    wb,
    '조건',
    [
      { header: '항목', width: 24 },
      { header: '값', width: 60 },
    ],
    [
      { cells: ['기간', run.period] },
      { cells: ['회계연도', String(run.fiscalYear)] },
      { cells: ['이름', run.label ?? ''] },
      { cells: ['배분 범위', optionLabel(run.includeNonOperating)] },
      { cells: ['추정 시나리오', run.inputs.scenario.name] },
      {
        cells: [
          '물가상승률(%)',
          Object.entries(rates)
            .map(([item, rate]) => `${item} ${rate}`)
            .join(', '),
        ],
      },
      { cells: ['미분류 항목 상승률(%)', String(run.inputs.scenario.unmappedRate)] },
      { cells: ['계산 시각', run.createdAt] },
      { cells: ['계산한 사람', run.createdBy?.name ?? ''] },
    ],
  );
  return toBuffer(wb);
}
