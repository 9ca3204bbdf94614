import {
  DEFAULT_INFLATION_RATES,
  ESTIMATION_ITEMS,
  type EstimatedLineView,
  type EstimationCalculate,
  type EstimationCalculation,
  type EstimationItem,
  type EstimationScenario,
  type EstimationScenarioList,
  inflate,
} from '@bus/domain';
import { COMPANY_ID, FIXTURE_NOW } from '../../../test/costing-fixtures';

export { COMPANY_ID };

type Item = EstimationItem | 'none' | 'unmapped';

/** A few of sample A's lines with their accounts.md items (one left unmapped). */
const LINES: [string, string, number, Item][] = [
  ['cs|fuel', '연료비', 10_512_000_000, 'diesel'],
  ['cs|subsidy', '유가보조금', -1_095_000_000, 'diesel'],
  ['cs|drivers', '운전직급여', 28_900_000_000, 'labor'],
  ['cs|tyres', '타이어비', 547_500_000, 'tyres'],
  ['cs|depreciation', '감가상각비', 3_980_000_000, 'none'],
  ['sga|misc', '잡비', 12_000_000, 'unmapped'],
];

export function scenario(
  id: string | null,
  name: string,
  rates: Partial<Record<EstimationItem, number>> = {},
  version = id ? 1 : 0,
): EstimationScenario {
  return {
    id,
    companyId: COMPANY_ID,
    period: '2024-01',
    name,
    rates: { ...DEFAULT_INFLATION_RATES, ...rates },
    unmappedRate: 0,
    itemOverrides: [],
    version,
    updatedAt: id ? FIXTURE_NOW : null,
    updatedBy: id ? { id: 'user-user', name: '김회계' } : null,
  };
}

export function scenarioList(items: EstimationScenario[]): EstimationScenarioList {
  return {
    companyId: COMPANY_ID,
    period: '2024-01',
    items,
    defaults: { rates: { ...DEFAULT_INFLATION_RATES }, unmappedRate: 0 },
  };
}

type Input = NonNullable<EstimationCalculate['scenarios']>[number];

function estimateOf(input: Input) {
  const lines: EstimatedLineView[] = LINES.map(([key, name, base, dictionaryItem]) => {
    const override = input.itemOverrides?.find((o) => o.lineKey === key);
    const item: Item = override?.item ?? dictionaryItem;
    const rate =
      item === 'none' ? 0 : item === 'unmapped' ? (input.unmappedRate ?? 0) : input.rates[item];
    return {
      key,
      name,
      category: key.startsWith('cs') ? 'transportation_cost' : 'administration_cost',
      item,
      itemSource: override ? 'override' : item === 'unmapped' ? 'unmapped' : 'dictionary',
      rate,
      base,
      estimate: inflate(base, rate),
    };
  });
  const sum = (of: EstimatedLineView[], field: 'base' | 'estimate') =>
    of.reduce((total, line) => total + line[field], 0);
  const items = [...ESTIMATION_ITEMS, 'none' as const, 'unmapped' as const].map((item) => {
    const of = lines.filter((line) => line.item === item);
    return {
      item,
      rate: of[0]?.rate ?? 0,
      base: sum(of, 'base'),
      estimate: sum(of, 'estimate'),
      lineNames: of.map((line) => line.name),
    };
  });
  const categories = ['transportation_cost', 'administration_cost'].map((category) => {
    const of = lines.filter((line) => line.category === category);
    return { category, base: sum(of, 'base'), estimate: sum(of, 'estimate') };
  });
  const base = sum(lines, 'base');
  const estimate = sum(lines, 'estimate');
  return {
    lines,
    items,
    categories,
    unmapped: lines.filter((line) => line.item === 'unmapped'),
    total: { base, estimate, changePercent: ((estimate - base) / base) * 100 },
  };
}

/** What the server answers a calculation: each scenario estimated line by line (inflate()). */
export function calculation(body: EstimationCalculate): EstimationCalculation {
  return {
    companyId: COMPANY_ID,
    period: body.period,
    baseYear: 2024,
    estimateYear: 2025,
    includeNonOperating: body.includeNonOperating,
    missing: [],
    scenarios: (body.scenarios ?? []).map((input) => ({
      id: input.id ?? null,
      name: input.name,
      rates: input.rates,
      unmappedRate: input.unmappedRate ?? 0,
      result: estimateOf(input),
      entities: null,
      entitiesReason: { code: 'allocation/no-entities', params: {} },
    })),
  };
}
