import type { BoardPost } from '@bus/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  type ConflictChoiceProps,
  type ConflictRow,
  conflictLabels,
  VersionConflictModal,
} from '../../../components/version-conflict-modal';
import { formatDate } from '../../../lib/format';

/** The edit form's values as they are compared in a conflict. */
export type PostValues = { title: string; category: string; tags: string[]; content: string };

/** A 409 on saving a post: the user's edit and the version stored meanwhile. */
export type PostConflict = { mine: PostValues; theirs: BoardPost };

/** The plain text of a body, shortened for the comparison table. */
function bodyText(html: string, t: TFunction): string {
  const text = (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').trim();
  const short = text.length > 60 ? `${text.slice(0, 60)}…` : text;
  return `${short} (${t('conflict.contentChars', { value: text.length })})`;
}

export function postConflictRows(conflict: PostConflict, t: TFunction): ConflictRow[] {
  const { mine, theirs } = conflict;
  const rows: ConflictRow[] = [
    { key: 'title', figure: t('conflict.fields.title'), theirs: theirs.title, mine: mine.title },
    {
      key: 'category',
      figure: t('conflict.fields.category'),
      theirs: t(`categories.${theirs.category}`),
      mine: t(`categories.${mine.category}`),
    },
    {
      key: 'tags',
      figure: t('conflict.fields.tags'),
      theirs: theirs.tags.join(', '),
      mine: mine.tags.join(', '),
    },
    {
      key: 'content',
      figure: t('conflict.fields.content'),
      theirs: bodyText(theirs.content, t),
      mine: bodyText(mine.content, t),
    },
  ];
  const differing = rows.filter((row) => row.theirs !== row.mine);
  return differing.length > 0 ? differing : rows;
}

/** The existing version-conflict pattern for a post edit: the user keeps one of the two. */
export function PostConflictModal({
  conflict,
  onKeepMine,
  onTakeTheirs,
}: ConflictChoiceProps<PostConflict>) {
  const { t, i18n } = useTranslation('board');
  const time = conflict
    ? formatDate(conflict.theirs.updatedAt, i18n.resolvedLanguage ?? 'ko', { time: true })
    : '';
  return (
    <VersionConflictModal
      open={conflict !== null}
      labels={conflictLabels(t, t('conflict.text', { time }))}
      rows={conflict ? postConflictRows(conflict, t) : []}
      onKeepMine={onKeepMine}
      onTakeTheirs={onTakeTheirs}
      testId="board-conflict"
    />
  );
}
