import type { EstimationCalculation } from '@bus/domain';
import { CATEGORY_KO } from '../cost-allocation/export';
import { addTable, KRW, newWorkbook, type Row, toBuffer } from '../costing/workbook';

const ITEM_KO: Record<string, string> = {
  labor: '인건비',
  diesel: '경유(연료)',
  tyres: '타이어',
  parts: '부품',
  lubricants: '윤활유',
  road_passenger_service: '도로여객운송서비스',
  none: '상승률 미적용',
  unmapped: '미분류',
};

const RATE = '0.00"%"';

/**
 * The estimate of several scenarios side by side: per item (rate, estimate), per category, per
 * line and per entity, base year against the estimate year of each scenario.
 */
export async function exportEstimation(calc: EstimationCalculation): Promise<Buffer> {
  const wb = newWorkbook();
  const scenarios = calc.scenarios;
  const first = scenarios[0]?.result;
  const base = `${calc.baseYear} 기준(원)`;
  const perScenario = (header: string, format = KRW) =>
    scenarios.map((s) => ({ header: `${s.name} ${header}`, width: 20, format }));

  const itemRows: Row[] = (first?.items ?? []).map((item, i) => ({
    cells: [
      ITEM_KO[item.item] ?? item.item,
      item.base,
      ...scenarios.flatMap((s) => {
        const it = s.result?.items[i];
        return [it?.rate ?? null, it?.estimate ?? null];
      }),
    ],
  }));
  itemRows.push({
    cells: [
      '합계',
      first?.total.base ?? null,
      ...scenarios.flatMap((s) => [
        s.result?.total.changePercent ?? null,
        s.result?.total.estimate ?? null,
      ]),
    ],
    total: true,
  });
  addTable(
    wb,
    '항목별',
    [
      { header: '물가 항목', width: 22 },
      { header: base, width: 20, format: KRW },
      ...scenarios.flatMap((s) => [
        { header: `${s.name} 상승률(%)`, width: 14, format: RATE },
        { header: `${s.name} ${calc.estimateYear} 추정(원)`, width: 20, format: KRW },
      ]),
    ],
    itemRows,
  );

  addTable(
    wb,
    '분류별',
    [
      { header: '분류', width: 16 },
      { header: base, width: 20, format: KRW },
      ...perScenario(`${calc.estimateYear} 추정(원)`),
    ],
    (first?.categories ?? []).map((c, i) => ({
      cells: [
        CATEGORY_KO[c.category] ?? c.category,
        c.base,
        ...scenarios.map((s) => s.result?.categories[i]?.estimate ?? null),
      ],
    })),
  );

  addTable(
    wb,
    '계정별',
    [
      { header: '계정과목', width: 30 },
      { header: '분류', width: 14 },
      { header: base, width: 20, format: KRW },
      ...scenarios.flatMap((s) => [
        { header: `${s.name} 항목`, width: 18 },
        { header: `${s.name} 상승률(%)`, width: 14, format: RATE },
        { header: `${s.name} 추정(원)`, width: 20, format: KRW },
      ]),
    ],
    (first?.lines ?? []).map((line, i) => ({
      cells: [
        line.name,
        CATEGORY_KO[line.category] ?? line.category,
        line.base,
        ...scenarios.flatMap((s) => {
          const l = s.result?.lines[i];
          return [l ? (ITEM_KO[l.item] ?? l.item) : null, l?.rate ?? null, l?.estimate ?? null];
        }),
      ],
    })),
  );

  const entities = scenarios[0]?.entities;
  addTable(
    wb,
    '엔티티별',
    [
      { header: 'ID', width: 14 },
      { header: '이름', width: 26 },
      { header: base, width: 20, format: KRW },
      ...perScenario(`${calc.estimateYear} 추정(원)`),
    ],
    entities
      ? entities.map((e, i) => ({
          cells: [
            e.entityId,
            e.name,
            e.base,
            ...scenarios.map((s) => s.entities?.[i]?.estimate ?? null),
          ],
        }))
      : [{ cells: ['엔티티별 추정 없음', scenarios[0]?.entitiesReason?.code ?? '', null] }],
  );
  return toBuffer(wb);
}
