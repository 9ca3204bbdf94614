import { z } from 'zod';

/**
 * Statement vocabulary shared by the extractors (server), the mapping, validation and ratio
 * functions (this package) and the screens (web). Amounts are always integer won (원) once read:
 * a statement printed in 천원 or 백만원 is multiplied on import and keeps its unit for display.
 */
export const STATEMENT_TYPES = ['balance_sheet', 'income_statement', 'cost_statement'] as const;
export const StatementType = z.enum(STATEMENT_TYPES);
export type StatementType = z.infer<typeof StatementType>;

/** data-center-board-admin.md §3: fiscal period in months. */
export const FISCAL_PERIODS = [3, 6, 9, 12] as const;
export const FiscalPeriod = z.union([z.literal(3), z.literal(6), z.literal(9), z.literal(12)]);
export type FiscalPeriod = z.infer<typeof FiscalPeriod>;

export const STATEMENT_STATUSES = ['pending', 'verified', 'warning', 'error'] as const;
export const StatementStatus = z.enum(STATEMENT_STATUSES);
export type StatementStatus = z.infer<typeof StatementStatus>;

export const AMOUNT_UNITS = ['원', '천원', '백만원'] as const;
export const AmountUnit = z.enum(AMOUNT_UNITS);
export type AmountUnit = z.infer<typeof AmountUnit>;
export const AMOUNT_UNIT_FACTOR: Record<AmountUnit, number> = {
  원: 1,
  천원: 1_000,
  백만원: 1_000_000,
};

/** How an account line was obtained. `manual` = typed in by a user. */
export const EXTRACTION_METHODS = [
  'spreadsheet',
  'csv',
  'pdf_text',
  'ocr',
  'claude',
  'gemini',
  'manual',
] as const;
export const ExtractionMethod = z.enum(EXTRACTION_METHODS);
export type ExtractionMethod = z.infer<typeof ExtractionMethod>;

/** The AI model chosen in the upload form (spec default claude). */
export const AI_MODELS = ['claude', 'gemini'] as const;
export const AiModel = z.enum(AI_MODELS);
export type AiModel = z.infer<typeof AiModel>;

/** Where a line came from in the original file, so a user can check it against the paper. */
export const Provenance = z.object({
  extractor: ExtractionMethod,
  sheet: z.string().nullable().default(null),
  page: z.number().int().positive().nullable().default(null),
  /** Spreadsheet cell of the label, e.g. "B12". */
  cell: z.string().nullable().default(null),
  /** PDF/OCR position of the label, e.g. "x=72,y=540". */
  position: z.string().nullable().default(null),
  /**
   * Values an extractor could not settle (OCR readings that disagree and that the statement's
   * arithmetic does not decide): shown marked for review, never silently guessed.
   */
  uncertain: z.array(z.enum(['label', 'current', 'previous'])).optional(),
});
export type Provenance = z.infer<typeof Provenance>;

/** One line as an extractor read it, before mapping; values already multiplied to won. */
export type ExtractedLine = {
  label: string;
  current: number | null;
  previous: number | null;
  provenance: Provenance;
};

/** One statement found in a file (a workbook or PDF may hold several). */
export type ExtractedStatement = {
  /** Detected from the title or the lines; null when it could not be told. */
  type: StatementType | null;
  unit: AmountUnit;
  /** The heading the statement was found under (sheet name, PDF title line). */
  title: string | null;
  /**
   * The fiscal year the file prints the current period for (a `fiscal_year` column, a `2024`
   * column header, `제10기 2024.12.31 현재` under the title); null or absent when it does not
   * say or is ambiguous.
   */
  fiscalYear?: number | null;
  lines: ExtractedLine[];
};

/** A reason an extraction is partial or failed; `code` is translated by the web. */
export type ExtractionProblem = {
  code: string;
  params?: Record<string, string | number>;
};

export type ExtractionResult = {
  method: ExtractionMethod;
  statements: ExtractedStatement[];
  /** False when something could not be read; the statement is then saved as partial. */
  complete: boolean;
  problems: ExtractionProblem[];
};

/** Outcome of mapping one label to the standard account dictionary. */
export type AccountMatch = {
  /** Dictionary id (stable, e.g. "bs.current_assets"), null when nothing matched. */
  standardId: string | null;
  /** The dictionary's canonical Korean name, null when unmatched. */
  canonicalName: string | null;
  /** 0..1: 1 exact after normalisation, lower for variants/partial matches, 0 unmatched. */
  confidence: number;
  /** A subtotal or total line (자산총계, 유동자산, 매출원가 …). */
  isTotal: boolean;
};

/** A validation finding; `rule` is a stable code the web translates, params fill its message. */
export const ValidationMessage = z.object({
  rule: z.string(),
  severity: z.enum(['error', 'warning']),
  params: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
});
export type ValidationMessage = z.infer<typeof ValidationMessage>;

/** What validation and ratios read: one row per account of a statement. */
export type AccountValues = {
  name: string;
  standardId: string | null;
  isTotal: boolean;
  current: number | null;
  previous: number | null;
};

/** The ten ratios of costing-and-forecasting.md §9 / domain.md §8, in their order. */
export const RATIO_KEYS = [
  'salesGrowth',
  'costOfSalesToSales',
  'personnelCostToSales',
  'returnOnEquity',
  'averageBorrowingRate',
  'equityRatio',
  'currentRatio',
  'debtToEquity',
  'currentLiabilitiesToEquity',
  'borrowingDependence',
] as const;
export const RatioKey = z.enum(RATIO_KEYS);
export type RatioKey = z.infer<typeof RatioKey>;

/** Groups of the analyze tab (growth, income, asset/capital). */
export const RATIO_GROUPS: Record<'growth' | 'income' | 'capital', readonly RatioKey[]> = {
  growth: ['salesGrowth'],
  income: ['costOfSalesToSales', 'personnelCostToSales', 'returnOnEquity', 'averageBorrowingRate'],
  capital: [
    'equityRatio',
    'currentRatio',
    'debtToEquity',
    'currentLiabilitiesToEquity',
    'borrowingDependence',
  ],
};

export const RatioValue = z.object({
  key: RatioKey,
  /** Percent, full precision (display rounds to 2 decimals); null when the denominator is 0 or missing. */
  value: z.number().nullable(),
  /** Korean formula text, e.g. "매출원가 ÷ 매출액 × 100". */
  formula: z.string(),
  /** The amounts used, by name, in won. */
  inputs: z.array(z.object({ name: z.string(), value: z.number().nullable() })),
  /** Why the value is empty: missing accounts (names) or zero denominator. */
  missing: z.array(z.string()),
  /** Value distorted by negative equity (④⑥⑧⑨ under 자본잠식). */
  affectedByCapitalErosion: z.boolean(),
});
export type RatioValue = z.infer<typeof RatioValue>;

export const PeriodRatios = z.object({
  fiscalYear: z.number().int(),
  ratios: z.array(RatioValue),
  /** Total equity is negative (자본잠식). */
  capitalErosion: z.boolean(),
});
export type PeriodRatios = z.infer<typeof PeriodRatios>;

export const RatioSet = z.object({
  current: PeriodRatios,
  previous: PeriodRatios,
  /** True when some ratio could not be computed for lack of data (the spec's warning). */
  insufficientData: z.boolean(),
});
export type RatioSet = z.infer<typeof RatioSet>;
