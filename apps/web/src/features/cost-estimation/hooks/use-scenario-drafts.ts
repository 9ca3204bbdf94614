import type { EstimationScenario, EstimationScenarioList } from '@bus/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { draftOf, MAX_COMPARED, mergeStored, type ScenarioDraft } from '../lib/scenario-drafts';

/**
 * The scenarios as edited on screen, kept in step with the stored list (lib/scenario-drafts.ts
 * mergeStored), and which one is open in the editor.
 */
export function useScenarioDrafts(list: EstimationScenarioList | undefined) {
  const { t } = useTranslation('costEstimation');
  const [drafts, setDrafts] = useState<ScenarioDraft[]>([]);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  // The server names its unsaved default in Korean ('기본'); the reader sees it in their language,
  // and saving it keeps that name.
  const baseName = t('scenario.baseName');
  useEffect(() => {
    if (!list) return;
    const items = list.items.map((s) => (s.id === null ? { ...s, name: baseName } : s));
    setDrafts((previous) => mergeStored(previous, items));
  }, [list, baseName]);
  const active = drafts.find((draft) => draft.key === activeKey) ?? drafts[0] ?? null;
  const comparedCount = drafts.filter((draft) => draft.compared).length;

  const update = (key: string, change: (draft: ScenarioDraft) => ScenarioDraft) =>
    setDrafts((previous) => previous.map((draft) => (draft.key === key ? change(draft) : draft)));

  return {
    drafts,
    active,
    comparedCount,
    canCompareMore: comparedCount < MAX_COMPARED,
    open: setActiveKey,
    /** An edit of a field: the draft becomes dirty. */
    edit: (key: string, change: Partial<ScenarioDraft>) =>
      update(key, (draft) => ({ ...draft, ...change, dirty: true })),
    replace: (key: string, next: ScenarioDraft) => update(key, () => next),
    setCompared: (key: string, compared: boolean) =>
      update(key, (draft) => ({ ...draft, compared })),
    /** The stored version after a save: clean, same tab. */
    saved: (key: string, scenario: EstimationScenario) =>
      update(key, (draft) => ({ ...draftOf(scenario, draft.compared), key })),
    add: (draft: ScenarioDraft) => {
      setDrafts((previous) => [...previous, draft]);
      setActiveKey(draft.key);
    },
    remove: (key: string) => {
      setDrafts((previous) => previous.filter((draft) => draft.key !== key));
      setActiveKey(null);
    },
  };
}

export type ScenarioDrafts = ReturnType<typeof useScenarioDrafts>;
