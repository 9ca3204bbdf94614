/**
 * Korean-friendly search keys for board posts (issue 17 §6, docs/adr/0012-board-search-bigrams.md).
 * A post stores the distinct character bigrams of its title and text; a query matches posts whose
 * bigrams include every bigram of every query word, then the database confirms the exact substring.
 * Bigrams, unlike pg_trgm's trigrams, find two-syllable words such as "요금" or "노선" through the
 * index, and they need no extension or locale setting on either PGlite or PostgreSQL.
 */

/** Query words are capped so one request cannot ask for thousands of index probes. */
export const SEARCH_MAX_WORDS = 8;
export const SEARCH_MAX_LENGTH = 100;

/** Lower-cased NFC words of a text (whitespace separated; punctuation kept inside words). */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFC')
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '');
}

/** The distinct bigrams of one word (a one-character word has none). */
function bigramsOf(word: string): string[] {
  const chars = [...word];
  const grams: string[] = [];
  for (let i = 0; i + 1 < chars.length; i += 1) grams.push(`${chars[i]}${chars[i + 1]}`);
  return grams;
}

/** The bigram set stored with a post, over its title and plain text. */
export function documentGrams(text: string): string[] {
  const grams = new Set<string>();
  for (const word of searchWords(text)) for (const gram of bigramsOf(word)) grams.add(gram);
  return [...grams];
}

export type SearchQuery = {
  /** Each word must occur as a substring (case-insensitive) of the title or text. */
  words: string[];
  /** Every one of these must be among the post's bigrams (the index part of the match). */
  grams: string[];
};

/** A user's search box text as words and bigrams; null when nothing is left to search for. */
export function parseSearch(text: string): SearchQuery | null {
  const words = searchWords(text.slice(0, SEARCH_MAX_LENGTH)).slice(0, SEARCH_MAX_WORDS);
  if (words.length === 0) return null;
  const grams = new Set<string>();
  for (const word of words) for (const gram of bigramsOf(word)) grams.add(gram);
  return { words, grams: [...grams] };
}

export type HighlightPart = { text: string; match: boolean };

/**
 * A text cut into matched and unmatched parts for the query words (case-insensitive), for the
 * list's highlighted titles and previews. Overlapping words are merged into one match.
 */
export function highlightParts(text: string, query: string): HighlightPart[] {
  const words = searchWords(query).slice(0, SEARCH_MAX_WORDS);
  if (words.length === 0 || text === '') return [{ text, match: false }];
  const lower = text.toLowerCase();
  const marked = new Array<boolean>(text.length).fill(false);
  for (const word of words) {
    let from = lower.indexOf(word);
    while (from >= 0) {
      for (let i = from; i < from + word.length; i += 1) marked[i] = true;
      from = lower.indexOf(word, from + 1);
    }
  }
  const parts: HighlightPart[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const last = parts[parts.length - 1];
    if (last && last.match === marked[i]) last.text += text[i];
    else parts.push({ text: text[i] ?? '', match: marked[i] ?? false });
  }
  return parts;
}
