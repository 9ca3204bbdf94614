import type { ForecastMetrics, ForecastResult } from '@bus/domain';
import { addTable, KRW, newWorkbook, toBuffer } from '../costing/workbook';

export type Lang = 'ko' | 'en';

const HEADERS: Record<Lang, string[]> = {
  ko: ['기간', '실적', '예측', '하한 80%', '상한 80%', '하한 95%', '상한 95%'],
  en: ['period', 'actual', 'forecast', 'lower_80', 'upper_80', 'lower_95', 'upper_95'],
};
const METRIC_NAMES: Array<keyof ForecastMetrics> = [
  'rmse',
  'mae',
  'mape',
  'r2',
  'smape',
  'mase',
  'coverage80',
  'coverage95',
];
const SHEETS: Record<Lang, { forecast: string; metrics: string; backtest: string }> = {
  ko: { forecast: '예측', metrics: '성능 지표', backtest: '백테스트' },
  en: { forecast: 'forecast', metrics: 'metrics', backtest: 'backtest' },
};

type Cell = string | number | null;

/** The forecast table: each history period with its actual, then each forecast period with its bounds. */
export function forecastRows(result: ForecastResult): Cell[][] {
  const { history, forecast } = result;
  const past: Cell[][] = history.labels.map((label, i) => [
    label,
    history.values[i] ?? null,
    null,
    null,
    null,
    null,
    null,
  ]);
  const future: Cell[][] = forecast.labels.map((label, i) => [
    label,
    null,
    forecast.mean[i] ?? null,
    forecast.lower80[i] ?? null,
    forecast.upper80[i] ?? null,
    forecast.lower95[i] ?? null,
    forecast.upper95[i] ?? null,
  ]);
  return [...past, ...future];
}

/**
 * CSV of the forecast table, UTF-8 with a BOM (Excel then reads Korean). Numbers are written in
 * full precision, as JavaScript prints them, so the file compares equal to the CLI's output on
 * the same input (the acceptance test does).
 */
export function forecastCsv(result: ForecastResult, lang: Lang): Buffer {
  const lines = [HEADERS[lang], ...forecastRows(result)].map((cells) =>
    cells.map((cell) => (cell === null ? '' : String(cell))).join(','),
  );
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** The xlsx export: the forecast table, the metrics, and each backtest fold's periods. */
export async function forecastWorkbook(result: ForecastResult, lang: Lang): Promise<Buffer> {
  const workbook = newWorkbook();
  const sheets = SHEETS[lang];
  addTable(
    workbook,
    sheets.forecast,
    HEADERS[lang].map((header, i) => ({
      header,
      width: i === 0 ? 12 : 18,
      format: i === 0 ? undefined : KRW,
    })),
    forecastRows(result).map((cells) => ({ cells })),
  );
  addTable(
    workbook,
    sheets.metrics,
    [
      { header: lang === 'ko' ? '지표' : 'metric', width: 14 },
      { header: lang === 'ko' ? '값' : 'value', width: 18, format: '0.0000' },
    ],
    [
      { cells: [lang === 'ko' ? '모형' : 'model', result.description] },
      ...METRIC_NAMES.map((name) => ({ cells: [name, result.metrics[name]] })),
    ],
  );
  addTable(
    workbook,
    sheets.backtest,
    ['fold', ...HEADERS[lang].slice(0, 3), HEADERS[lang][5] ?? '', HEADERS[lang][6] ?? ''].map(
      (header, i) => ({ header, width: i < 2 ? 10 : 18, format: i < 2 ? undefined : KRW }),
    ),
    (result.backtest?.folds ?? []).flatMap((fold) =>
      fold.forecast.labels.map((label, i) => ({
        cells: [
          fold.index + 1,
          label,
          fold.actual[i] ?? null,
          fold.forecast.mean[i] ?? null,
          fold.forecast.lower95[i] ?? null,
          fold.forecast.upper95[i] ?? null,
        ],
      })),
    ),
  );
  return toBuffer(workbook);
}
