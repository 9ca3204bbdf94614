import {
  type BoardCategoryKey,
  canModerate,
  canPin,
  canPostCategory,
  canUseBoard,
  isPublicCategory,
} from '@bus/domain';
import { AppError } from '../../platform/errors/app-error';

/**
 * The board's permission rules (data-center-board-admin.md §6) as small functions that return a
 * refusal or null. A reader is null when nobody is signed in.
 */
export type Reader = { id: string; name: string; role: string; email: string } | null;

/** Reading a post: anyone for questions and notices, users and above for the rest. */
export function readRefusal(reader: Reader, category: BoardCategoryKey): AppError | null {
  if (isPublicCategory(category) || canUseBoard(reader?.role)) return null;
  return new AppError('board/login-required', 401);
}

/** Writing a post of a category, pinned or not (§5: notice and pin need manager or above). */
export function postRefusal(
  reader: NonNullable<Reader>,
  category: BoardCategoryKey,
  pinned: boolean,
): AppError | null {
  if (!canUseBoard(reader.role)) return new AppError('board/no-post-permission', 403);
  if (!canPostCategory(reader.role, category)) {
    return new AppError('board/notice-requires-manager', 403);
  }
  if (pinned && !canPin(reader.role, category)) {
    return category === 'notice'
      ? new AppError('board/notice-requires-manager', 403)
      : new AppError('board/pin-notice-only', 400);
  }
  return null;
}

/** §6: a post is edited or deleted by its author only. */
export function authorRefusal(
  reader: NonNullable<Reader>,
  authorId: string | null,
): AppError | null {
  return authorId !== null && authorId === reader.id
    ? null
    : new AppError('board/author-only', 403);
}

export function moderatorRefusal(reader: NonNullable<Reader>): AppError | null {
  return canModerate(reader.role) ? null : new AppError('forbidden', 403);
}

/** Throws the refusal, if any. */
export function enforce(refusal: AppError | null): void {
  if (refusal) throw refusal;
}
