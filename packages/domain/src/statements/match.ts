import { ACCOUNT_DICTIONARY, type AccountEntry, getAccountEntry } from './dictionary';
import { type FuzzyContext, needsOcrRecovery, recoverOcrMatch } from './fuzzy-match';
import { isStatementTitle, normalizeLabel } from './labels';
import { SectionTracker } from './structure';
import type { AccountMatch, ExtractedStatement, Provenance, StatementType } from './types';

/** accounts.md "Names" confidence tiers (see matchAccount). */
const CONFIDENCE = {
  canonical: 1,
  variant: 0.95,
  /** `…합계`, `…계` suffix or `자산합계` for `자산총계`. */
  totalSuffix: 0.9,
  /** `연료비(LPG)` read as 연료비: the qualifier is not listed. */
  qualifierStripped: 0.8,
  /** The label contains a dictionary name (`시내버스운송수입금` ⊃ `운송수입금`). */
  contained: 0.7,
  containedShort: 0.6,
} as const;

/** Lowered when the account belongs to another statement than the one being read. */
const FOREIGN_STATEMENT_FACTOR = { related: 0.75, unrelated: 0.5 } as const;

/**
 * Names K-IFRS statements print that accounts.md does not list (K-IFRS 1001 puts equity first).
 */
const ADDITIONAL_NAMES: Readonly<Record<string, readonly string[]>> = {
  'bs.total_liabilities_and_equity': ['자본과부채총계', '자본및부채총계'],
};

type IndexItem = { entry: AccountEntry; confidence: number; subtotal: boolean };

/** Result totals whose loss form is printed with 손실/손익 instead of 이익 (rule 3). */
function lossAliases(key: string): string[] {
  if (!key.endsWith('이익')) return [];
  const stem = key.slice(0, -2);
  return [`${stem}손실`, `${stem}손익`];
}

function buildIndex(): Map<string, IndexItem[]> {
  const index = new Map<string, IndexItem[]>();
  const add = (name: string, entry: AccountEntry, confidence: number) => {
    const key = normalizeLabel(name);
    const items = index.get(key) ?? [];
    if (items.some((item) => item.entry.id === entry.id)) return;
    const subtotal = entry.subtotalNames?.some((n) => normalizeLabel(n) === key) ?? false;
    items.push({ entry, confidence, subtotal });
    index.set(key, items);
  };
  for (const entry of ACCOUNT_DICTIONARY) {
    add(entry.name, entry, CONFIDENCE.canonical);
    for (const variant of entry.variants) add(variant, entry, CONFIDENCE.variant);
    for (const extra of ADDITIONAL_NAMES[entry.id] ?? []) add(extra, entry, CONFIDENCE.variant);
  }
  for (const entry of ACCOUNT_DICTIONARY) {
    if (!entry.isTotal) continue;
    for (const name of [entry.name, ...entry.variants]) {
      for (const alias of lossAliases(normalizeLabel(name))) add(alias, entry, CONFIDENCE.variant);
    }
  }
  return index;
}

const INDEX = buildIndex();
/** Keys longest first (accounts.md rule 5) for containment matching. */
const KEYS_LONGEST_FIRST = [...INDEX.keys()].sort((a, b) => b.length - a.length);

export type MatchContext = {
  statementType: StatementType | null;
  /** The enclosing section header: a dictionary id (`is.sga`) or its printed label. */
  section?: string | null;
};

const UNMATCHED: AccountMatch = {
  standardId: null,
  canonicalName: null,
  confidence: 0,
  isTotal: false,
};

function sectionId(section: string | null | undefined, type: StatementType | null): string | null {
  if (!section) return null;
  if (getAccountEntry(section)) return section;
  return lookup(normalizeLabel(section), type, null)?.entry.id ?? null;
}

/** How well an entry suits the section it is printed in (higher is better). */
function sectionFit(entry: AccountEntry, section: string | null): number {
  if (!section) return 0;
  const wanted: Record<string, readonly string[]> = {
    'is.sales': ['exclude'],
    'is.sga': ['administration_cost', 'by_statement'],
    'is.non_operating_income': ['non_operating_income'],
    'is.non_operating_expense': ['non_operating_expense'],
    'cs.materials': ['transportation_cost', 'by_statement'],
    'cs.labour': ['transportation_cost', 'by_statement'],
    'cs.overheads': ['transportation_cost', 'by_statement'],
  };
  return wanted[section]?.includes(entry.category) ? 1 : 0;
}

function statementFactor(entry: AccountEntry, type: StatementType | null): number {
  if (!type || entry.statements.includes(type)) return 1;
  const operating = (t: StatementType) => t !== 'balance_sheet';
  return entry.statements.some(operating) && operating(type)
    ? FOREIGN_STATEMENT_FACTOR.related
    : FOREIGN_STATEMENT_FACTOR.unrelated;
}

