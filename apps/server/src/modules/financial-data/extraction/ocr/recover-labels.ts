import { fuzzyMatchAccount, matchAccount, type StatementType } from '@bus/domain';
import { levelStyle, type PrefixStyle, printMarker, splitMarker } from './label-prefix';
import type { OcrWord } from './ocr-engine';
import { joinWords } from './table-rows';

/** A label as recovered, and its indentation level (0 = outermost) on the page. */
export type RecoveredLabel = { label: string; uncertain: boolean; level: number };

/** Label starts within this share of the word height are one indentation level. */
const LEVEL_TOLERANCE = 0.8;
/** matchAccount confidence from which a reading is an account as printed (a listed name or variant). */
const SURE_MATCH = 0.8;

/**
 * Reads the labels of one statement's lines (their OCR words, top to bottom): outline markers are
 * recovered from the structure — each indentation level's style, numbered in sequence, restarting
 * under each line of a shallower level — and a misread name is snapped to a dictionary name only
 * when the OCR-tolerant match is unambiguous; otherwise it is kept as read and marked uncertain.
 */
export function recoverLabels(lines: OcrWord[][], type: StatementType | null): RecoveredLabel[] {
  const split = lines.map((words) => {
    const { marker, name, size } = splitMarker(
      words.map((w) => w.text.trim()),
      type,
    );
    const nameWords = words.slice(size);
    return {
      marker,
      name: nameWords.length > 0 ? joinWords(nameWords) : name,
      x: words[0]?.bbox.x0 ?? 0,
    };
  });
  const height = median(lines.flat().map((w) => w.bbox.y1 - w.bbox.y0));
  const levels = indentLevels(
    split.map((s) => s.x),
    height,
  );
  const styles = new Map<number, PrefixStyle | null>();
  for (const level of new Set(levels)) {
    styles.set(
      level,
      levelStyle(
        split
          .filter((s, i) => levels[i] === level && s.marker !== null)
          .map((s) => s.marker as string),
        level,
      ),
    );
  }
  const counters: number[] = [];
  const ids = split.map((s) =>
    type ? matchAccount(s.name, { statementType: type }).standardId : null,
  );
  return split.map((s, i) => {
    const level = levels[i] ?? 0;
    counters.length = level + 1;
    const snapped = { ...snapName(s.name, type, ids, i), level };
    if (s.marker === null) return snapped;
    counters[level] = (counters[level] ?? 0) + 1;
    const style = styles.get(level) ?? 'arabic';
    return { ...snapped, label: `${printMarker(style, counters[level] ?? 1)} ${snapped.label}` };
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Indentation level of each label start: 0 for the leftmost cluster of starts, then 1, 2 … */
function indentLevels(xs: number[], height: number): number[] {
  const starts = [...xs].sort((a, b) => a - b);
  const clusters: number[] = [];
  for (const x of starts) {
    const last = clusters[clusters.length - 1];
    if (last === undefined || x - last > height * LEVEL_TOLERANCE) clusters.push(x);
  }
  return xs.map((x) => {
    let level = 0;
    clusters.forEach((start, i) => {
      if (x >= start - (height * LEVEL_TOLERANCE) / 2) level = i;
    });
    return level;
  });
}

type Snapped = { label: string; uncertain: boolean };

/**
 * A name as read, or the dictionary name an unambiguous OCR-tolerant match finds for it. A
 * qualifier in brackets (`감가상각누계액(기계장지)`) is read on its own: it names another account.
 */
function snapName(
  name: string,
  type: StatementType | null,
  ids: (string | null)[],
  i: number,
): Snapped {
  if (!type) return { label: name, uncertain: false };
  const qualified = /^(.+?)\s*[(（]([^()（）]+)[)）]?$/.exec(name);
  if (qualified?.[1] && qualified[2]) {
    const base = snapPart(qualified[1], type, ids, i);
    const qualifier = snapPart(qualified[2], 'balance_sheet', [], -1);
    return {
      label: `${base.label}(${qualifier.label})`,
      uncertain: base.uncertain || qualifier.uncertain,
    };
  }
  return snapPart(name, type, ids, i);
}

function snapPart(name: string, type: StatementType, ids: (string | null)[], i: number): Snapped {
  const exact = matchAccount(name, { statementType: type });
  if (exact.confidence >= SURE_MATCH) return { label: name, uncertain: false };
  const taken = new Set(ids.filter((id, j): id is string => id !== null && j !== i));
  const fuzzy = fuzzyMatchAccount(name, {
    statementType: type,
    previousId:
      ids
        .slice(0, Math.max(0, i))
        .reverse()
        .find((id) => id !== null) ?? null,
    nextId: i < 0 ? null : (ids.slice(i + 1).find((id) => id !== null) ?? null),
    takenIds: taken,
  });
  if (fuzzy) return { label: fuzzy.matchedName, uncertain: false };
  return { label: name, uncertain: exact.standardId === null };
}
