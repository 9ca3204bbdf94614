import { roundWon } from '../money';
import { grouped, percent } from './statement-lines';

/** One box of the screen's formula and flow diagram (costing-and-forecasting.md §2). */
export type FormulaStep = {
  key:
    | 'movingEquipmentAssets'
    | 'workingCapital'
    | 'fareBase'
    | 'equityWeight'
    | 'debtWeight'
    | 'returnRate'
    | 'investmentCompensation';
  /** Korean name of the quantity. */
  label: string;
  /** The formula in words. */
  formula: string;
  /** The same formula with the values used. */
  expression: string;
  /** Whole won for amounts; a fraction for weights and the rate. */
  value: number;
  unit: 'won' | 'ratio';
};

type Values = {
  tangibleAssetsBV: number;
  revaluationDifference: number;
  operatingCost: number;
  retirementFund: number;
  depreciationCost: number;
  intangibleAssetDepreciation: number;
  badDebtExpense: number;
  equity: number;
  debt: number;
  equityRate: number;
  debtRate: number;
  corporateTaxRate: number;
};

type Parts = {
  assets: number;
  workingCapital: number;
  fareBase: number;
  rate: number;
  equityWeight: number;
  debtWeight: number;
  exact: number;
};

const won = (n: number) => grouped(roundWon(n));
const weight = (n: number) => n.toFixed(8);

/** The steps of costing-and-forecasting.md §9 with the figures of one calculation. */
export function investmentBreakdown(v: Values, p: Parts): FormulaStep[] {
  const capital = v.equity + v.debt;
  const deductions = [
    v.retirementFund,
    v.depreciationCost,
    v.intangibleAssetDepreciation,
    v.badDebtExpense,
  ]
    .map(won)
    .join(' + ');
  return [
    {
      key: 'movingEquipmentAssets',
      label: '순가동설비자산',
      formula: '유형자산 장부가액(토지 제외, 전기·당기 평균) − 재평가차액',
      expression: `${won(v.tangibleAssetsBV)} − ${won(v.revaluationDifference)} = ${won(p.assets)}`,
      value: roundWon(p.assets),
      unit: 'won',
    },
    {
      key: 'workingCapital',
      label: '운전자본',
      formula: '(영업비용 − (퇴직급여 + 감가상각비 + 무형자산상각비 + 대손상각비)) ÷ 12',
      expression: `(${won(v.operatingCost)} − (${deductions})) ÷ 12 = ${grouped(p.workingCapital)}`,
      value: roundWon(p.workingCapital),
      unit: 'won',
    },
    {
      key: 'fareBase',
      label: '요금기저',
      formula: '순가동설비자산 + 운전자본',
      expression: `${won(p.assets)} + ${grouped(p.workingCapital)} = ${grouped(p.fareBase)}`,
      value: roundWon(p.fareBase),
      unit: 'won',
    },
    {
      key: 'equityWeight',
      label: '자기자본 비중',
      formula: '자기자본 ÷ (자기자본 + 타인자본)',
      expression: `${won(v.equity)} ÷ ${won(capital)} = ${weight(p.equityWeight)}`,
      value: p.equityWeight,
      unit: 'ratio',
    },
    {
      key: 'debtWeight',
      label: '타인자본 비중',
      formula: '타인자본 ÷ (자기자본 + 타인자본)',
      expression: `${won(v.debt)} ÷ ${won(capital)} = ${weight(p.debtWeight)}`,
      value: p.debtWeight,
      unit: 'ratio',
    },
    {
      key: 'returnRate',
      label: '적정투자보수율',
      formula: '자기자본수익률 × 자기자본 비중 + 타인자본수익률 × (1 − 법인세율) × 타인자본 비중',
      expression: `${percent(v.equityRate)} × ${weight(p.equityWeight)} + ${percent(v.debtRate)} × (1 − ${percent(v.corporateTaxRate)}) × ${weight(p.debtWeight)} = ${percent(p.rate)}`,
      value: p.rate,
      unit: 'ratio',
    },
    {
      key: 'investmentCompensation',
      label: '적정투자보수',
      formula: '요금기저 × 적정투자보수율',
      expression: `${grouped(p.fareBase)} × ${percent(p.rate)} = ${grouped(p.exact)} ≈ ${won(p.exact)}원`,
      value: roundWon(p.exact),
      unit: 'won',
    },
  ];
}
