import type { BoardAttachment } from '@bus/domain';
import { readStored, writeStored } from '../../../lib/local-storage';

/** What the new-post modal keeps across a reload (issue 17: drafts survive a reload). */
export type PostDraft = {
  title: string;
  category: string;
  tags: string[];
  content: string;
  attachments: BoardAttachment[];
};

/** One draft per user, so a shared browser never offers one user's draft to another. */
export function draftKey(userId: string): string {
  return `board:draft:${userId}`;
}

function isDraft(value: unknown): value is PostDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    typeof draft.title === 'string' &&
    typeof draft.category === 'string' &&
    typeof draft.content === 'string' &&
    Array.isArray(draft.tags) &&
    draft.tags.every((tag) => typeof tag === 'string') &&
    Array.isArray(draft.attachments)
  );
}

/** Whether a draft has anything worth keeping. */
export function isEmptyDraft(draft: PostDraft): boolean {
  const text = draft.content.replace(/<[^>]*>/g, '').trim();
  const media = /<(img|video)\b/i.test(draft.content);
  return (
    !draft.title.trim() && !text && !media && draft.tags.length === 0 && !draft.attachments.length
  );
}

export function readDraft(userId: string): PostDraft | null {
  return readStored(draftKey(userId), isDraft);
}

export function saveDraft(userId: string, draft: PostDraft): void {
  writeStored(draftKey(userId), isEmptyDraft(draft) ? null : draft);
}

export function clearDraft(userId: string): void {
  writeStored(draftKey(userId), null);
}
