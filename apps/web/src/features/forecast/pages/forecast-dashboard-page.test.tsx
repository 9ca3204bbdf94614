import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLocales, renderRoutes } from '../../../test/app-test-utils';
import { COMPANY_ID, company, RUN_ID, runSummary } from '../testing/fixtures';
import { sentBodies, serveForecast } from '../testing/serve';
import { ForecastDashboardPage } from './forecast-dashboard-page';

beforeAll(() =>
  loadLocales(['forecastDashboard', 'forecast', 'nav', 'errors', 'dataPrompt', 'common']),
);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const routes = [{ path: '/forecast-dashboard', element: <ForecastDashboardPage /> }];
const SLOW = { timeout: 10_000 };

const saved = runSummary({
  status: 'succeeded',
  queuePosition: null,
  saved: true,
  name: '2025년 운송수입 전망',
  companyId: COMPANY_ID,
  companyName: company.name,
  model: 'sarima',
  metrics: {
    rmse: 1,
    mae: 1,
    mape: 2.5,
    r2: 0.9,
    smape: 2.4,
    mase: 0.7,
    coverage80: 80,
    coverage95: 95,
  },
});

function serve(accuracy: unknown) {
  return serveForecast({
    other: (method, path) => {
      if (method === 'GET' && path === '/forecast/runs') {
        return { status: 200, body: { items: [saved], total: 1 } };
      }
      if (method === 'GET' && path === `/forecast/runs/${RUN_ID}/accuracy`) {
        return { status: 200, body: accuracy };
      }
      if (method === 'DELETE' && path === `/forecast/runs/${RUN_ID}`) return { status: 204 };
      return undefined;
    },
  });
}

const listQueries = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/forecast/runs?'))
    .map((url) => Object.fromEntries(new URLSearchParams(url.split('?')[1])));

/** A desktop window: every breakpoint matches, so the columns a phone leaves out are drawn. */
function desktop() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}

describe('ForecastDashboardPage', { timeout: 30_000 }, () => {
  it('lists saved forecasts and opens one to its realised accuracy', async () => {
    const fetchMock = serve({
      runId: RUN_ID,
      seriesId: null,
      periods: [
        {
          label: '2025-01',
          actual: 1_500_000_000,
          forecast: 1_470_000_000,
          lower95: 1_400_000_000,
          upper95: 1_560_000_000,
        },
        {
          label: '2025-02',
          actual: 1_200_000_000,
          forecast: 1_380_000_000,
          lower95: 1_300_000_000,
          upper95: 1_460_000_000,
        },
      ],
      metrics: {
        rmse: 1,
        mae: 1,
        mape: 8.5,
        r2: 0.1,
        smape: 8,
        mase: 1.1,
        coverage80: 50,
        coverage95: 50,
      },
    });
    desktop();
    renderRoutes(routes, '/forecast-dashboard');
    const table = await screen.findByTestId('fc-runs-saved', {}, SLOW);
    const row = (await within(table).findByText('2025년 운송수입 전망')).closest(
      'tr',
    ) as HTMLElement;
    expect(row).toHaveTextContent('SARIMA');
    expect(row).toHaveTextContent(company.name);
    expect(row).toHaveTextContent('2.50%');
    // getByRole weighs every antd style rule in jsdom (tens of seconds here): the link by its text.
    expect(within(row).getByText('보기').closest('a')).toHaveAttribute(
      'href',
      `/forecast?run=${RUN_ID}`,
    );
    expect(listQueries(fetchMock)[0]).toMatchObject({
      saved: 'true',
      kind: 'forecast',
      limit: '20',
      offset: '0',
    });
    await userEvent.click(within(row).getByTestId(`fc-accuracy-${RUN_ID}`));
    const accuracy = await screen.findByTestId('fc-accuracy');
    expect(within(accuracy).getByTestId('fc-accuracy-mape')).toHaveTextContent('8.50%');
    expect(within(accuracy).getByText('1,200,000,000원')).toBeInTheDocument();
    expect(within(accuracy).getByText('밖')).toBeInTheDocument();
  });

  it('says when no actuals have arrived yet', async () => {
    serve({ runId: RUN_ID, seriesId: null, periods: [], metrics: null });
    renderRoutes(routes, '/forecast-dashboard');
    const table = await screen.findByTestId('fc-runs-saved', {}, SLOW);
    const row = (await within(table).findByText('2025년 운송수입 전망')).closest(
      'tr',
    ) as HTMLElement;
    await userEvent.click(within(row).getByTestId(`fc-accuracy-${RUN_ID}`));
    expect(await screen.findByTestId('fc-accuracy-none')).toHaveTextContent(
      '아직 들어오지 않았습니다',
    );
  });

  it('filters the logs by model and deletes a run', async () => {
    const fetchMock = serve({ runId: RUN_ID, seriesId: null, periods: [], metrics: null });
    renderRoutes(routes, '/forecast-dashboard?tab=logs');
    const table = await screen.findByTestId('fc-runs-logs', {}, SLOW);
    // A phone's row: the time, then status, model and company on one line.
    await within(table).findByText(`완료 · SARIMA · ${company.name}`);
    await userEvent.click(screen.getByRole('combobox', { name: '모델' }));
    const listbox = (await screen.findAllByRole('option'))[0]?.closest(
      '.ant-select-dropdown',
    ) as HTMLElement;
    await userEvent.click(within(listbox).getAllByText('Prophet').at(-1) as HTMLElement);
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toMatchObject({ model: 'prophet' }));
    expect(listQueries(fetchMock).at(-1)).not.toHaveProperty('saved');
    await userEvent.click(within(table).getByTestId(`fc-delete-${RUN_ID}`));
    await userEvent.click(await screen.findByRole('button', { name: '삭제' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'DELETE', `/forecast/runs/${RUN_ID}`)).toHaveLength(1),
    );
  });
});
