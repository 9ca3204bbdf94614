import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { clickInPopup, USER_STATE } from './support';

// Issue 16's acceptance, as a user goes through it: the xlsx template filled with 60 months of
// fare revenue is uploaded, the auto model forecasts it, the exported CSV holds the numbers the
// engine's CLI gives on the same series (docs/forecasting.md §5), the run is saved, found on the
// forecast dashboard and deleted there.
test.use({ storageState: USER_STATE });

const ROOT = join(import.meta.dirname, '..', '..');
const FIXTURES = join(ROOT, 'fixtures', 'forecast');
/** The template of GET /api/forecast/templates/auto?format=xlsx with its rows overwritten. */
const XLSX = join(FIXTURES, 'fare-revenue-60.xlsx');
/** The same 60 months as the CLI's `date,value` CSV. */
const CSV = join(FIXTURES, 'fare-revenue-60.csv');
const HORIZON = 12;
/** The seed every server run uses (see cliForecast). */
const RUN_SEED = 0;

type CliForecast = {
  mean: number[];
  lo80: number[];
  hi80: number[];
  lo95: number[];
  hi95: number[];
};

/**
 * The engine's CLI on the CSV. A run on the server uses the engine's run seed (0,
 * packages/forecast/src/run/run-plan.ts DEFAULT_SEED), so the CLI gets --seed 0: without it each
 * model falls back to its own default (ETS inside auto: 20260101) and the intervals' draws differ,
 * while the means are the same either way.
 */
function cliForecast(seed: number, output: string): CliForecast {
  execFileSync(
    'npm',
    [
      'run',
      '-s',
      'forecast',
      '--',
      '--model',
      'auto',
      '--input',
      CSV,
      '--horizon',
      String(HORIZON),
      '--seed',
      String(seed),
      '--output',
      output,
    ],
    { cwd: ROOT, stdio: 'pipe' },
  );
  const file = JSON.parse(readFileSync(output, 'utf8')) as { forecasts: CliForecast[] };
  const [forecast] = file.forecasts;
  if (!forecast) throw new Error('the CLI wrote no forecast');
  return forecast;
}

/** The forecast rows of the exported CSV (period, -, forecast, lower 80, upper 80, lower 95, upper 95). */
function exportedForecast(text: string) {
  const lines = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
    .slice(1);
  return lines
    .map((line) => line.split(','))
    .filter((cells) => cells[1] === '' && cells[2] !== '')
    .map(([period, , mean, lo80, hi80, lo95, hi95]) => ({
      period,
      values: [mean, lo80, hi80, lo95, hi95].map(Number),
    }));
}

async function uploadFixture(page: Page) {
  await page.getByTestId('fc-file-drop').locator('input[type="file"]').setInputFiles(XLSX);
  await expect(page.getByTestId('fc-points')).toHaveText('60개월');
  await expect(page.getByTestId('fc-preview')).toContainText('일자 / 운송수입');
}

test('forecasts the filled template with auto, exports the CLI numbers, saves, finds and deletes it', async ({
  page,
}, testInfo) => {
  // Two runs of the engine (server and CLI) on a 2-core machine shared with the browser.
  test.setTimeout(240_000);
  await page.goto('/forecast');
  // Spec §2: the template in xlsx (csv and json beside it), named after the model.
  const template = page.waitForEvent('download');
  await page.getByRole('button', { name: '자동 선택 템플릿 xlsx 내려받기' }).click();
  expect((await template).suggestedFilename()).toBe('auto_template.xlsx');
  await uploadFixture(page);
  await expect(page.getByTestId('fc-model')).toContainText('자동 선택');
  await page.getByTestId('fc-run').click();
  await expect(page).toHaveURL(/\/forecast\?run=/);

  const results = page.getByTestId('fc-results');
  await expect(results).toBeVisible({ timeout: 150_000 });
  await expect(
    page.getByRole('img', { name: /2020-01~2024-12 실제값과 2025-01~2025-12 예측/ }),
  ).toBeVisible();
  await expect(page.getByTestId('fc-metric-mape')).toHaveText(/^\d+\.\d{2}%$/);
  await expect(page.getByTestId('fc-metric-rmse')).toHaveText(/^[\d,]+원$/);
  await expect(page.getByTestId('fc-forecast-table').locator('.ant-table-row')).toHaveCount(
    HORIZON,
  );

  const download = page.waitForEvent('download');
  await page.getByTestId('fc-export-csv').click();
  const file = await (await download).path();
  const exported = exportedForecast(readFileSync(file, 'utf8'));
  expect(exported.map((row) => row.period)).toEqual(
    Array.from({ length: HORIZON }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}`),
  );

  const runId = new URL(page.url()).searchParams.get('run') ?? '';
  const cli = cliForecast(RUN_SEED, testInfo.outputPath('cli-forecast.json'));
  exported.forEach((row, i) => {
    expect(row.values, row.period).toEqual(
      [cli.mean, cli.lo80, cli.hi80, cli.lo95, cli.hi95].map((column) => column[i]),
    );
  });

  const name = `e2e 운송수입 전망 ${runId.slice(0, 8)}`;
  await page.getByTestId('fc-save').click();
  const nameInput = page.getByLabel('저장 이름');
  await nameInput.fill(name);
  await page.getByTestId('fc-save-ok').click();
  await expect(page.getByTestId('fc-saved-tag')).toContainText(name);

  await page.goto('/forecast-dashboard');
  const saved = page.getByTestId('fc-runs-saved');
  const row = saved.locator('.ant-table-row', { hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: '보기' })).toHaveAttribute(
    'href',
    `/forecast?run=${runId}`,
  );
  await row.getByTestId(`fc-delete-${runId}`).click();
  await clickInPopup(page.getByRole('button', { name: '삭제', exact: true }));
  await expect(saved.locator('.ant-table-row', { hasText: name })).toHaveCount(0);
  expect((await page.request.get(`/api/forecast/runs/${runId}`)).status()).toBe(404);
});
