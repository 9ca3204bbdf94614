import type { InvestmentSource } from '@bus/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  loadLocales,
  mockApi,
  renderRoutes,
  sessionHandler,
  testUser,
} from '../../../test/app-test-utils';
import { problemReply, readOnlyCompany } from '../../../test/costing-fixtures';
import { COMPANY_ID, company, transportCostView } from '../testing/fixtures';
import { TransportCostPage } from './transport-cost-page';

beforeAll(() => loadLocales(['transportCost', 'errors', 'dataPrompt']));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const PERIOD = `/costing/${COMPANY_ID}/2024`;
const routes = [{ path: '/transportation-general-cost', element: <TransportCostPage /> }];
const URL = `/transportation-general-cost?company=${COMPANY_ID}&year=2024`;

const stale: InvestmentSource = {
  source: 'stored',
  amount: 300_000,
  storedAt: '2026-03-01T00:00:00.000Z',
  latestAmount: 350_000,
  differs: true,
  version: 3,
};

type Reply = { status: number; body?: unknown };

function serve(role: 'user' | 'viewer', syncReplies: Reply[], adjustments = []) {
  const session = sessionHandler(testUser(role));
  const view = { ...transportCostView(1, adjustments), investment: stale };
  return mockApi((method, path, body) => {
    const answer = session(method, path, body);
    if (answer) return answer;
    if (path === '/financial-data/companies') {
      return { status: 200, body: { items: [role === 'viewer' ? readOnlyCompany : company] } };
    }
    if (path === `${PERIOD}/transport-cost`) return { status: 200, body: view };
    if (path === `${PERIOD}/investment/status`) return { status: 200, body: stale };
    if (method === 'POST' && path === `${PERIOD}/investment/sync`) return syncReplies.shift();
    if (method === 'PUT' && path === `${PERIOD}/adjustments`) {
      return { status: 200, body: { ...transportCostView(2, []), investment: stale } };
    }
    return undefined;
  });
}

const posts = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));

// antd modals animate in; give them time on a busy machine.
const dialog = () => screen.findByRole('dialog', {}, { timeout: 5_000 });
const findNotice = () => screen.findByTestId('tc-investment-differs', {}, { timeout: 10_000 });

describe('investment compensation sync on the transport cost screen', { timeout: 20_000 }, () => {
  it('checks the investment status as a background request, unlike the screen’s own load', async () => {
    const fetchMock = serve('user', []);
    renderRoutes(routes, URL);
    await findNotice();
    const mark = (suffix: string) =>
      fetchMock.mock.calls
        .filter(([url]) => String(url).endsWith(`${PERIOD}${suffix}`))
        .map(([, init]) => new Headers(init?.headers).get('x-background-request'));
    // ADR 0007: the 300 s check is not activity, so an open tab alone never keeps the session.
    await waitFor(() => expect(mark('/investment/status')).toEqual(['1']));
    expect(mark('/transport-cost')).toEqual([null]);
  });

  it('shows both figures and syncs after the user agrees', async () => {
    const done = { previousAmount: 300_000, newAmount: 350_000, changeAmount: 50_000, version: 4 };
    const fetchMock = serve('user', [{ status: 200, body: done }]);
    renderRoutes(routes, URL);
    const notice = await findNotice();
    expect(notice).toHaveTextContent('300,000원');
    expect(notice).toHaveTextContent('350,000원');
    fireEvent.click(within(notice).getByRole('button', { name: '적정투자보수 동기화' }));
    const modal = await dialog();
    expect(modal).toHaveTextContent('차이 50,000원');
    fireEvent.click(within(modal).getByRole('button', { name: '적정투자보수 동기화' }));
    expect(
      await screen.findByText('적정투자보수를 동기화했습니다 (변동 50,000원).'),
    ).toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([{ version: 3, confirmed: false }]);
  });

  it('asks again when the calculation needs a confirmation, then sends it confirmed', async () => {
    const confirm = problemReply(400, 'validation_failed', {
      errors: [],
      confirm: [{ rule: 'working_capital_negative', severity: 'warning' }],
    });
    const done = { previousAmount: 300_000, newAmount: 350_000, changeAmount: 50_000, version: 4 };
    const fetchMock = serve('user', [confirm, { status: 200, body: done }]);
    renderRoutes(routes, URL);
    const notice = await findNotice();
    fireEvent.click(within(notice).getByRole('button', { name: '적정투자보수 동기화' }));
    fireEvent.click(within(await dialog()).getByRole('button', { name: '적정투자보수 동기화' }));
    expect(await screen.findByText(/운전자본이 음수이거나/)).toBeInTheDocument();
    // A text query: role queries over the whole screen are slow in jsdom.
    const ok = (await screen.findByText('계속 저장')).closest('button') as HTMLButtonElement;
    await waitFor(() => expect(ok).not.toHaveClass('ant-btn-loading'));
    fireEvent.click(ok);
    await waitFor(() =>
      expect(posts(fetchMock)).toEqual([
        { version: 3, confirmed: false },
        { version: 3, confirmed: true },
      ]),
    );
  });

  it('says so when there is no stored calculation to sync', async () => {
    const missing = problemReply(404, 'not_found');
    serve('user', [missing]);
    renderRoutes(routes, URL);
    const notice = await findNotice();
    fireEvent.click(within(notice).getByRole('button', { name: '적정투자보수 동기화' }));
    fireEvent.click(within(await dialog()).getByRole('button', { name: '적정투자보수 동기화' }));
    expect(await screen.findByText(/저장된 적정투자보수 계산이 없습니다/)).toBeInTheDocument();
  });

  it('offers a viewer the calculator link but not the sync', async () => {
    serve('viewer', []);
    renderRoutes(routes, URL);
    const notice = await findNotice();
    expect(within(notice).queryByRole('button', { name: '적정투자보수 동기화' })).toBeNull();
    expect(within(notice).getByRole('link', { name: '적정투자보수 계산기 열기' })).toHaveAttribute(
      'href',
      `/investment-compensation?company=${COMPANY_ID}&year=2024`,
    );
  });

  it('re-fetches from the data center only after a confirmation, clearing the decisions', async () => {
    const decision = [{ accountId: 'acc-2', key: 'is.sga.rent', category: 'transportation_cost' }];
    // @ts-expect-error the fixture's literal category narrows in transportCostView
    const fetchMock = serve('user', [], decision);
    renderRoutes(routes, URL);
    await findNotice();
    fireEvent.click(screen.getByRole('button', { name: /데이터 센터에서 다시 가져오기/ }));
    const modal = await dialog();
    expect(modal).toHaveTextContent('변경 이력에 남습니다');
    fireEvent.click(within(modal).getByRole('button', { name: '다시 가져오기' }));
    await waitFor(() => {
      const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
      expect(JSON.parse(String(put?.[1]?.body))).toEqual({ version: 1, adjustments: [] });
    });
  });
});
