/**
 * Paths inside an archive, checked before anything is written (issue 18 §2: path traversal must be
 * impossible). Pure: a path either names a place strictly inside the folder it is restored into,
 * or it is refused.
 */

const MAX_PATH_LENGTH = 1024;
/** Control characters (NUL included) and the Windows separator have no business in our paths. */
const forbidden = (path: string) =>
  [...path].some((c) => {
    const code = c.charCodeAt(0);
    return code < 0x20 || code === 0x7f || c === '\\';
  });

/**
 * `path` as safe relative segments, or null: absolute paths, `..` and `.` segments, empty
 * segments (`a//b`), backslashes and control characters are refused.
 */
export function safeSegments(path: string): string[] | null {
  if (path.length === 0 || path.length > MAX_PATH_LENGTH) return null;
  if (forbidden(path) || path.startsWith('/')) return null;
  const segments = path.split('/');
  for (const segment of segments) {
    if (segment === '' || segment === '.' || segment === '..') return null;
  }
  return segments;
}

/**
 * A path of PGlite's own dump: it writes its entries absolute (`/base/1/112`) and names folders
 * with a trailing slash; both are allowed there, and nothing else is.
 */
export function safeDumpSegments(path: string): string[] | null {
  const relative = path.replace(/^\/+/, '').replace(/\/+$/, '');
  return safeSegments(relative);
}

/** The tar entry types a restore accepts: plain files (and folders inside PGlite's dump). */
export const ARCHIVE_ENTRY_TYPES = new Set(['File', 'OldFile']);
export const DUMP_ENTRY_TYPES = new Set(['File', 'OldFile', 'Directory']);
