import {
  ESTIMATION_ITEMS,
  type EstimationCalculate,
  type EstimationItem,
  type EstimationItemOverride,
  type EstimationScenario,
  MAX_INFLATION_RATE,
} from '@bus/domain';

/** Spec-free limit of the screen: at most five scenarios are compared side by side. */
export const MAX_COMPARED = 5;

/** A scenario as edited on screen; rates stay null while a field is empty. */
export type ScenarioDraft = {
  /** Local key of the tab (stable while edited). */
  key: string;
  /** null until saved. */
  id: string | null;
  /** 0 until saved. */
  version: number;
  name: string;
  rates: Record<EstimationItem, number | null>;
  unmappedRate: number | null;
  itemOverrides: EstimationItemOverride[];
  /** Changed since it was read or saved. */
  dirty: boolean;
  /** Part of the side-by-side comparison. */
  compared: boolean;
};

let draftCounter = 0;
function newKey(): string {
  draftCounter += 1;
  return `scenario-${draftCounter}`;
}

/** A stored (or the server's unsaved default) scenario as a draft. */
export function draftOf(scenario: EstimationScenario, compared: boolean): ScenarioDraft {
  return {
    key: scenario.id ?? newKey(),
    id: scenario.id,
    version: scenario.version,
    name: scenario.name,
    rates: { ...scenario.rates },
    unmappedRate: scenario.unmappedRate,
    itemOverrides: [...scenario.itemOverrides],
    dirty: false,
    compared,
  };
}

/**
 * The drafts after the stored list was read again: a stored scenario replaces its clean draft
 * (edits in progress are kept; a save on an old version meets the conflict dialog); stored ones
 * not shown yet are added, compared while there is room; a clean draft whose scenario is gone is
 * dropped, an edited one stays as unsaved. The server's unsaved default (id null) is shown only
 * while nothing else is: when no scenario is stored and no draft is left.
 */
export function mergeStored(
  drafts: readonly ScenarioDraft[],
  stored: readonly EstimationScenario[],
): ScenarioDraft[] {
  const saved = stored.filter((scenario) => scenario.id !== null);
  const kept = drafts.flatMap((draft): ScenarioDraft[] => {
    if (draft.id === null) return draft.dirty || saved.length === 0 ? [draft] : [];
    const current = saved.find((scenario) => scenario.id === draft.id);
    if (!current) return draft.dirty ? [{ ...draft, id: null, version: 0 }] : [];
    if (draft.dirty) return [draft];
    return [{ ...draftOf(current, draft.compared), key: draft.key }];
  });
  const missing =
    saved.length > 0
      ? saved.filter((scenario) => !kept.some((draft) => draft.id === scenario.id))
      : kept.length === 0
        ? stored.slice(0, 1)
        : [];
  let room = MAX_COMPARED - kept.filter((draft) => draft.compared).length;
  const added = missing.map((scenario) => {
    const compared = room > 0;
    if (compared) room -= 1;
    return draftOf(scenario, compared);
  });
  return [...kept, ...added];
}

/** A rate's problem: empty, or outside 0..MAX_INFLATION_RATE ('abnormal rate detected', §5). */
export function rateProblem(value: number | null): 'required' | 'abnormal' | null {
  if (value === null || Number.isNaN(value)) return 'required';
  if (value < 0 || value > MAX_INFLATION_RATE) return 'abnormal';
  return null;
}

/** Whether the draft can be calculated and saved: a name and every rate within 0..50 %. */
export function draftValid(draft: ScenarioDraft): boolean {
  return (
    draft.name.trim() !== '' &&
    rateProblem(draft.unmappedRate) === null &&
    ESTIMATION_ITEMS.every((item) => rateProblem(draft.rates[item]) === null)
  );
}

/** The rates of a valid draft as numbers (null ones read 0; call after draftValid). */
export function ratesOf(draft: ScenarioDraft): Record<EstimationItem, number> {
  return Object.fromEntries(
    ESTIMATION_ITEMS.map((item) => [item, draft.rates[item] ?? 0]),
  ) as Record<EstimationItem, number>;
}

/** The editable part of a draft as the API takes it. */
export function scenarioInput(draft: ScenarioDraft) {
  return {
    name: draft.name.trim(),
    rates: ratesOf(draft),
    unmappedRate: draft.unmappedRate ?? 0,
    itemOverrides: draft.itemOverrides,
  };
}

/**
 * The calculation of the compared drafts, or null while one of them is invalid (nothing is asked
 * of the server then; the fields say what is wrong).
 */
export function calculationBody(
  drafts: readonly ScenarioDraft[],
  period: string,
  includeNonOperating: boolean,
): EstimationCalculate | null {
  const compared = drafts.filter((draft) => draft.compared);
  if (compared.length === 0 || !compared.every(draftValid)) return null;
  return {
    period,
    includeNonOperating,
    scenarios: compared.map((draft) => ({
      ...(draft.id ? { id: draft.id } : {}),
      ...scenarioInput(draft),
    })),
  };
}

/** The line's item as the user set it; 'dictionary' drops the override. */
export function withItem(
  draft: ScenarioDraft,
  lineKey: string,
  item: EstimationItem | 'none' | 'dictionary',
): ScenarioDraft {
  const others = draft.itemOverrides.filter((override) => override.lineKey !== lineKey);
  return {
    ...draft,
    dirty: true,
    itemOverrides: item === 'dictionary' ? others : [...others, { lineKey, item }],
  };
}

/** A new unsaved scenario starting from `from`'s rates and mapping, under a free name. */
export function copyDraft(from: ScenarioDraft, name: string, compared: boolean): ScenarioDraft {
  return {
    ...from,
    key: newKey(),
    id: null,
    version: 0,
    name,
    rates: { ...from.rates },
    itemOverrides: [...from.itemOverrides],
    dirty: true,
    compared,
  };
}

/** "시나리오 2", "시나리오 3" …: the first name of the pattern no draft has. */
export function freeName(drafts: readonly ScenarioDraft[], pattern: (n: number) => string): string {
  const names = new Set(drafts.map((draft) => draft.name.trim()));
  let n = drafts.length + 1;
  while (names.has(pattern(n))) n += 1;
  return pattern(n);
}