type Found = { entry: AccountEntry; tier: number; subtotal: boolean };

/** Candidates for an exact key, best first: own statement, tier, section fit, dictionary order. */
function lookupAll(key: string, type: StatementType | null, section: string | null): Found[] {
  const items = INDEX.get(key) ?? [];
  return items
    .map((item) => ({ entry: item.entry, tier: item.confidence, subtotal: item.subtotal }))
    .sort(
      (a, b) =>
        statementFactor(b.entry, type) - statementFactor(a.entry, type) ||
        b.tier - a.tier ||
        sectionFit(b.entry, section) - sectionFit(a.entry, section) ||
        ACCOUNT_DICTIONARY.indexOf(a.entry) - ACCOUNT_DICTIONARY.indexOf(b.entry),
    );
}

function lookup(key: string, type: StatementType | null, section: string | null): Found | null {
  return lookupAll(key, type, section)[0] ?? null;
}

function toMatch(
  found: Found,
  tier: number,
  type: StatementType | null,
  total = false,
): AccountMatch {
  const confidence = Math.round(tier * statementFactor(found.entry, type) * 100) / 100;
  return {
    standardId: found.entry.id,
    canonicalName: found.entry.name,
    confidence,
    isTotal: found.entry.isTotal || found.subtotal || total,
  };
}

/** `유동자산합계` → 유동자산, `자산합계` → 자산총계, `유동부채계` → 유동부채. */
function totalSuffixMatch(
  key: string,
  type: StatementType | null,
  section: string | null,
): Found | null {
  const suffix = /(?:합계|총계|계)$/.exec(key);
  if (!suffix || suffix.index === 0) return null;
  const stem = key.slice(0, suffix.index);
  const asGrandTotal = suffix[0] === '합계' ? lookup(`${stem}총계`, type, section) : null;
  if (asGrandTotal) return asGrandTotal;
  const found = lookup(stem, type, section);
  return found && !found.entry.heading ? found : null;
}

/** Drops parenthesised qualifiers that are not part of a listed name (`연료비(LPG)` → 연료비). */
function qualifierStrippedMatch(
  key: string,
  type: StatementType | null,
  section: string | null,
): Found | null {
  const stem = key.replace(/\([^)]*\)/g, '');
  if (stem === key || stem.length === 0) return null;
  return lookup(stem, type, section) ?? totalSuffixMatch(stem, type, section);
}

/** The longest dictionary name inside the label (rule 5), for labels with extra words. */
function containedMatch(
  key: string,
  type: StatementType | null,
  section: string | null,
): { found: Found; length: number } | null {
  for (const candidate of KEYS_LONGEST_FIRST) {
    if (candidate.length < 2 || candidate.length >= key.length) continue;
    if (!key.includes(candidate)) continue;
    const found = lookupAll(candidate, type, section).find((f) => !f.entry.heading);
    if (found && statementFactor(found.entry, type) === 1)
      return { found, length: candidate.length };
  }
  return null;
}

/**
 * Maps a printed label to the standard account dictionary (accounts.md "Normalisation rules"):
 * the label is normalised (normalizeLabel), then tried as — in this order — an exact canonical
 * name (confidence 1.0) or listed variant (0.95), a `…합계`/`…계` total form (0.9), the name
 * without an unlisted qualifier (0.8; 0.95 for a contra account whose qualifier names its asset,
 * `감가상각누계액(건물)`), and the longest dictionary name contained in the label (0.7, 0.6 for
 * two-letter names). Candidates of the statement being read win; one found only in another
 * statement is kept with lowered confidence. The section (`ctx.section`) breaks ties between rows
 * sharing a name. Unmatched: confidence 0. A bare `전력비` is charging power (accounts.md row 123)
 * in either statement; its section then makes it transport or administration cost.
 */
export function matchAccount(label: string, ctx: MatchContext): AccountMatch {
  const key = normalizeLabel(label);
  if (key.length === 0) return UNMATCHED;
  const type = ctx.statementType;
  const section = sectionId(ctx.section, type);
  const exact = lookup(key, type, section);
  if (exact) return toMatch(exact, exact.tier, type);
  const suffixed = totalSuffixMatch(key, type, section);
  if (suffixed) return toMatch(suffixed, CONFIDENCE.totalSuffix, type, true);
  const stripped = qualifierStrippedMatch(key, type, section);
  if (stripped) {
    const tier = stripped.entry.contra ? CONFIDENCE.variant : CONFIDENCE.qualifierStripped;
    return toMatch(stripped, tier, type);
  }
  const contained = containedMatch(key, type, section);
  if (contained) {
    const tier = contained.length <= 2 ? CONFIDENCE.containedShort : CONFIDENCE.contained;
    return toMatch(contained.found, tier, type);
  }
  return UNMATCHED;
}

