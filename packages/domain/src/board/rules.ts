/**
 * The board's rules and constants (data-center-board-admin.md §5 "Board post", "Tags", "File
 * attachment", §6 board permissions, §9 "Board"). Pure: the server enforces them, the web shows
 * them before a request is made.
 */
import { hasRole, type Role } from '../roles';

export const BOARD_CATEGORIES = ['notice', 'general', 'question', 'discussion'] as const;
/** A category's key (the zod schema of the same data is `BoardCategoryKey` in api/board.ts). */
export type BoardCategoryKey = (typeof BOARD_CATEGORIES)[number];

/** §6: logged-out visitors see only questions and notices (the public list). */
export const PUBLIC_BOARD_CATEGORIES: readonly BoardCategoryKey[] = ['question', 'notice'];

/** §9: notice red, general blue, question orange, discussion green (antd tag colours). */
export const BOARD_CATEGORY_COLORS: Record<BoardCategoryKey, string> = {
  notice: 'red',
  general: 'blue',
  question: 'orange',
  discussion: 'green',
};

export const BOARD_SORTS = ['latest', 'popular', 'views', 'likes'] as const;
export type BoardSortKey = (typeof BOARD_SORTS)[number];

/** §9: 10 posts per page; the next page loads 1000 px before the bottom; 120-character preview. */
export const BOARD_PAGE_SIZE = 10;
export const BOARD_SCROLL_THRESHOLD_PX = 1000;
export const BOARD_PREVIEW_LENGTH = 120;
/** §9: tag suggestions 50, of which 5 popular tags are shown. */
export const BOARD_TAG_SUGGESTIONS = 50;
export const BOARD_POPULAR_TAGS_SHOWN = 5;
/** §9: online users are refreshed every 30 s. */
export const BOARD_ONLINE_REFRESH_MS = 30_000;

/** Our limits where the spec sets none (docs/user-guide/board.md "Limits"). */
export const BOARD_TITLE_MAX = 200;
/** Sanitised HTML of a body; a long report with inline images stays far below it. */
export const BOARD_CONTENT_MAX = 100_000;
export const BOARD_COMMENT_MAX = 2_000;
export const BOARD_ATTACHMENTS_MAX = 20;
export const BOARD_REPORT_REASON_MAX = 500;
/** Distinct users whose reports hide a post from the list (a manager's report hides it at once). */
export const BOARD_REPORT_HIDE_THRESHOLD = 3;

/**
 * What a stored body may contain (issue 17 §4): the editor's formatting, links and images. The
 * server sanitises to this list when saving and the web again when rendering.
 */
export const BOARD_BODY_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'h1',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'hr',
  'a',
  'img',
];
export const BOARD_BODY_ATTRIBUTES = ['href', 'src', 'alt', 'title'];

/** §5 Tags: at most 10 per post, each 2–20 characters after stripping. */
export const BOARD_TAGS_MAX = 10;
export const BOARD_TAG_MIN_LENGTH = 2;
export const BOARD_TAG_MAX_LENGTH = 20;

/** §5 File attachment: at most 100 MB. */
export const BOARD_ATTACHMENT_MAX_BYTES = 100 * 1024 * 1024;

/** §5 File attachment: the allowed extensions, by how the post shows them. */
export const BOARD_ATTACHMENT_EXTENSIONS = {
  image: ['jpg', 'jpeg', 'png', 'gif'],
  video: ['mp4', 'avi', 'mov', 'wmv', 'flv', 'webm', 'mkv'],
  file: ['pdf', 'doc', 'docx', 'txt', 'zip', 'xlsx', 'xls', 'csv'],
} as const;
export type BoardAttachmentKind = keyof typeof BOARD_ATTACHMENT_EXTENSIONS;

/** The lower-cased extension of a file name ('' when it has none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** How an allowed file is shown (image and video inline, the rest as a chip), or null if refused. */
export function attachmentKindOf(fileName: string): BoardAttachmentKind | null {
  const ext = extensionOf(fileName);
  for (const kind of Object.keys(BOARD_ATTACHMENT_EXTENSIONS) as BoardAttachmentKind[]) {
    if ((BOARD_ATTACHMENT_EXTENSIONS[kind] as readonly string[]).includes(ext)) return kind;
  }
  return null;
}

/** §5 Tags: letters, digits and Hangul are kept; everything else (spaces, #, symbols) goes. */
const NOT_TAG_CHARACTER = /[^a-z0-9\u3131-\u318e\uac00-\ud7a3]/g;

/** One tag as stored (§5: stripped, lower-cased), or null when it is not 2–20 characters. */
export function normalizeTag(raw: string): string | null {
  const tag = raw.normalize('NFC').toLowerCase().replace(NOT_TAG_CHARACTER, '');
  const length = [...tag].length;
  return length >= BOARD_TAG_MIN_LENGTH && length <= BOARD_TAG_MAX_LENGTH ? tag : null;
}

export type TagCheck =
  | { ok: true; tags: string[] }
  | { ok: false; code: 'board/invalid-tag'; tag: string }
  | { ok: false; code: 'board/too-many-tags'; max: number };

/**
 * The tags of a post (§5): each normalised, duplicates dropped, at most 10. A tag that is too
 * short or too long after stripping is refused by name rather than silently lost.
 */
export function normalizeTags(raw: readonly string[]): TagCheck {
  const tags: string[] = [];
  for (const entry of raw) {
    if (entry.trim() === '') continue;
    const tag = normalizeTag(entry);
    if (!tag) return { ok: false, code: 'board/invalid-tag', tag: entry };
    if (!tags.includes(tag)) tags.push(tag);
  }
  if (tags.length > BOARD_TAGS_MAX) {
    return { ok: false, code: 'board/too-many-tags', max: BOARD_TAGS_MAX };
  }
  return { ok: true, tags };
}

/** The edit modal's tag field: comma separated (§5 "Edit post"). */
export function splitTagInput(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * §6: reading the full board, posting and commenting need the user role or above. No role (a
 * visitor who is not signed in) never qualifies, whatever the default role of new accounts.
 */
export function canUseBoard(role: string | null | undefined): boolean {
  return role != null && hasRole(role, 'user');
}

/** §5–§6: a notice, and pinning, need manager or above; pinning is for notices only. */
export function canPostCategory(
  role: string | null | undefined,
  category: BoardCategoryKey,
): boolean {
  return category === 'notice' ? role != null && hasRole(role, 'manager') : canUseBoard(role);
}

export function canPin(role: string | null | undefined, category: BoardCategoryKey): boolean {
  return role != null && category === 'notice' && hasRole(role, 'manager');
}

/** Managers and above see the moderation queue and act on reports. */
export const BOARD_MODERATOR_ROLE: Role = 'manager';

export function canModerate(role: string | null | undefined): boolean {
  return role != null && hasRole(role, BOARD_MODERATOR_ROLE);
}

/** Whether a visitor who is not signed in may read a post of this category (§6). */
export function isPublicCategory(category: BoardCategoryKey): boolean {
  return PUBLIC_BOARD_CATEGORIES.includes(category);
}

/** The list preview (§9: 120 characters of the body's text, whitespace collapsed). */
export function previewOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  return chars.length <= BOARD_PREVIEW_LENGTH
    ? flat
    : `${chars.slice(0, BOARD_PREVIEW_LENGTH).join('')}…`;
}
