import { type EntityRef, entityMatcher, UNASSIGNED_ENTITY_LABEL_KEY } from '@bus/domain';
import type { TFunction } from 'i18next';

/**
 * Names an asset's entity as the register shows it: the matched service entity's name, the id as
 * entered when it matches none of the period's entities, or "미지정" when there is none.
 */
export function entityNamer(
  entities: readonly EntityRef[],
  t: TFunction<'depreciation'>,
): (entered: string | null) => string {
  const match = entityMatcher(entities);
  return (entered) => {
    if (entered === null || entered.trim() === '') return t('entity.none');
    return match(entered)?.name ?? entered;
  };
}

/** A by-entity result row's name: the domain marks the unassigned row with an i18n key. */
export function resultEntityName(name: string, t: TFunction<'depreciation'>): string {
  return name === UNASSIGNED_ENTITY_LABEL_KEY ? t('entity.unassigned') : name;
}