/** A statement line after mapping (data-center-board-admin.md §3 account fields). */
export type MappedAccount = AccountMatch & {
  /** Canonical name when matched (with the asset of a contra account), else the normalised label. */
  name: string;
  /** The label exactly as printed. */
  originalName: string;
  current: number | null;
  previous: number | null;
  /** 0-based position in the statement as read. */
  lineNo: number;
  provenance: Provenance;
  /** Dictionary id of the enclosing section header (`is.sga`, `cs.overheads` …), null at top level. */
  section: string | null;
};

function displayName(label: string, match: AccountMatch): string {
  const key = normalizeLabel(label);
  if (!match.canonicalName) return key;
  const qualifier = /\(([^)]+)\)$/.exec(key)?.[1];
  const entry = getAccountEntry(match.standardId);
  return entry?.contra && qualifier ? `${match.canonicalName}(${qualifier})` : match.canonicalName;
}

/**
 * Accounts the lines match without doubt (needsOcrRecovery false), null for the others: the
 * neighbours and taken accounts of the OCR-tolerant reading. Empty when no line came from OCR.
 */
function ocrAnchors(s: ExtractedStatement, type: StatementType | null): Array<string | null> {
  if (!type || !s.lines.some((line) => line.provenance.extractor === 'ocr')) return [];
  return s.lines.map((line) => {
    const match = matchAccount(line.label, { statementType: type });
    return needsOcrRecovery(match, type) ? null : match.standardId;
  });
}

function ocrContext(
  anchors: Array<string | null>,
  lineNo: number,
  type: StatementType,
  previousId: string | null,
): FuzzyContext {
  const nextId = anchors.slice(lineNo + 1).find((id) => id !== null) ?? null;
  const takenIds = new Set(anchors.filter((id, i): id is string => id !== null && i !== lineNo));
  return { statementType: type, previousId, nextId, takenIds };
}

/**
 * Maps every line of an extracted statement, in order, to the dictionary. The current section
 * header is tracked while walking so that each line is matched in its context. An OCR line that
 * matches weakly or not at all is read again with OCR-tolerant matching (fuzzy-match.ts); its
 * name becomes the canonical one and `originalName` keeps what OCR read.
 */
export function mapStatement(s: ExtractedStatement): MappedAccount[] {
  const type =
    s.type ??
    detectStatementType(
      s.title,
      s.lines.map((line) => line.label),
    );
  const sections = new SectionTracker(type ?? 'income_statement');
  const anchors = ocrAnchors(s, type);
  let previousId: string | null = null;
  return s.lines.map((line, lineNo) => {
    const ctx = { statementType: type, section: sections.current };
    const exact = matchAccount(line.label, ctx);
    const recovered =
      type && line.provenance.extractor === 'ocr' && needsOcrRecovery(exact, type)
        ? recoverOcrMatch(line.label, exact, ocrContext(anchors, lineNo, type, previousId))
        : null;
    // The corrected name is read as an exact one would be (section, statement-context readings).
    const match = recovered
      ? { ...matchAccount(recovered.matchedName, ctx), confidence: recovered.confidence }
      : exact;
    if (match.standardId) previousId = match.standardId;
    const section = type ? sections.push(match.standardId, match.isTotal) : null;
    return {
      ...match,
      name: displayName(line.label, match),
      originalName: line.label,
      current: line.current,
      previous: line.previous,
      lineNo,
      provenance: line.provenance,
      section,
    };
  });
}

/** Lines that tell one statement from the others with certainty. */
const DECISIVE_WEIGHT = 3;

/**
 * Tells which statement a table is: by its title (isStatementTitle) or, failing that, by the
 * accounts its labels match — each label found in exactly one statement type votes for it,
 * totals (자산총계, 당기순이익, 당기총운송원가 …) three times. Null when no type leads.
 */
export function detectStatementType(title: string | null, labels: string[]): StatementType | null {
  const fromTitle = title ? isStatementTitle(title) : null;
  if (fromTitle) return fromTitle;
  const votes: Record<StatementType, number> = {
    balance_sheet: 0,
    income_statement: 0,
    cost_statement: 0,
  };
  for (const label of labels) {
    const titled = isStatementTitle(label);
    if (titled) return titled;
    const found = lookup(normalizeLabel(label), null, null);
    const only = found?.entry.statements.length === 1 ? found.entry.statements[0] : undefined;
    if (!found || !only) continue;
    votes[only] += found.entry.isTotal ? DECISIVE_WEIGHT : 1;
  }
  const ranked = (Object.entries(votes) as Array<[StatementType, number]>).sort(
    (a, b) => b[1] - a[1],
  );
  const [best, second] = ranked;
  if (!best || best[1] < 2 || (second && best[1] <= second[1])) return null;
  return best[0];
}
