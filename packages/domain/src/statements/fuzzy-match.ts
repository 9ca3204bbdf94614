import { ACCOUNT_DICTIONARY, getAccountEntry } from './dictionary';
import { normalizeLabel } from './labels';
import { sortByStandardOrder } from './order';
import type { AccountMatch, StatementType } from './types';

/**
 * OCR-tolerant account matching (issue 3: a scanned statement must map every line). Tesseract
 * reads the amounts of a scan exactly but now and then garbles a Hangul label (영업이익 →
 * 영월의리, 기부금 → 기튜큼): each syllable keeps some of its letters. A garbled label is compared
 * with every dictionary name of its statement letter by letter (jamo), and the closest name is
 * taken when it is clearly closer than any other account. Only for OCR lines: typed text that
 * differs from a name is a different account, and must stay unmatched for a person to decide.
 */

export type Jamo = { initial: string; medial: string; final: string };

const INITIALS = [...'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ'];
const MEDIALS = [...'ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ'];
const FINALS = ['', ...'ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ'];
/** Unicode "Hangul Syllables": U+AC00 + (initial × 21 + medial) × 28 + final. */
const SYLLABLE_BASE = 0xac00;
const SYLLABLE_COUNT = INITIALS.length * MEDIALS.length * FINALS.length;

/** Splits a precomposed Hangul syllable into its letters (final '' when it has none). */
export function decomposeSyllable(ch: string): Jamo | null {
  const offset = (ch.codePointAt(0) ?? 0) - SYLLABLE_BASE;
  if (ch.length !== 1 || offset < 0 || offset >= SYLLABLE_COUNT) return null;
  const final = offset % FINALS.length;
  const medial = Math.floor(offset / FINALS.length) % MEDIALS.length;
  const initial = Math.floor(offset / (FINALS.length * MEDIALS.length));
  return {
    initial: INITIALS[initial] ?? '',
    medial: MEDIALS[medial] ?? '',
    final: FINALS[final] ?? '',
  };
}

/** The text as a letter sequence (`영업` → `ㅇㅕㅇㅇㅓㅂ`); other characters are kept. */
export function toJamo(text: string): string {
  return [...text]
    .map((ch) => {
      const jamo = decomposeSyllable(ch);
      return jamo ? jamo.initial + jamo.medial + jamo.final : ch;
    })
    .join('');
}

/**
 * Letters whose printed shapes differ by one stroke or one component, which OCR confuses: the
 * consonants derived by adding a stroke or doubling (ㄱ/ㅋ, ㄴ/ㄷ/ㅌ, ㅁ/ㅂ/ㅍ, ㅅ/ㅈ/ㅊ, ㅇ/ㅎ,
 * ㄱ/ㄲ …), the closed shapes ㅁ/ㅇ, vowels one short stroke apart (ㅓ/ㅕ, ㅡ/ㅜ …) and a compound
 * vowel with either of its parts (ㅢ = ㅡ+ㅣ, ㅝ = ㅜ+ㅓ …).
 */
const SIMILAR_PAIRS = [
  'ㄱㅋ',
  'ㄴㄷ',
  'ㄷㅌ',
  'ㅁㅂ',
  'ㅂㅍ',
  'ㅅㅈ',
  'ㅈㅊ',
  'ㅇㅎ',
  'ㅁㅇ',
  'ㄱㄲ',
  'ㄷㄸ',
  'ㅂㅃ',
  'ㅅㅆ',
  'ㅈㅉ',
  'ㅏㅑ',
  'ㅓㅕ',
  'ㅗㅛ',
  'ㅜㅠ',
  'ㅡㅗ',
  'ㅡㅜ',
  'ㅏㅐ',
  'ㅓㅔ',
  'ㅑㅒ',
  'ㅕㅖ',
  'ㅡㅢ',
  'ㅣㅢ',
  'ㅗㅘ',
  'ㅏㅘ',
  'ㅗㅚ',
  'ㅣㅚ',
  'ㅜㅝ',
  'ㅓㅝ',
  'ㅜㅟ',
  'ㅣㅟ',
  'ㅘㅙ',
  'ㅐㅙ',
  'ㅝㅞ',
  'ㅔㅞ',
];
const SIMILAR = new Set(SIMILAR_PAIRS.flatMap(([a = '', b = '']) => [a + b, b + a]));
/** Cost of reading one letter as a look-alike, against 1 for any other letter. */
const SIMILAR_COST = 0.5;

function letterCost(a: string, b: string): number {
  if (a === b) return 0;
  return SIMILAR.has(a + b) ? SIMILAR_COST : 1;
}

