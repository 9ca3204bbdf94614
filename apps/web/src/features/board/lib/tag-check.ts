import { normalizeTags, splitTagInput, type TagCheck } from '@bus/domain';
import type { TFunction } from 'i18next';

/** The tags typed in the form (comma separated, §5 "Edit post") checked by the rules of §5. */
export function checkTagInput(text: string | undefined): TagCheck {
  return normalizeTags(splitTagInput(text ?? ''));
}

/** The message of a refused tag list, worded like the server's refusal. */
export function tagErrorMessage(check: TagCheck, t: TFunction): string | null {
  if (check.ok) return null;
  return check.code === 'board/invalid-tag'
    ? t('errors:codes.board/invalid-tag', { tag: check.tag })
    : t('errors:codes.board/too-many-tags', { max: check.max });
}
