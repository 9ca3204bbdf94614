import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLocales, renderRoutes } from '../../../test/app-test-utils';
import { LABELS, VALUES } from '../testing/fixtures';
import { sentBodies, serveForecast } from '../testing/serve';
import { ForecastPage } from './forecast-page';

beforeAll(() =>
  loadLocales(['forecast', 'forecastParams', 'nav', 'errors', 'dataPrompt', 'common']),
);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const routes = [{ path: '/forecast', element: <ForecastPage /> }];
const SLOW = { timeout: 10_000 };

/** Pastes two months into the grid and checks them (the fake server reads 60 months). */
async function withData() {
  renderRoutes(routes, '/forecast');
  await userEvent.click(await screen.findByRole('tab', { name: '직접 입력·붙여넣기' }, SLOW));
  await userEvent.click(screen.getByLabelText('1행 일자'));
  await userEvent.paste('2020-01\t1,500,000,000\n2020-02\t1,320,000,000');
  await userEvent.click(screen.getByTestId('fc-grid-check'));
  await screen.findByTestId('fc-preview', {}, SLOW);
}

async function chooseModel(name: string) {
  await userEvent.click(screen.getByRole('combobox', { name: '모델' }));
  const options = await screen.findAllByRole('option', {}, SLOW);
  const listbox = options[0]?.closest('.ant-select-dropdown') as HTMLElement;
  const item = within(listbox).getAllByText(name).at(-1) as HTMLElement;
  await userEvent.click(item.closest('.ant-select-item') ?? item);
  await waitFor(() => expect(screen.getByText(`${name} 파라미터`)).toBeInTheDocument(), SLOW);
}

async function setNumber(label: string, value: string) {
  const input = screen.getByLabelText(label, { exact: false });
  await userEvent.clear(input);
  // One paste, not keystrokes: on a busy machine the controlled InputNumber re-rendered "0." as
  // "0" between keys, and "0.2" arrived as "2" (CI).
  await userEvent.paste(value);
  // antd's InputNumber reports the pasted number a moment later on a busy machine.
  await waitFor(() => expect(input).toHaveValue(value));
  return input;
}

function runRequests(fetchMock: ReturnType<typeof serveForecast>) {
  return sentBodies(fetchMock, 'POST', '/forecast/runs').map((body) => JSON.parse(String(body)));
}

describe('ForecastPage parameter form', { timeout: 40_000 }, () => {
  it("refuses a value outside the spec's range and runs once it is back inside", async () => {
    const fetchMock = serveForecast();
    await withData();
    await chooseModel('XGBoost');
    const run = screen.getByTestId('fc-run');
    expect(run).toBeEnabled();
    expect(screen.getByText('1 ~ 20 · 기본 6')).toBeInTheDocument();
    await setNumber('최대 깊이', '25');
    expect(await screen.findByText('1에서 20 사이의 정수로 입력하세요.')).toBeInTheDocument();
    expect(run).toBeDisabled();
    await setNumber('최대 깊이', '8');
    await waitFor(() => expect(run).toBeEnabled());
    await userEvent.click(run);
    await waitFor(() => expect(runRequests(fetchMock)).toHaveLength(1), SLOW);
    const [request] = runRequests(fetchMock);
    // Only what differs from the defaults travels, so defaults match the engine's CLI.
    expect(request).toMatchObject({
      kind: 'forecast',
      model: 'xgboost',
      params: { max_depth: 8 },
      horizon: 12,
      autoOptimize: false,
      limit24Months: false,
      holidays: true,
      series: { frequency: 'monthly', labels: LABELS, values: VALUES },
    });
  });

  it('resets every value to its default when switching between basic and advanced', async () => {
    serveForecast();
    await withData();
    await chooseModel('Prophet');
    await setNumber('추세 변화 유연성', '0.2');
    expect(screen.getByLabelText('추세 변화 유연성', { exact: false })).toHaveValue('0.2');
    expect(screen.queryByLabelText('계절성 강도', { exact: false })).toBeNull();
    await userEvent.click(screen.getByText('고급'));
    expect(screen.getByLabelText('추세 변화 유연성', { exact: false })).toHaveValue('0.05');
    expect(screen.getByLabelText('계절성 강도', { exact: false })).toHaveValue('10');
    await setNumber('계절성 강도', '3');
    await userEvent.click(screen.getByText('기본'));
    await userEvent.click(screen.getByText('고급'));
    expect(screen.getByLabelText('계절성 강도', { exact: false })).toHaveValue('10');
  });

  it('hides the parameter inputs while auto-optimisation is on', async () => {
    const fetchMock = serveForecast();
    await withData();
    await chooseModel('SARIMA');
    expect(screen.getByTestId('fc-params')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: '자동 최적화' }));
    expect(screen.queryByTestId('fc-params')).toBeNull();
    expect(screen.queryByLabelText('자기회귀 차수 p', { exact: false })).toBeNull();
    expect(screen.getByTestId('fc-params-auto')).toHaveTextContent('자동 최적화 중에는');
    await userEvent.click(screen.getByTestId('fc-run'));
    await waitFor(() => expect(runRequests(fetchMock)).toHaveLength(1), SLOW);
    expect(runRequests(fetchMock)[0]).toMatchObject({
      model: 'sarima',
      autoOptimize: true,
      params: {},
    });
  });

  it('keeps the ensemble weights summing to 1: changing one sets the other', async () => {
    const fetchMock = serveForecast();
    await withData();
    await chooseModel('앙상블(Prophet+XGBoost)');
    await setNumber('Prophet 가중치', '0.7');
    await waitFor(() =>
      expect(screen.getByLabelText('XGBoost 가중치', { exact: false })).toHaveValue('0.3'),
    );
    await setNumber('XGBoost 가중치', '0.9');
    await waitFor(() =>
      expect(screen.getByLabelText('Prophet 가중치', { exact: false })).toHaveValue('0.1'),
    );
    await userEvent.click(screen.getByTestId('fc-run'));
    await waitFor(() => expect(runRequests(fetchMock)).toHaveLength(1), SLOW);
    expect(runRequests(fetchMock)[0].params).toEqual({ prophet_weight: 0.1, xgboost_weight: 0.9 });
  });

  it('shows the recommended horizon of the model and warns outside it', async () => {
    serveForecast();
    await withData();
    await chooseModel('SARIMA');
    expect(screen.getByTestId('fc-horizon-advice')).toHaveTextContent(
      'SARIMA 권장 예측 기간: 6~12개월',
    );
    await setNumber('예측 기간', '24');
    expect(screen.getByTestId('fc-horizon-advice')).toHaveTextContent(
      '권장 범위(6~12개월)를 벗어났습니다',
    );
    expect(screen.getByTestId('fc-period-preview')).toHaveTextContent(
      '실제 자료 60개월 + 예측 24개월 = 모두 84개월',
    );
  });

  it('uses the engine defaults when the parameter table cannot be read, and says so', async () => {
    serveForecast({ models: 'fail' });
    await withData();
    expect(await screen.findByTestId('fc-catalogue-fallback')).toHaveTextContent(
      '모델 파라미터를 불러오지 못했습니다. 기본값을 사용합니다.',
    );
    await chooseModel('XGBoost');
    expect(screen.getByLabelText('트리 수', { exact: false })).toHaveValue('100');
  });
});
