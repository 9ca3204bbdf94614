import type { EstimationScenarioResult } from '@bus/domain';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { formatKRW, formatPercent } from '../../../lib/format';

export type Lng = 'ko' | 'en';

/** An amount cell: right-aligned by its column, digits of equal width. */
export function Won({ value, lng }: { value: number | null | undefined; lng: Lng }) {
  return (
    <span className="costing-amount">
      {value === null || value === undefined ? '-' : formatKRW(value, 'won', lng)}
    </span>
  );
}

/** A change in percent with its sign (+3.95%, -1.20%, 0.00%). */
export function signedPercent(value: number): string {
  return `${value > 0 ? '+' : ''}${formatPercent(value)}`;
}

/** (estimate − base) ÷ base in percent with two decimals and sign; '-' when the base is 0. */
export function Change({ base, estimate }: { base: number; estimate: number }) {
  return (
    <span className="costing-amount">
      {base === 0 ? '-' : signedPercent(((estimate - base) / base) * 100)}
    </span>
  );
}

/** A scenario's column group title: its name (the rates are in the editor above). */
export function scenarioTitle(scenario: EstimationScenarioResult, index: number): ReactNode {
  return (
    <span className="ce-scenario-title" data-testid={`ce-col-${index}`}>
      {scenario.name}
    </span>
  );
}

/** A React key for a compared scenario: its id, or its name while unsaved. */
export function scenarioKey(scenario: EstimationScenarioResult): string {
  return scenario.id ?? `unsaved:${scenario.name}`;
}

/**
 * One column group per compared scenario with the row's estimate and its change from the row's
 * base (the by-class and by-entity tables).
 */
export function estimateColumns<Row>(
  scenarios: EstimationScenarioResult[],
  {
    t,
    lng,
    baseOf,
    estimateOf,
  }: {
    t: TFunction;
    lng: Lng;
    baseOf: (row: Row) => number;
    estimateOf: (scenario: EstimationScenarioResult, row: Row) => number | null;
  },
): ColumnsType<Row> {
  return scenarios.map((scenario, index) => ({
    key: `s-${index}`,
    title: scenarioTitle(scenario, index),
    children: [
      {
        key: `s-${index}-estimate`,
        title: t('results.estimate'),
        align: 'right' as const,
        width: 150,
        render: (_: unknown, row: Row) => <Won value={estimateOf(scenario, row)} lng={lng} />,
      },
      {
        key: `s-${index}-change`,
        title: t('results.change'),
        align: 'right' as const,
        width: 90,
        render: (_: unknown, row: Row) => (
          <Change base={baseOf(row)} estimate={estimateOf(scenario, row) ?? baseOf(row)} />
        ),
      },
    ],
  }));
}
