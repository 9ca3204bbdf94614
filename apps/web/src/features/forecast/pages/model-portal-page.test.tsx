import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLocales, renderRoutes } from '../../../test/app-test-utils';
import { comparisonRun, RUN_ID, SERIES_ID, savedSeriesList } from '../testing/fixtures';
import { sentBodies, serveForecast } from '../testing/serve';
import { ModelPortalPage } from './model-portal-page';

beforeAll(() =>
  loadLocales([
    'forecastPortal',
    'forecast',
    'forecastParams',
    'nav',
    'errors',
    'dataPrompt',
    'common',
  ]),
);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const routes = [{ path: '/model-portal', element: <ModelPortalPage /> }];
const SLOW = { timeout: 10_000 };

describe('ModelPortalPage', { timeout: 30_000 }, () => {
  it('shows a card per model with its M3 figures, speed and calibration', async () => {
    serveForecast();
    renderRoutes(routes, '/model-portal');
    const auto = await screen.findByTestId('fc-card-auto', {}, SLOW);
    expect(auto).toHaveTextContent('자동 선택');
    expect(auto).toHaveTextContent('13.63%');
    expect(auto).toHaveTextContent('0.833');
    expect(auto).toHaveTextContent('84.40% / 95.60%');
    expect(auto).toHaveTextContent('M3 채점 시계열1,228개');
    expect(auto).toHaveTextContent(
      'M3 계수 (95 % ×0.99, 80 % ×0.95): 자체 백테스트로 이미 조정된 구간',
    );
    expect(screen.getByTestId('fc-card-prophet')).toHaveTextContent(
      '시계열 자체의 백테스트(3개 구간) 오차로 배율을 정한 뒤 M3 계수를 곱합니다 (95 % ×1.64, 80 % ×1.39)',
    );
    const sarima = screen.getByTestId('fc-card-sarima');
    expect(sarima).toHaveTextContent('자료 길이의 10~20%');
    expect(sarima).toHaveTextContent('벤치마크 성적은 아직 없습니다');
    expect(screen.getByTestId('fc-card-nbeats')).toHaveTextContent('느림');
  });

  it('compares the chosen models on the same folds from a saved series', async () => {
    const fetchMock = serveForecast({
      series: savedSeriesList(),
      other: (method, path) =>
        method === 'GET' && path === `/forecast/series/${SERIES_ID}`
          ? {
              status: 200,
              body: {
                ...savedSeriesList().items[0],
                series: { frequency: 'monthly', labels: ['2024-01', '2024-02'], values: [1, 2] },
              },
            }
          : undefined,
    });
    const { router } = renderRoutes(routes, '/model-portal');
    await userEvent.click(await screen.findByRole('tab', { name: '저장된 시계열' }, SLOW));
    await userEvent.click(screen.getByRole('combobox', { name: '저장된 시계열 고르기' }));
    const option = (await screen.findAllByRole('option'))[0]?.closest('.ant-select-dropdown');
    await userEvent.click(
      within(option as HTMLElement)
        .getAllByText(/월별 운송수입/)
        .at(-1) as HTMLElement,
    );
    await screen.findByTestId('fc-preview');
    await userEvent.click(screen.getByRole('checkbox', { name: 'ETS(지수평활)' }));
    await userEvent.click(screen.getByTestId('fc-cv-run'));
    await waitFor(() => expect(sentBodies(fetchMock, 'POST', '/forecast/runs')).toHaveLength(1));
    const [body] = sentBodies(fetchMock, 'POST', '/forecast/runs');
    expect(JSON.parse(String(body))).toEqual({
      kind: 'comparison',
      models: ['auto', 'sarima', 'theta'].map((model) => ({ model, params: {} })),
      splits: 3,
      horizon: 12,
      companyId: savedSeriesList().items[0]?.companyId,
      seriesId: SERIES_ID,
    });
    await waitFor(() => expect(router.state.location.search).toBe(`?run=${RUN_ID}`));
  });

  it('shows the comparison, best first, the recommendation and its reason, and a model that could not be scored', async () => {
    serveForecast({ run: () => comparisonRun() });
    renderRoutes(routes, `/model-portal?run=${RUN_ID}`);
    expect(await screen.findByTestId('fc-recommendation', {}, SLOW)).toHaveTextContent(
      '자동 선택의 추천: SARIMA3개 분할에서 12기간씩 예측한 평균 sMAPE가 가장 낮은 모델: SARIMA (2.05). 다음: 자동 선택 (2.11).',
    );
    const table = screen.getByTestId('fc-comparison-table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('SARIMA가장 정확');
    expect(rows[0]).toHaveTextContent('2.05%');
    expect(rows[3]).toHaveTextContent(
      'N-BEATS 모델에는 최소 36개 시점이 필요합니다. 지금은 30개입니다.',
    );
    expect(screen.getByText(/같은 3개 분할에서 평가했습니다/)).toHaveTextContent(
      '2023-01, 2023-07, 2024-01',
    );
  });
});