/** 0 for the same character, 1 for unrelated ones; syllables by the share of letters that differ. */
function characterCost(a: string, b: string): number {
  if (a === b) return 0;
  const x = decomposeSyllable(a);
  const y = decomposeSyllable(b);
  if (!x || !y) return 1;
  const letters =
    letterCost(x.initial, y.initial) +
    letterCost(x.medial, y.medial) +
    letterCost(x.final, y.final);
  return letters / 3;
}

/**
 * Edit distance over characters, a substituted syllable costing the share of its letters that
 * differ (look-alikes half), divided by the longer length: 0 for equal texts, 1 for unrelated.
 */
export function jamoDistance(a: string, b: string): number {
  const s = [...a];
  const t = [...b];
  if (s.length === 0 || t.length === 0) return s.length === t.length ? 0 : 1;
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    for (let j = 1; j <= t.length; j++) {
      const substitute = (previous[j - 1] ?? 0) + characterCost(s[i - 1] ?? '', t[j - 1] ?? '');
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitute);
    }
    previous = current;
  }
  return (previous[t.length] ?? 0) / Math.max(s.length, t.length);
}

/**
 * Thresholds measured on tesseract's output for both scan fixtures (fixtures/statements/*\/
 * statements-scan.png) against the income-statement names: the five misread labels lie at 0.111
 * (집이익), 0.222 (기튜큼) and 0.333 (명워의의, 영의외비를, 영월의리) from their account, and
 * their next account is at least 0.100 further. Words that are not accounts (차량번호, 정비일자,
 * 영수증, 정류장 …) lie at 0.417 or more from every income-statement or cost-statement name; the
 * limit sits half-way between 0.333 and 0.417.
 */
export const FUZZY_MAX_DISTANCE = 0.375;
/**
 * Up to this distance (above 기튜큼's 0.222) the reading is taken on the letters alone; beyond it
 * the account must also fit between its neighbours in the standard order. The balance sheet's
 * short names come that close to words that are not accounts (회사명 ~ 회사채, 영수증 ~ 예수금 at
 * 0.333), and so do real names missing from the dictionary (소송비 ~ 수선비 at 0.333).
 */
export const FUZZY_SURE_DISTANCE = 0.25;
/** The closest account must beat every other account by this much, else the order decides. */
export const FUZZY_MIN_LEAD = 0.075;
/** Labels shorter than this (one syllable) carry too few letters to be recovered. */
const MIN_LABEL_LENGTH = 2;
/** Confidence of a recovered line: just under 0.7 for a nearly exact reading, 0.5 at the limit. */
const CONFIDENCE_RANGE = { high: 0.7, low: 0.5 } as const;
/**
 * matchAccount confidence up to which an OCR line is read again: its weakest tier for the
 * statement being read (a two-letter name inside the label, `임월급여` ⊃ 급여).
 */
export const OCR_RETRY_CONFIDENCE = 0.6;

type Candidate = { key: string; id: string; name: string };

function candidatesOf(type: StatementType): Candidate[] {
  const seen = new Set<string>();
  const out: Candidate[] = [];
  for (const entry of ACCOUNT_DICTIONARY) {
    if (!entry.statements.includes(type)) continue;
    for (const name of [entry.name, ...entry.variants]) {
      const key = normalizeLabel(name);
      if (seen.has(`${entry.id}\u0000${key}`)) continue;
      seen.add(`${entry.id}\u0000${key}`);
      out.push({ key, id: entry.id, name: entry.name });
    }
  }
  return out;
}

const CANDIDATES: Record<StatementType, Candidate[]> = {
  balance_sheet: candidatesOf('balance_sheet'),
  income_statement: candidatesOf('income_statement'),
  cost_statement: candidatesOf('cost_statement'),
};

type Ranked = Candidate & { distance: number };

/** The closest name of each account of the statement, closest account first. */
function rank(key: string, type: StatementType): Ranked[] {
  const best = new Map<string, Ranked>();
  for (const candidate of CANDIDATES[type]) {
    const distance = jamoDistance(key, candidate.key);
    const known = best.get(candidate.id);
    if (!known || distance < known.distance) best.set(candidate.id, { ...candidate, distance });
  }
  return [...best.values()].sort((a, b) => a.distance - b.distance);
}

export type FuzzyContext = {
  statementType: StatementType;
  /** Account of the nearest line above that is matched, for the order check. */
  previousId?: string | null;
  /** Account of the nearest line below that is matched, for the order check. */
  nextId?: string | null;
  /**
   * Accounts other lines of the statement already match exactly: a garbled line whose closest
   * account is one of them is left unmatched (an account is printed once).
   */
  takenIds?: ReadonlySet<string>;
};

