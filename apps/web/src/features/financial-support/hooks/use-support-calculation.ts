import { useState } from 'react';
import { useFinancialSupport } from '../api/financial-support';
import {
  type CostBasis,
  completeStandardCost,
  EMPTY_STANDARD_COST,
  type StandardCost,
  type StandardCostDraft,
} from '../lib/standard-cost';
import { useDebouncedValue } from './use-debounced-value';

const same = (a: StandardCost | null, b: StandardCost | null) =>
  a?.unitCostPerBusDay === b?.unitCostPerBusDay && a?.busDays === b?.busDays;

/**
 * The chosen cost basis and the view computed for it. The standard-cost inputs are sent once the
 * user stops typing (RECOMPUTE_DELAY_MS) and only when both are filled, as the server wants.
 */
export function useSupportCalculation(companyId: string | null, fiscalYear: number) {
  const [basis, setBasis] = useState<CostBasis>('total_cost');
  const [draft, setDraft] = useState<StandardCostDraft>(EMPTY_STANDARD_COST);
  const settled = useDebouncedValue(draft);
  const isStandard = basis === 'standard_cost';
  const typed = isStandard ? completeStandardCost(draft) : null;
  const standard = isStandard ? completeStandardCost(settled) : null;
  const incomplete = isStandard && typed === null;
  const waiting = isStandard && !same(typed, standard);
  const query = useFinancialSupport(
    companyId,
    fiscalYear,
    standard,
    !isStandard || standard !== null,
  );
  return {
    basis,
    setBasis,
    draft,
    setDraft,
    /** What a save sends: the standard cost the result on screen was computed with. */
    standard,
    incomplete,
    /** The figures on screen are not yet the ones for the current inputs. */
    recomputing: !incomplete && (waiting || query.isPlaceholderData),
    query,
    view: incomplete ? undefined : query.data,
  };
}
