import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { ExtractedStatement } from '@bus/domain';
import { createWorker, OEM, PSM } from 'tesseract.js';
import { layoutRows, type PlacedText } from './layout-rows';
import { rowsToStatements } from './rows-to-statements';

/** Mean OCR confidence (0–100) under which a result is marked incomplete for a person to check. */
export const OCR_MIN_CONFIDENCE = 70;

export type OcrText = { statements: ExtractedStatement[]; confidence: number; text: string };

/**
 * Korean only: its model reads digits and Latin too, and adding `eng` made Hangul labels come
 * out as Latin look-alikes (소모품비 → "LEYS") on the scan fixtures; the eng model is still made
 * available for statements printed in English.
 */
const LANGUAGES = ['kor'] as const;
const AVAILABLE_LANGUAGES = ['kor', 'eng'] as const;
const require = createRequire(import.meta.url);

/**
 * The Korean and English models ship in two npm packages (@tesseract.js-data/kor, /eng, the
 * `4.0.0_best_int` LSTM models); tesseract.js reads all languages from one folder, so both are
 * copied once into `<cacheDir>/tesseract`, where it also keeps the unpacked models.
 * Nothing is downloaded.
 */
function languageDir(cacheDir: string): string {
  const dir = join(cacheDir, 'tesseract');
  mkdirSync(dir, { recursive: true });
  for (const lang of AVAILABLE_LANGUAGES) {
    const target = join(dir, `${lang}.traineddata.gz`);
    if (existsSync(target)) continue;
    const pkg = dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`));
    copyFileSync(join(pkg, '4.0.0_best_int', `${lang}.traineddata.gz`), target);
  }
  return dir;
}

type Word = {
  text: string;
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
};

/** Reads a statement image (png, jpg) with OCR, fully offline, and rebuilds its table rows. */
export async function readImage(
  bytes: Buffer,
  options: { cacheDir?: string | undefined; onProgress?: (fraction: number) => void },
): Promise<OcrText> {
  const dir = languageDir(options.cacheDir ?? tmpdir());
  const worker = await createWorker([...LANGUAGES], OEM.LSTM_ONLY, {
    langPath: dir,
    cachePath: dir,
    gzip: true,
    logger: (message) => {
      if (message.status === 'recognizing text') options.onProgress?.(message.progress);
    },
  });
  try {
    await worker.setParameters({
      // A statement is one table: reading it as one block keeps label and amounts on one line.
      tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
      preserve_interword_spaces: '1',
    });
    const { data } = await worker.recognize(bytes, {}, { blocks: true, text: true });
    const words: Word[] = (data.blocks ?? []).flatMap((block) =>
      block.paragraphs.flatMap((paragraph) => paragraph.lines.flatMap((line) => line.words)),
    );
    const placed: PlacedText[] = words.map((word) => ({
      text: word.text,
      x: word.bbox.x0,
      y: word.bbox.y0,
      width: word.bbox.x1 - word.bbox.x0,
      height: word.bbox.y1 - word.bbox.y0,
    }));
    const rows = layoutRows(placed, 1);
    const statements = rowsToStatements(rows, {
      extractor: 'ocr',
      layout: 'positioned',
      title: null,
    });
    return { statements, confidence: data.confidence, text: data.text ?? '' };
  } finally {
    await worker.terminate();
  }
}
