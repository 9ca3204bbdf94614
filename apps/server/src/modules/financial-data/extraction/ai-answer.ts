import {
  AmountUnit,
  detectUnit,
  type ExtractedLine,
  type ExtractedStatement,
  isStatementTitle,
  parseAmount,
  StatementType,
  toWon,
} from '@bus/domain';
import { z } from 'zod';
import { yearCell } from './period-header';

/** What the model is asked for; the answer is validated, never trusted. */
export const AI_PROMPT = `You read Korean financial statements (재무상태표, 손익계산서, 운송원가명세서/제조원가명세서).
Return ONLY a JSON object, no prose, in this shape:
{"statements":[{"type":"balance_sheet|income_statement|cost_statement","unit":"원|천원|백만원","fiscalYear":number|null,"lines":[{"label":"계정과목 as printed","current":number|null,"previous":number|null}]}]}
Rules: one entry per statement in the document; every account line in printed order, totals and
subtotals included; "current" is the current period (당기), "previous" the previous period (전기);
amounts exactly as printed in the statement's unit, as numbers without separators; amounts in
parentheses or with △/▲ are negative; a dash or blank is null. "fiscalYear" is the year the current
period is printed for (2024 for "제10기 2024년 12월 31일 현재" or a "2024년" column), null when the
document does not print it. Do not invent lines, amounts or years.`;

const MAX_LINES = 2_000;

const Answer = z.object({
  statements: z
    .array(
      z.object({
        type: z.string().nullish(),
        unit: z.string().nullish(),
        title: z.string().nullish(),
        fiscalYear: z.unknown(),
        lines: z.array(
          z.object({
            label: z.unknown(),
            current: z.unknown(),
            previous: z.unknown(),
          }),
        ),
      }),
    )
    .max(20),
});

/**
 * Turns a model's answer into statements: the JSON is checked with zod, lines without a label
 * are dropped, and so is any line whose amount is present but not a number (a model that
 * invents "약 10억" is not believed). Amounts are scaled to won by the statement's unit.
 */
export function parseAiAnswer(text: string, extractor: 'claude' | 'gemini'): ExtractedStatement[] {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) throw new Error('the answer holds no JSON object');
  const answer = Answer.parse(JSON.parse(text.slice(start, end + 1)));
  return answer.statements
    .map((statement) => {
      const unit =
        AmountUnit.safeParse(statement.unit?.trim()).data ??
        detectUnit(`(${statement.unit ?? ''})`) ??
        '원';
      const type =
        StatementType.safeParse(statement.type).data ?? isStatementTitle(statement.type ?? '');
      const lines = statement.lines
        .slice(0, MAX_LINES)
        .map((line) => toLine(line, unit, extractor))
        .filter((line): line is ExtractedLine => line !== null);
      const fiscalYear =
        typeof statement.fiscalYear === 'number' || typeof statement.fiscalYear === 'string'
          ? yearCell(String(statement.fiscalYear))
          : null;
      return { type, unit, title: statement.title ?? statement.type ?? null, fiscalYear, lines };
    })
    .filter((statement) => statement.lines.length > 0);
}

function toLine(
  line: { label: unknown; current: unknown; previous: unknown },
  unit: AmountUnit,
  extractor: 'claude' | 'gemini',
): ExtractedLine | null {
  if (typeof line.label !== 'string' || line.label.trim() === '') return null;
  const current = amount(line.current);
  const previous = amount(line.previous);
  if (current === undefined || previous === undefined) return null;
  return {
    label: line.label.trim(),
    current: current === null ? null : toWon(current, unit),
    previous: previous === null ? null : toWon(previous, unit),
    provenance: { extractor, sheet: null, page: null, cell: null, position: null },
  };
}

/** null: no amount; undefined: something that should be a number and is not. */
function amount(value: unknown): number | null | undefined {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  if (/^\s*[-–—]?\s*$/.test(value)) return null;
  return parseAmount(value) ?? undefined;
}
