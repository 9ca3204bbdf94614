import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLocales, renderRoutes } from '../../../test/app-test-utils';
import { LABELS, RUN_ID, succeededRun } from '../testing/fixtures';
import { serveForecast } from '../testing/serve';
import {
  ProphetForecastPage,
  SarimaForecastPage,
  XgboostForecastPage,
} from './model-forecast-page';

beforeAll(() =>
  loadLocales(['forecast', 'forecastParams', 'nav', 'errors', 'dataPrompt', 'common']),
);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SLOW = { timeout: 10_000 };
const routes = [
  { path: '/prophet-forecast', element: <ProphetForecastPage /> },
  { path: '/xgboost-forecast', element: <XgboostForecastPage /> },
  { path: '/sarima-forecast', element: <SarimaForecastPage /> },
];

describe('Model pages', { timeout: 30_000 }, () => {
  it("shows SARIMA's full form without a model choice", async () => {
    serveForecast();
    renderRoutes(routes, '/sarima-forecast');
    expect(await screen.findByText('SARIMA 파라미터', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByTestId('fc-model')).toBeNull();
    // Advanced from the start: the trend term and the transform are advanced fields.
    expect(screen.getByLabelText('추세항', { exact: false })).toBeInTheDocument();
    expect(screen.getByLabelText('계절 주기 s', { exact: false })).toHaveValue('12');
  });

  it("opens SARIMA's results on its order, coefficients and residual ACF", async () => {
    serveForecast({
      run: () =>
        succeededRun(
          { model: 'sarima' },
          {
            kind: 'arima',
            order: { p: 0, d: 1, q: 1, P: 0, D: 1, Q: 1, s: 12 },
            coefficients: [
              { name: 'ma1', value: -0.4213, standardError: 0.1102 },
              { name: 'sma1', value: -0.61, standardError: null },
            ],
            residualAcf: [1, 2, 3, 4].map((lag) => ({ lag, value: lag === 3 ? 0.4 : 0.05 })),
            acfBound: 0.283,
          },
        ),
    });
    renderRoutes(routes, `/sarima-forecast?run=${RUN_ID}`);
    expect(await screen.findByTestId('fc-arima-order', {}, SLOW)).toHaveTextContent(
      '(0,1,1)(0,1,1)[12]',
    );
    const coefficients = screen.getByTestId('fc-arima-coefficients');
    const ma1 = within(coefficients).getByText('이동평균 1차').closest('tr') as HTMLElement;
    expect(ma1).toHaveTextContent('-0.4213');
    expect(ma1).toHaveTextContent('0.1102');
    expect(ma1).toHaveTextContent('예');
    expect(screen.getByTestId('fc-acf-summary')).toHaveTextContent(
      '잔차 자기상관 4개 시차 중 1개가 경계를 넘음',
    );
  });

  it("lists XGBoost's feature importance as a table beside the bars", async () => {
    serveForecast({
      run: () =>
        succeededRun(
          { model: 'xgboost' },
          {
            kind: 'xgboost',
            importance: [
              { feature: 'lag_12', gain: 0.52 },
              { feature: 'rolling_mean_3', gain: 0.3 },
              { feature: 'month', gain: 0.18 },
            ],
          },
        ),
    });
    renderRoutes(routes, `/xgboost-forecast?run=${RUN_ID}`);
    const panel = await screen.findByTestId('fc-xgboost-importance', {}, SLOW);
    const first = within(panel).getByText('12개월 전 값').closest('tr') as HTMLElement;
    expect(first).toHaveTextContent('52.00%');
    expect(within(panel).getByText('최근 3개월 평균')).toBeInTheDocument();
    expect(within(panel).getByText('월(계절 위치)')).toBeInTheDocument();
  });

  it("draws Prophet's components as small multiples, named in Korean", async () => {
    const values = LABELS.map((_, i) => i);
    serveForecast({
      run: () =>
        succeededRun(
          { model: 'prophet' },
          {
            kind: 'prophet',
            labels: LABELS,
            components: [
              { name: 'trend', values },
              { name: 'yearly', values },
              { name: 'holidays', values },
            ],
          },
        ),
    });
    renderRoutes(routes, `/prophet-forecast?run=${RUN_ID}`);
    const panel = await screen.findByTestId('fc-prophet-components', {}, SLOW);
    expect(
      await within(panel).findByRole(
        'img',
        { name: 'Prophet 구성 요소 그래프: 추세, 연간 계절성, 명절 효과(설날·추석)' },
        SLOW,
      ),
    ).toBeInTheDocument();
  });
});
