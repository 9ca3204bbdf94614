import {
  type AiModel,
  type ExtractionResult,
  type StatementType,
  UPLOAD_MAX_BYTES,
} from '@bus/domain';
import { parseAiAnswer } from './ai-answer';
import { askClaude } from './ai-claude';
import { askGemini } from './ai-gemini';
import { ExtractionError } from './extraction-error';
import { detectFileKind } from './file-type';
import { extractLocally, type LocalOutcome } from './local-extract';

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
};

/**
 * Reads a statement file into statements (labels, amounts in won, provenance), locally first:
 * spreadsheets, CSV, PDF text, OCR. A model is asked only when the chosen one is configured and
 * the local result is incomplete (no text layer, low OCR confidence, no accounts found).
 * Refused files throw {@link ExtractionError} with a file/* code.
 */
export async function extractDocument(
  input: ExtractInput,
  ai: AiSettings,
): Promise<ExtractionResult & { aiUsed: boolean }> {
  const progress = input.onProgress ?? (() => {});
  progress('reading', 0);
  if (input.bytes.length === 0) throw new ExtractionError('file/empty');
  if (input.bytes.length > UPLOAD_MAX_BYTES) {
    throw new ExtractionError('file/too-large', { maxBytes: UPLOAD_MAX_BYTES });
  }
  const kind = detectFileKind(input.bytes, input.fileName);
  progress('reading', 100);
  progress('extracting', 0);
  const local = await extractLocally(kind, input.bytes, progress, input.cacheDir);
  progress('extracting', 100);
  const settings = ai[input.aiModel];
  if (settings && !local.complete) {
    progress('ai', 0);
    const answer = await askModel(input.aiModel, settings, local);
    progress('ai', 100);
    if ('statements' in answer) return withType({ ...answer, aiUsed: true }, input.statementType);
    local.problems.push({
      code: 'ai-failed',
      params: { model: input.aiModel, reason: answer.failed },
    });
  }
  if (local.refusal) throw new ExtractionError(local.refusal);
  const { method, statements, complete, problems } = local;
  return withType({ method, statements, complete, problems, aiUsed: false }, input.statementType);
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
