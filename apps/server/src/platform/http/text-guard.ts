import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import type { App } from './app-type';

const NUL = '\u0000';
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** NUL as the URL carries it, percent-encoded or raw. */
const URL_NUL = /%00/i;

/**
 * Whether PostgreSQL can store the text: its text types refuse NUL ("invalid byte sequence"),
 * and a lone UTF-16 surrogate has no UTF-8 form (jsonb refuses its \ud800 escape).
 */
export function isStorableText(value: string): boolean {
  return !value.includes(NUL) && !LONE_SURROGATE.test(value);
}

/** The invalid-text refusal, naming where the text was (`path`, `query`, `body.name` …). */
export function invalidText(field: string): AppError {
  return new AppError('http/invalid-text', 400, { field });
}

/** Where a value sits: its key and its parent's place; the path is spelled out only if needed. */
type Place = { key: string; parent: Place | null };

function pathOf(place: Place): string {
  const keys: string[] = [];
  for (let at: Place | null = place; at; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * The path of the first string (value or key) in `value` that PostgreSQL cannot store, or null.
 * Iterative, so a deeply nested body cannot overflow the stack.
 */
export function findUnstorableText(value: unknown, root: string): string | null {
  const pending: [unknown, Place][] = [[value, { key: root, parent: null }]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, place] = next;
    if (typeof item === 'string') {
      if (!isStorableText(item)) return pathOf(place);
    } else if (Array.isArray(item)) {
      for (const [index, child] of item.entries()) {
        pending.push([child, { key: String(index), parent: place }]);
      }
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, child] of Object.entries(item)) {
        if (!isStorableText(key)) return pathOf(place);
        pending.push([child, { key, parent: place }]);
      }
    }
  }
  return null;
}

function checkParsedInput(request: FastifyRequest): void {
  const sources = [
    [request.params, 'path'],
    [request.query, 'query'],
    [request.body, 'body'],
  ] as const;
  for (const [value, root] of sources) {
    const field = findUnstorableText(value, root);
    if (field !== null) throw invalidText(field);
  }
}

/**
 * Text the database cannot store answers 400 http/invalid-text at the boundary, on every route
 * (issue 14 §7), instead of a 500 from the query that would have stored it. The raw URL is checked
 * on arrival (so even a route that reads its own URL, like better-auth's, never sees it); decoded
 * path parameters, query and JSON body once parsed, before validation. Multipart fields are read
 * by their routes, which check them with isStorableText.
 */
export function registerTextGuard(app: App): void {
  app.addHook('onRequest', async (request) => {
    if (URL_NUL.test(request.url) || request.url.includes(NUL)) throw invalidText('url');
  });
  app.addHook('preValidation', async (request) => checkParsedInput(request));
}
