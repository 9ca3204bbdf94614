import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createWorker, OEM, type PSM, type Worker } from 'tesseract.js';

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

export type OcrWord = {
  text: string;
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
};

export type OcrPage = { words: OcrWord[]; confidence: number; text: string };

export type Region = { left: number; top: number; width: number; height: number };

/** One tesseract worker (one loaded model) used for every recognition of a readImage call. */
export type OcrEngine = {
  read(
    image: Buffer,
    settings: { psm: PSM; whitelist?: string; region?: Region },
  ): Promise<OcrPage>;
  close(): Promise<void>;
};

/**
 * Starts tesseract.js offline. Its failures (`pixdata_malloc fail`, `libpng error`) arrive as
 * worker messages that createWorker.js rethrows from its message handler — an uncaught exception
 * that ends the process — unless an errorHandler is given: with one, the job's promise rejects
 * and the error reaches the caller like any other.
 */
export async function startOcrEngine(
  cacheDir: string,
  onProgress?: (fraction: number) => void,
): Promise<OcrEngine> {
  const dir = languageDir(cacheDir);
  const worker: Worker = await createWorker([...LANGUAGES], OEM.LSTM_ONLY, {
    langPath: dir,
    cachePath: dir,
    gzip: true,
    logger: (message) => {
      if (message.status === 'recognizing text') onProgress?.(message.progress);
    },
    // Rejections reach the caller through the job's own promise; nothing is left to rethrow.
    errorHandler: () => undefined,
  });
  return {
    async read(image, { psm, whitelist = '', region }) {
      await worker.setParameters({
        tessedit_pageseg_mode: psm,
        tessedit_char_whitelist: whitelist,
        preserve_interword_spaces: '1',
        tessedit_do_invert: '0',
      });
      const { data } = await worker.recognize(image, region ? { rectangle: region } : {}, {
        blocks: true,
        text: true,
      });
      const words = (data.blocks ?? []).flatMap((block) =>
        block.paragraphs.flatMap((p) => p.lines.flatMap((line) => line.words)),
      );
      return {
        words: words.map(({ text, confidence, bbox }) => ({ text, confidence, bbox })),
        confidence: data.confidence,
        text: data.text ?? '',
      };
    },
    close: () => worker.terminate().then(() => undefined),
  };
}
