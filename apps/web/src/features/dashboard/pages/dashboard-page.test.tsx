import type { DashboardView } from '@bus/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  loadLocales,
  mockApi,
  renderRoutes,
  sessionHandler,
  testUser,
} from '../../../test/app-test-utils';
import { COMPANY_A, COMPANY_B, companyCard, dashboardView } from '../testing/fixtures';
import { DashboardPage } from './dashboard-page';

beforeAll(() => loadLocales(['dashboard', 'common', 'nav', 'errors', 'dataPrompt']));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const routes = [{ path: '/dashboard', element: <DashboardPage /> }];
const SLOW = { timeout: 10_000 };

type Reply = { status: number; body?: unknown } | 'pending';

/** The API with /me and /api/dashboard answered by `dashboard` (per query string). */
function serve(dashboard: (search: string) => Reply, role: 'user' | 'analyst' = 'user') {
  const session = sessionHandler(testUser(role));
  return mockApi((method, url, body) => {
    const answer = session(method, url, body);
    if (answer) return answer;
    const [path, search = ''] = url.split('?');
    if (method === 'GET' && path === '/dashboard') return dashboard(search);
    return undefined;
  });
}

const ok = (view: DashboardView) => () => ({ status: 200, body: view });

describe('DashboardPage', { timeout: 30_000 }, () => {
  it("shows the company's figures as its screens word them, each card linked to its screen", async () => {
    serve(ok(dashboardView()));
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByTestId('dash-totalCost', {}, SLOW)).toHaveTextContent(
      '72,492,108,135원',
    );
    expect(screen.getByTestId('dash-operatingExpense')).toHaveTextContent('70,928,500,000원');
    expect(screen.getByTestId('dash-transportLoss')).toHaveTextContent('20,732,108,135원');
    expect(screen.getByTestId('dash-supportGap')).toHaveTextContent('-317,891,865원');
    expect(screen.getByTestId('dash-costPerBusDay')).toHaveTextContent('662,028원');
    expect(screen.getByTestId('dash-busday')).toHaveTextContent('보유 300대 × 365일');
    expect(screen.getByTestId('dash-busday')).toHaveTextContent(
      '이 회사의 표준운송원가가 아닙니다',
    );
    expect(screen.getByTestId('dash-busday')).toHaveTextContent('서울 2014년');
    expect(screen.getByTestId('dash-open-totalCost')).toHaveAttribute(
      'href',
      `/transportation-general-cost?company=${COMPANY_A}&year=2024`,
    );
    expect(screen.getByTestId('dashboard-email')).toHaveTextContent('user@demo.local');
    expect(screen.queryByTestId('dash-compare')).not.toBeInTheDocument();
  });

  it('draws each ratio with last year and an arrow: up, down, none without last year', async () => {
    serve(ok(dashboardView()));
    renderRoutes(routes, '/dashboard');
    const ratios = await screen.findByTestId('dash-ratios', {}, SLOW);
    const row = (name: string) => within(ratios).getByText(name).closest('tr') as HTMLElement;
    expect(within(row('자기자본비율')).getByText('45.92%')).toBeInTheDocument();
    expect(within(row('자기자본비율')).getByText('43.59%')).toBeInTheDocument();
    expect(row('자기자본비율').querySelector('[data-trend]')).toHaveAttribute('data-trend', 'up');
    expect(row('부채비율').querySelector('[data-trend]')).toHaveAttribute('data-trend', 'down');
    expect(row('매출액증가율').querySelector('[data-trend]')).toHaveAttribute('data-trend', 'none');
    expect(within(row('자기자본비율')).getByText('상승')).toBeInTheDocument();
  });

  it('says which statements are missing and what the bus-day figure lacks', async () => {
    const card = companyCard({
      statements: [
        { type: 'balance_sheet', status: 'verified', statementId: null },
        { type: 'income_statement', status: 'verified', statementId: null },
        { type: 'cost_statement', status: null, statementId: null },
      ],
      costPerBusDay: {
        value: null,
        buses: null,
        days: 365,
        busDays: null,
        entityPeriod: null,
        missing: ['bus_count'],
      },
    });
    serve(ok(dashboardView({ companies: [card] })));
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByTestId('dash-statements-missing', {}, SLOW)).toHaveTextContent(
      '없는 재무제표: 운송원가명세서',
    );
    expect(screen.getByTestId('dash-busday-missing')).toHaveTextContent('보유대수가 없어');
    expect(screen.queryByTestId('dash-costPerBusDay')).not.toBeInTheDocument();
  });

  it('shows a year without statements as the upload prompt, not as zeros', async () => {
    const none = companyCard({
      fiscalYear: 2019,
      statements: companyCard().statements.map((s) => ({ ...s, status: null, statementId: null })),
      costingMissing: ['income_statement'],
      costing: null,
      support: null,
      ratios: null,
    });
    serve(ok(dashboardView({ fiscalYear: 2019, companies: [none] })));
    renderRoutes(routes, '/dashboard?year=2019');
    expect(await screen.findByText(/2019년 재무제표가 없습니다/, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByTestId('dash-totalCost')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '재무 데이터 센터로 이동' })).toBeInTheDocument();
  });

  it('asks for the year picked and keeps it in the URL', async () => {
    const fetchMock = serve((search) =>
      search.includes('fiscalYear=2023')
        ? ok(dashboardView({ fiscalYear: 2023, companies: [companyCard({ fiscalYear: 2023 })] }))()
        : ok(dashboardView())(),
    );
    const { router } = renderRoutes(routes, '/dashboard');
    await screen.findByTestId('dash-totalCost', {}, SLOW);
    await userEvent.click(screen.getByRole('combobox', { name: '회계연도' }));
    await userEvent.click(await screen.findByTitle('2023년'));
    await waitFor(() => expect(router.state.location.search).toBe('?year=2023'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/api/dashboard?fiscalYear=2023',
      ),
    );
    expect(await screen.findByText('2023년', { selector: 'th' }, SLOW)).toBeInTheDocument();
  });

  it("lets an overseer compare operators side by side and open each one's cards", async () => {
    const costing = companyCard().costing;
    if (!costing) throw new Error('the fixture has costing figures');
    const b = companyCard({
      id: COMPANY_B,
      name: '누리시외버스(주)',
      access: 'read',
      organisation: {
        id: '0a0a0a0a-0000-4000-8000-000000000002',
        name: '누리운수(주)',
        kind: 'operator',
      },
      costing: { ...costing, totalCost: 16_032_980_000 },
    });
    const a = companyCard({ access: 'read' });
    serve(ok(dashboardView({ overseer: true, total: 2, companies: [a, b] })), 'analyst');
    const { router } = renderRoutes(routes, '/dashboard');
    const table = await screen.findByTestId('dash-compare', {}, SLOW);
    expect(within(table).getAllByTestId('dash-compare-row')).toHaveLength(2);
    // 백만원 in the table: 16,032,980,000 won is 16,033.
    expect(within(table).getByText('16,033')).toBeInTheDocument();
    expect(screen.getByText(/운수사 2곳/)).toBeInTheDocument();
    expect(screen.getByTestId('dash-company')).toHaveAttribute('data-company-id', COMPANY_A);
    expect(screen.getByTestId('dash-company')).toHaveTextContent('조회 전용');
    const rowB = within(table)
      .getAllByTestId('dash-compare-row')
      .find((row) => row.getAttribute('data-company-id') === COMPANY_B) as HTMLElement;
    await userEvent.click(within(rowB).getByRole('button', { name: '누리시외버스(주)' }));
    await waitFor(() =>
      expect(screen.getByTestId('dash-company')).toHaveAttribute('data-company-id', COMPANY_B),
    );
    expect(router.state.location.search).toBe(`?company=${COMPANY_B}`);
    expect(screen.getByTestId('dash-totalCost')).toHaveTextContent('16,032,980,000원');
  });

  it('lists unread notices with their count, each to its post', async () => {
    const notices = {
      unread: 7,
      items: [
        {
          id: '61111111-1111-4111-8111-111111111111',
          title: '2025년 표준운송원가 산정 일정',
          pinned: true,
          createdAt: '2026-01-05T01:00:00.000Z',
        },
      ],
    };
    serve(ok(dashboardView({ notices })));
    renderRoutes(routes, '/dashboard');
    const card = await screen.findByTestId('dash-notices', {}, SLOW);
    expect(
      within(card).getByRole('link', { name: '2025년 표준운송원가 산정 일정' }),
    ).toHaveAttribute('href', '/board/posts/61111111-1111-4111-8111-111111111111');
    expect(within(card).getByText('이 밖에 6건 더 있습니다')).toBeInTheDocument();
  });

  it('shows an empty state without companies, a skeleton while loading, an error with retry', async () => {
    serve(ok(dashboardView({ companies: [], total: 0, years: [], fiscalYear: null })));
    const first = renderRoutes(routes, '/dashboard');
    expect(await screen.findByText(/아직 회사가 없습니다/, {}, SLOW)).toBeInTheDocument();
    first.unmount();

    serve(() => 'pending');
    const second = renderRoutes(routes, '/dashboard');
    expect(await screen.findByTestId('dash-loading', {}, SLOW)).toBeInTheDocument();
    second.unmount();

    // Failing until the retry: the client itself tries a 5xx twice more before it gives up.
    let failing = true;
    serve(() =>
      failing
        ? { status: 500, body: { type: 'about:blank', title: 'x', status: 500, code: 'internal' } }
        : { status: 200, body: dashboardView() },
    );
    renderRoutes(routes, '/dashboard');
    expect(
      await screen.findByText('대시보드를 불러오지 못했습니다', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByTestId('dash-totalCost', {}, SLOW)).toBeInTheDocument();
  });
});
