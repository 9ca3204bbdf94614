import {
  type AccountValues,
  type AiModel,
  type ExtractedStatement,
  type ExtractionMethod,
  type ExtractionProblem,
  type ExtractionResult,
  type FiscalPeriod,
  isAmountInRange,
  MAX_AMOUNT_WON,
  type MappedAccount,
  mapStatement,
  type StatementType,
  UploadFields,
} from '@bus/domain';
import { AppError } from '../../platform/errors/app-error';
import type { JobLane } from '../../platform/jobs/lanes';
import { evaluateStatement } from './evaluate';
import type { NewAccount, StatementQueries } from './statement-repo';
import { toValues } from './views';

/**
 * What an extraction job needs besides the bytes; stored in jobs.payload. The company and the
 * file's row are written only with the statements, in the job's last transaction, so a failed or
 * interrupted upload leaves nothing but the stored bytes, which the job removes (or the start-up
 * sweep does after a crash).
 */
export type ImportPayload = {
  storageKey: string;
  fileName: string;
  mimeType: string;
  size: number;
  sha256: string;
  lane: JobLane;
  /** The company the statements go to, found or created when they are saved. */
  companyName: string;
  statementType: StatementType | 'auto';
  fiscalYear: number;
  fiscalPeriod: FiscalPeriod;
  aiModel: AiModel;
};

/** Where the drafts of one job go, decided in its saving transaction. */
export type SaveTarget = {
  companyId: string;
  fileId: string;
  userId: string;
  fiscalPeriod: FiscalPeriod;
  method: ExtractionMethod;
};

/** One statement ready to save: its type and year decided and its lines mapped. */
export type Draft = {
  type: StatementType;
  fiscalYear: number;
  unit: ExtractedStatement['unit'];
  accounts: MappedAccount[];
  complete: boolean;
  problems: ExtractionProblem[];
};

/** Problem code of a statement found in the file whose type could not be told (auto mode). */
export const TYPE_UNKNOWN_PROBLEM = 'statement/type-unknown';

/**
 * Problem code of a statement saved under the year its file prints, not the year entered in the
 * form (params `entered`, `file`). Informational: the statement is complete.
 */
export const FISCAL_YEAR_FROM_FILE_PROBLEM = 'fiscal-year-from-file';

/**
 * Every extractor's amounts pass here: a line beyond MAX_AMOUNT_WON (a mistyped cell, a hostile
 * file) refuses the file by name instead of failing in the database or breaking a sum.
 */
function refuseOutOfRange(drafts: Draft[]): void {
  for (const draft of drafts) {
    for (const account of draft.accounts) {
      for (const value of [account.current, account.previous]) {
        if (value !== null && !isAmountInRange(value)) {
          throw new AppError('file/amount-out-of-range', 422, {
            account: account.name.slice(0, 50),
            max: MAX_AMOUNT_WON,
          });
        }
      }
    }
  }
}

/**
 * Decides each statement's type: the form's type for a file holding one statement; the detected
 * type (or the form's when none was detected) for a file holding several. Under `auto`, a
 * statement of unknown type is left out and reported on the others; none left is a refusal.
 * Each statement's year is the one its file prints, else the form's; a printed year that differs
 * from the form's is reported on that statement (the form proposes last year by default, and
 * figures of 2024 saved as 2025 would be silently mislabelled).
 */
