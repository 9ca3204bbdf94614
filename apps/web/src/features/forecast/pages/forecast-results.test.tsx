import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLocales, renderRoutes } from '../../../test/app-test-utils';
import { problemReply } from '../../../test/costing-fixtures';
import { pendingRun, RUN_ID, runSummary, succeededRun } from '../testing/fixtures';
import { sentBodies, serveForecast } from '../testing/serve';
import { ForecastPage } from './forecast-page';

const NAMESPACES = [
  'forecast',
  'forecastPortal',
  'forecastParams',
  'nav',
  'errors',
  'dataPrompt',
  'common',
];
beforeAll(() => loadLocales(NAMESPACES));
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await loadLocales(NAMESPACES, 'ko');
});

const routes = [{ path: '/forecast', element: <ForecastPage /> }];
const URL = `/forecast?run=${RUN_ID}`;
const SLOW = { timeout: 10_000 };

describe('ForecastPage results', { timeout: 30_000 }, () => {
  it('shows the queue place and stage of a waiting run, and cancels it', async () => {
    const fetchMock = serveForecast({
      run: () => pendingRun({ status: 'queued', queuePosition: 2 }),
      other: (method, path) =>
        method === 'POST' && path === `/forecast/runs/${RUN_ID}/cancel`
          ? { status: 200, body: runSummary({ status: 'cancelled', queuePosition: null }) }
          : undefined,
    });
    renderRoutes(routes, URL);
    const stage = await screen.findByTestId('fc-progress-stage', {}, SLOW);
    expect(stage).toHaveTextContent('대기 중 · 대기 순서 2번째');
    await userEvent.click(screen.getByTestId('fc-cancel'));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST', `/forecast/runs/${RUN_ID}/cancel`)).toHaveLength(1),
    );
  });

  it('shows a running stage with its percent', async () => {
    serveForecast({
      run: () =>
        pendingRun({ status: 'running', stage: 'backtesting', progress: 45, queuePosition: null }),
    });
    renderRoutes(routes, URL);
    expect(await screen.findByTestId('fc-progress-stage', {}, SLOW)).toHaveTextContent(
      '과거 자료로 검증 중',
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45');
  });

  it('explains a failed run in Korean and in English', async () => {
    serveForecast({
      run: () =>
        pendingRun({
          status: 'failed',
          queuePosition: null,
          error: { code: 'forecast/fit-failed', params: { model: 'sarima' } },
        }),
    });
    const { unmount } = renderRoutes(routes, URL);
    expect(await screen.findByTestId('fc-run-failed', {}, SLOW)).toHaveTextContent(
      'SARIMA 모델이 이 데이터에 맞춰지지 않았습니다. 다른 모델이나 자동 최적화를 써 보세요.',
    );
    unmount();
    await loadLocales(NAMESPACES, 'en');
    renderRoutes(routes, URL);
    expect(await screen.findByTestId('fc-run-failed', {}, SLOW)).toHaveTextContent(
      'The SARIMA model could not be fitted to this data. Try another model or auto-optimisation.',
    );
  });

  it('says so when the run is gone', async () => {
    serveForecast({ run: () => problemReply(404, 'not_found') });
    renderRoutes(routes, URL);
    expect(await screen.findByText(/이 예측을 찾을 수 없습니다/, {}, SLOW)).toBeInTheDocument();
  });

  it('shows the chart, the metrics in won and percent, and the forecast table', async () => {
    serveForecast({ run: () => succeededRun() });
    renderRoutes(routes, URL);
    expect(await screen.findByTestId('fc-results', {}, SLOW)).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: /실제값과 2025-01~2025-12 예측/ }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByTestId('fc-metric-rmse')).toHaveTextContent('41,250,000원');
    expect(screen.getByTestId('fc-metric-mape')).toHaveTextContent('2.13%');
    expect(screen.getByTestId('fc-metric-r2')).toHaveTextContent('0.912');
    expect(screen.getByTestId('fc-metric-mase')).toHaveTextContent('0.64');
    expect(screen.getByTestId('fc-metric-coverage95')).toHaveTextContent('97.20%');
    expect(screen.getByTestId('fc-metrics')).toHaveTextContent('1보다 작으면 그보다 낫습니다');
    expect(screen.getByTestId('fc-period-analysis')).toHaveTextContent('72개월');
    expect(screen.getByText('백테스트 3개 구간으로 보정 (95 % ×1.18, 80 % ×1.05)')).toBeVisible();
    const table = screen.getByTestId('fc-forecast-table');
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    await userEvent.click(screen.getByRole('tab', { name: '백테스트' }));
    expect(within(screen.getByTestId('fc-backtest')).getByText('2023-01')).toBeInTheDocument();
  });

  it('saves under a name, and refuses to save an unfinished run with the spec message', async () => {
    let status = 409;
    const fetchMock = serveForecast({
      // The fake server remembers the save, as the real one does.
      run: () =>
        status === 409 ? succeededRun() : succeededRun({ saved: true, name: '2025 운송수입' }),
      other: (method, path) =>
        method === 'PUT' && path === `/forecast/runs/${RUN_ID}/save`
          ? status === 409
            ? problemReply(409, 'forecast/not-finished')
            : {
                status: 200,
                body: runSummary({ status: 'succeeded', saved: true, name: '2025 운송수입' }),
              }
          : undefined,
    });
    renderRoutes(routes, URL);
    await userEvent.click(await screen.findByTestId('fc-save', {}, SLOW));
    const name = await screen.findByLabelText('저장 이름');
    await userEvent.clear(name);
    await userEvent.type(name, '2025 운송수입');
    await userEvent.click(screen.getByTestId('fc-save-ok'));
    expect(await screen.findByText(/예측 ID가 없어 저장할 수 없습니다/)).toBeInTheDocument();
    status = 200;
    await userEvent.click(screen.getByTestId('fc-save-ok'));
    expect(await screen.findByTestId('fc-saved-tag')).toHaveTextContent('저장됨: 2025 운송수입');
    const bodies = sentBodies(fetchMock, 'PUT', `/forecast/runs/${RUN_ID}/save`);
    expect(JSON.parse(String(bodies.at(-1)))).toEqual({ name: '2025 운송수입' });
  });

  it('deletes the run after confirmation and goes back to the input step', async () => {
    const fetchMock = serveForecast({
      run: () => succeededRun(),
      other: (method, path) =>
        method === 'DELETE' && path === `/forecast/runs/${RUN_ID}` ? { status: 204 } : undefined,
    });
    const { router } = renderRoutes(routes, URL);
    await userEvent.click(await screen.findByTestId('fc-delete', {}, SLOW));
    await userEvent.click(await screen.findByRole('button', { name: '삭제', hidden: false }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(sentBodies(fetchMock, 'DELETE', `/forecast/runs/${RUN_ID}`)).toHaveLength(1);
    expect(await screen.findByTestId('fc-input')).toBeInTheDocument();
  });
});
