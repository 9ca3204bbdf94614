import type { AiModel, ExtractionResult, StatementType } from '@bus/domain';
import type { WorkerUsage } from '../../../platform/workers/worker-task';
import { parseAiAnswer } from './ai-answer';
import { askClaude } from './ai-claude';
import { askGemini } from './ai-gemini';
import { ExtractionError } from './extraction-error';
import type { LocalOutcome } from './local-extract';
import { type ParsePool, parseInWorker } from './parse-pool';

export { ExtractionError } from './extraction-error';

export type AiSettings = {
  claude: { apiKey: string; baseUrl: string | undefined; model: string } | null;
  gemini: { apiKey: string; baseUrl: string | undefined; model: string } | null;
};

export type ExtractInput = {
  bytes: Buffer;
  fileName: string;
  statementType: StatementType | 'auto';
  aiModel: AiModel;
  /** stage codes: reading, extracting, ocr, ai, mapping */
  onProgress?: (stage: string, percent: number) => void;
  /** Where OCR keeps its unpacked language models (DATA_DIR); the OS temp folder otherwise. */
  cacheDir?: string;
  /** The parse workers to use; the shared pool (parse-pool.ts) otherwise. */
  pool?: ParsePool;
  /** Ends the reading early (its worker is stopped), e.g. at shutdown. */
  signal?: AbortSignal;
};

/** What was read, whether a model helped, and what the parse worker used (for logs, bench). */
export type Extraction = ExtractionResult & { aiUsed: boolean; usage: WorkerUsage };

/**
 * Reads a statement file into statements (labels, amounts in won, provenance), locally first:
 * spreadsheets, CSV, PDF text, OCR, in a parse worker with memory and time limits (the limits
 * of check-file.ts come first there). A model is asked, from this thread, only when the chosen
 * one is configured and the local result is incomplete (no text layer, low OCR confidence, no
 * accounts found). Refused files throw {@link ExtractionError} with a file/* code.
 */
export async function extractDocument(input: ExtractInput, ai: AiSettings): Promise<Extraction> {
  const progress = input.onProgress ?? (() => {});
  progress('reading', 0);
  const { outcome: local, usage } = await parseInWorker(
    { bytes: input.bytes, fileName: input.fileName, cacheDir: input.cacheDir },
    { pool: input.pool, signal: input.signal, onProgress: progress },
  );
  progress('extracting', 100);
  const settings = ai[input.aiModel];
  if (settings && !local.complete) {
    progress('ai', 0);
    const answer = await askModel(input.aiModel, settings, local);
    progress('ai', 100);
    if ('statements' in answer) {
      return withType({ ...answer, aiUsed: true, usage }, input.statementType);
    }
    local.problems.push({
      code: 'ai-failed',
      params: { model: input.aiModel, reason: answer.failed },
    });
  }
  if (local.refusal) throw new ExtractionError(local.refusal);
  const { method, statements, complete, problems } = local;
  return withType(
    { method, statements, complete, problems, aiUsed: false, usage },
    input.statementType,
  );
}

/** The model's reading, or why there is none (the local result then stands). */
async function askModel(
  model: AiModel,
  settings: NonNullable<AiSettings[AiModel]>,
  local: LocalOutcome,
): Promise<ExtractionResult | { failed: string }> {
  try {
    const ask = model === 'claude' ? askClaude : askGemini;
    const statements = parseAiAnswer(await ask(settings, local.aiPayload), model);
    if (statements.length === 0) return { failed: 'no accounts in the answer' };
    return { method: model, statements, complete: true, problems: [] };
  } catch (error) {
    // Network, quota, an answer that is not our JSON: reported as the `ai-failed` problem.
    return { failed: (error instanceof Error ? error.message : String(error)).slice(0, 200) };
  }
}

/** A single statement whose type could not be told takes the type chosen in the upload form. */
function withType<T extends ExtractionResult>(result: T, chosen: StatementType | 'auto'): T {
  const only = result.statements.length === 1 ? result.statements[0] : undefined;
  if (only && only.type === null && chosen !== 'auto') only.type = chosen;
  return result;
}