/**
 * Whether the account sits between its neighbours in the statement's standard order; false when
 * no neighbour is an account of the statement (nothing confirms the place).
 */
function fitsOrder(id: string, ctx: FuzzyContext): boolean {
  const own = (x: string | null | undefined): x is string =>
    !!x && (getAccountEntry(x)?.statements.includes(ctx.statementType) ?? false);
  const ids = [ctx.previousId, id, ctx.nextId].filter(own);
  if (ids.length < 2) return false;
  const lines = ids.map((standardId, lineNo) => ({ standardId, lineNo }));
  return sortByStandardOrder(ctx.statementType, lines).every((line, i) => line.lineNo === i);
}

export type FuzzyMatch = AccountMatch & {
  standardId: string;
  canonicalName: string;
  /** The dictionary name or variant the label was closest to. */
  matchedName: string;
  distance: number;
};

function toFuzzyMatch(found: Ranked): FuzzyMatch {
  const { high, low } = CONFIDENCE_RANGE;
  const confidence = high - ((high - low) * found.distance) / FUZZY_MAX_DISTANCE;
  return {
    standardId: found.id,
    canonicalName: found.name,
    // Rounded down so that a nearly exact reading stays below matchAccount's 0.7 tier.
    confidence: Math.floor(confidence * 100 + 1e-9) / 100,
    isTotal: getAccountEntry(found.id)?.isTotal ?? false,
    matchedName: found.key,
    distance: Math.round(found.distance * 1000) / 1000,
  };
}

/**
 * Reads an OCR label as the closest account of its statement by jamo distance (jamoDistance):
 * accepted within FUZZY_SURE_DISTANCE, or within FUZZY_MAX_DISTANCE when the account also fits
 * between the neighbouring lines in the standard order (sortByStandardOrder), and only when it is
 * ahead of every other account by FUZZY_MIN_LEAD; when two or more accounts are that close, the
 * one alone in fitting the order is taken. An account another line already holds is not taken.
 * Confidence 0.5 to 0.69: under matchAccount's readings of a listed name (0.8–1) and of a name
 * inside the label (0.7), about its two-letter one (0.6). Null when no account is clearly meant.
 */
export function fuzzyMatchAccount(label: string, ctx: FuzzyContext): FuzzyMatch | null {
  const key = normalizeLabel(label);
  if ([...key].length < MIN_LABEL_LENGTH) return null;
  const ranked = rank(key, ctx.statementType);
  const [best, second] = ranked;
  if (!best || best.distance > FUZZY_MAX_DISTANCE) return null;
  const leads = !second || second.distance - best.distance >= FUZZY_MIN_LEAD;
  const chosen = leads ? best : onlyInOrder(ranked, best.distance, ctx);
  if (!chosen || ctx.takenIds?.has(chosen.id)) return null;
  if (chosen.distance > FUZZY_SURE_DISTANCE && !fitsOrder(chosen.id, ctx)) return null;
  return toFuzzyMatch(chosen);
}

/** Among accounts within FUZZY_MIN_LEAD of the closest, the only one that fits the order. */
function onlyInOrder(ranked: Ranked[], closest: number, ctx: FuzzyContext): Ranked | null {
  const close = ranked.filter(
    (c) => c.distance <= FUZZY_MAX_DISTANCE && c.distance - closest < FUZZY_MIN_LEAD,
  );
  const inOrder = close.filter((c) => fitsOrder(c.id, ctx));
  return inOrder.length === 1 ? (inOrder[0] ?? null) : null;
}

/**
 * Whether an OCR line's exact match is weak enough to be read again: unmatched, or matched only
 * by a short name inside the label of the statement being read. A name of another statement read
 * exactly stays as matchAccount found it.
 */
export function needsOcrRecovery(match: AccountMatch, type: StatementType): boolean {
  if (match.standardId === null) return true;
  const own = getAccountEntry(match.standardId)?.statements.includes(type) ?? false;
  return own && match.confidence <= OCR_RETRY_CONFIDENCE;
}

/**
 * The fuzzy reading of an OCR line whose exact match is weak (needsOcrRecovery), when it finds
 * another account than the exact match did; null otherwise.
 */
export function recoverOcrMatch(
  label: string,
  match: AccountMatch,
  ctx: FuzzyContext,
): FuzzyMatch | null {
  if (!needsOcrRecovery(match, ctx.statementType)) return null;
  const fuzzy = fuzzyMatchAccount(label, ctx);
  return fuzzy && fuzzy.standardId !== match.standardId ? fuzzy : null;
}