export function draftStatements(
  result: Pick<ExtractionResult, 'statements' | 'complete' | 'problems'>,
  form: { statementType: StatementType | 'auto'; fiscalYear: number },
): Draft[] {
  const formType = form.statementType;
  const found = result.statements;
  const typed = found.map((s) => ({
    statement: s,
    type: formType !== 'auto' && (found.length === 1 || !s.type) ? formType : s.type,
  }));
  const unknown = typed.filter((t) => !t.type);
  const problems: ExtractionProblem[] = [
    ...result.problems,
    ...unknown.map((t) => ({
      code: TYPE_UNKNOWN_PROBLEM,
      params: { title: t.statement.title ?? '' },
    })),
  ];
  const drafts: Draft[] = typed.flatMap(({ statement, type }) => {
    if (!type) return [];
    // A printed year counts only within the range the form accepts.
    const printed = UploadFields.shape.fiscalYear.safeParse(statement.fiscalYear ?? undefined);
    const fiscalYear = printed.success ? printed.data : form.fiscalYear;
    const yearProblem: ExtractionProblem[] =
      fiscalYear === form.fiscalYear
        ? []
        : [
            {
              code: FISCAL_YEAR_FROM_FILE_PROBLEM,
              params: { entered: form.fiscalYear, file: fiscalYear },
            },
          ];
    return [
      {
        type,
        fiscalYear,
        unit: statement.unit,
        accounts: mapStatement(statement),
        complete: result.complete && unknown.length === 0,
        problems: [...problems, ...yearProblem],
      },
    ];
  });
  refuseOutOfRange(drafts);
  if (drafts.length === 0 && found.length > 0) {
    throw new AppError('validation_failed', 400, { field: 'statementType' });
  }
  if (drafts.length === 0) throw new AppError('file/no-accounts', 422);
  return drafts;
}

function accountValues(draft: Draft) {
  return draft.accounts.map((a) => ({
    name: a.name,
    standardId: a.standardId,
    isTotal: a.isTotal,
    current: a.current,
    previous: a.previous,
  }));
}

function toNewAccount(a: MappedAccount): NewAccount {
  return {
    lineNo: a.lineNo,
    name: a.name,
    originalName: a.originalName,
    currentValue: a.current,
    previousValue: a.previous,
    standardId: a.standardId,
    mappingConfidence: a.confidence,
    isVerified: false,
    isTotal: a.isTotal,
    provenance: a.provenance,
  };
}

/**
 * Saves the drafts with their accounts (inside the caller's transaction), each under its own
 * year. Each is validated alone and with its company-year's set: the other drafts of that year
 * plus stored statements of types this upload does not bring for that year (the newest statement
 * of a type is the one that counts).
 */
export async function saveDrafts(
  repo: StatementQueries,
  drafts: Draft[],
  target: SaveTarget,
): Promise<string[]> {
  const { companyId, method } = target;
  const storedByYear = new Map<number, { type: StatementType; accounts: AccountValues[] }[]>();
  for (const year of new Set(drafts.map((d) => d.fiscalYear))) {
    const brought = drafts.filter((d) => d.fiscalYear === year);
    const stored = (await repo.sameYear(companyId, year)).filter(
      (s) => !brought.some((d) => d.type === s.type),
    );
    storedByYear.set(
      year,
      await Promise.all(
        stored.map(async (s) => ({ type: s.type, accounts: toValues(await repo.accounts(s.id)) })),
      ),
    );
  }
  const ids: string[] = [];
  for (const draft of drafts) {
    const storedValues = storedByYear.get(draft.fiscalYear) ?? [];
    const others = drafts
      .filter((d) => d !== draft && d.fiscalYear === draft.fiscalYear)
      .map((d) => ({ type: d.type, accounts: accountValues(d) }));
    const outcome = evaluateStatement(
      { type: draft.type, accounts: accountValues(draft), unit: draft.unit },
      [...others, ...storedValues],
    );
    const row = await repo.insert(
      {
        companyId,
        type: draft.type,
        fiscalYear: draft.fiscalYear,
        fiscalPeriod: target.fiscalPeriod,
        status: outcome.status,
        validationMessages: outcome.messages,
        unit: draft.unit,
        extractionMethod: method,
        extractionComplete: draft.complete,
        extractionProblems: draft.problems,
        sourceFileId: target.fileId,
        createdBy: target.userId,
      },
      draft.accounts.map(toNewAccount),
    );
    ids.push(row.id);
  }
  return ids;
}
