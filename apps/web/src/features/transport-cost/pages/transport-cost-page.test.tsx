import type { Company, CostAdjustmentInput } from '@bus/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  loadLocales,
  mockApi,
  renderRoutes,
  sessionHandler,
  testUser,
} from '../../../test/app-test-utils';
import { problemReply, readOnlyCompany } from '../../../test/costing-fixtures';
import {
  AUTOSAVE_DELAY_MS,
  RECONNECT_SAVE_DELAY_MS,
  RETRY_INTERVAL_MS,
} from '../hooks/use-autosave';
import { backupKey } from '../lib/backup';
import { COMPANY_ID, company, OTHER_COMPANY_ID, transportCostView } from '../testing/fixtures';
import { TransportCostPage } from './transport-cost-page';

beforeAll(() => loadLocales(['transportCost', 'errors', 'dataPrompt', 'common']));

let online = true;
beforeEach(() => {
  localStorage.clear();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const VIEW_PATH = `/costing/${COMPANY_ID}/2024/transport-cost`;
const SAVE_PATH = `/costing/${COMPANY_ID}/2024/adjustments`;
const routes = [{ path: '/transportation-general-cost', element: <TransportCostPage /> }];
const URL = `/transportation-general-cost?company=${COMPANY_ID}&year=2024`;
const user = testUser('user');

type Server = {
  version: number;
  adjustments: CostAdjustmentInput[];
  /** Answer saves with this instead of storing them. */
  saveReply?: { status: number; body?: unknown };
  viewCompany?: string;
  /** The company as the list gives it (its `access` decides the edit controls). */
  company?: Company;
};

function serve(server: Server) {
  const session = sessionHandler(user);
  return mockApi((method, path, body) => {
    const answer = session(method, path, body);
    if (answer) return answer;
    if (method === 'GET' && path === '/financial-data/companies') {
      return { status: 200, body: { items: [server.company ?? company] } };
    }
    if (method === 'GET' && path === VIEW_PATH) {
      return {
        status: 200,
        body: transportCostView(server.version, server.adjustments, server.viewCompany),
      };
    }
    if (method === 'PUT' && path === SAVE_PATH) {
      if (server.saveReply) return server.saveReply;
      const save = body as { version: number; adjustments: CostAdjustmentInput[] };
      server.version = save.version + 1;
      server.adjustments = save.adjustments;
      return { status: 200, body: transportCostView(server.version, server.adjustments) };
    }
    return undefined;
  });
}

const puts = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

/** The background mark of each call (ADR 0007: a timed retry is not activity). */
const marks = (calls: ReturnType<typeof puts>) =>
  calls.map(([, init]) => new Headers(init?.headers).get('x-background-request'));

const sum = (field: string) => screen.getByTestId(`tc-sum-${field}`).textContent;

async function moveRent(to: string) {
  const table = await screen.findByTestId('tc-table-administration_cost');
  const select = within(table).getByRole('combobox', { name: /임차료/ });
  fireEvent.mouseDown(select);
  const option = await screen.findAllByTitle(to);
  fireEvent.click(option[option.length - 1] as HTMLElement);
}

describe('TransportCostPage', { timeout: 20_000 }, () => {
  it('shows the category tables with footers and the §9 summary', async () => {
    serve({ version: 1, adjustments: [] });
    renderRoutes(routes, URL);
    const transport = await screen.findByTestId('tc-table-transportation_cost');
    expect(within(transport).getByText('연료비')).toBeInTheDocument();
    expect(within(transport).getByText('5,000,000')).toBeInTheDocument();
    expect(screen.getByTestId('tc-footer-transportation_cost')).toHaveTextContent(
      '소계 8,000,000 · 포함 2건 · 제외 0건',
    );
    expect(screen.getByTestId('tc-footer-excluded')).toHaveTextContent('포함 0건 · 제외 1건');
    expect(sum('transportationCost')).toBe('8,000,000원');
    expect(sum('operatingExpense')).toBe('9,000,000원');
    expect(sum('appropriateCost')).toBe('9,300,000원');
    expect(sum('investmentCompensation')).toBe('279,000원');
    expect(sum('totalCost')).toBe('9,579,000원');
    expect(screen.getByText('기본값: 적정원가의 3%')).toBeInTheDocument();
    // Confidence colours: 0.9 green, 0.7 orange, 0.3 red.
    const rent = within(screen.getByTestId('tc-table-administration_cost'));
    expect(rent.getByTestId('tc-confidence')).toHaveClass('ant-tag-orange');
    const misc = within(screen.getByTestId('tc-table-unclassified'));
    expect(misc.getByTestId('tc-confidence')).toHaveClass('ant-tag-red');
    expect(screen.getByTestId('tc-autosave')).toHaveAttribute('data-status', 'idle');
  });

  it('moves an item, updates the summary at once and autosaves 3 s later', async () => {
    const fetchMock = serve({ version: 1, adjustments: [] });
    renderRoutes(routes, URL);
    await moveRent('운송비');
    await waitFor(() => expect(sum('transportationCost')).toBe('9,000,000원'));
    expect(sum('administrationCost')).toBe('0원');
    expect(screen.getByTestId('tc-footer-transportation_cost')).toHaveTextContent('포함 3건');
    expect(screen.getByTestId('tc-autosave')).toHaveAttribute('data-status', 'pending');
    expect(puts(fetchMock)).toHaveLength(0);
    // The unsaved decision is backed up locally right away.
    expect(localStorage.getItem(backupKey(user.id, COMPANY_ID, 2024))).toContain('is.sga.rent');

    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    await waitFor(() =>
      expect(screen.getByTestId('tc-autosave')).toHaveAttribute('data-status', 'saved'),
    );
    const [, init] = puts(fetchMock)[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      version: 1,
      adjustments: [{ accountId: 'acc-2', key: 'is.sga.rent', category: 'transportation_cost' }],
    });
    expect(localStorage.getItem(backupKey(user.id, COMPANY_ID, 2024))).toBeNull();
  });

  it('queues an edit made offline and saves it when the connection returns', async () => {
    const fetchMock = serve({ version: 1, adjustments: [] });
    renderRoutes(routes, URL);
    await screen.findByTestId('tc-table-administration_cost');
    online = false;
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByText(/오프라인입니다/)).toBeInTheDocument();
    await moveRent('운송비');
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2));
    expect(puts(fetchMock)).toHaveLength(0);
    expect(screen.getByTestId('tc-autosave')).toHaveAttribute('data-status', 'pending');

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await act(() => vi.advanceTimersByTimeAsync(RECONNECT_SAVE_DELAY_MS));
    await waitFor(() =>
      expect(screen.getByTestId('tc-autosave')).toHaveAttribute('data-status', 'saved'),
    );
    expect(puts(fetchMock)).toHaveLength(1);
  });

  it('retries a failed save every 30 s as a background request, not as activity', async () => {
    const server: Server = {
      version: 1,
      adjustments: [],
      saveReply: problemReply(503, 'internal'),
    };
    const fetchMock = serve(server);
    renderRoutes(routes, URL);
    await moveRent('운송비');
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    // The edit's save and its two quick retries (1 s, 2 s) come from the user's change.
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    await waitFor(() =>
      expect(screen.getByTestId('tc-autosave')).toHaveAttribute('data-status', 'failed'),
    );
    expect(marks(puts(fetchMock))).toEqual([null, null, null]);

    server.saveReply = undefined;
    await act(() => vi.advanceTimersByTimeAsync(RETRY_INTERVAL_MS));
    await waitFor(() =>
      expect(screen.getByTestId('tc-autosave')).toHaveAttribute('data-status', 'saved'),
    );
    expect(marks(puts(fetchMock))).toEqual([null, null, null, '1']);
  });

  it('restores unsaved decisions from the local backup after a reload', async () => {
    localStorage.setItem(
      backupKey(user.id, COMPANY_ID, 2024),
      JSON.stringify({
        baseVersion: 1,
        adjustments: [{ accountId: 'acc-5', key: 'is.misc', excluded: true }],
        changedAt: '2026-03-02T09:00:00.000Z',
      }),
    );
    const server: Server = { version: 1, adjustments: [] };
    serve(server);
    renderRoutes(routes, URL);
    expect(await screen.findByText(/백업에서 복원했습니다/)).toBeInTheDocument();
    expect(screen.getByTestId('tc-footer-unclassified')).toHaveTextContent('포함 0건 · 제외 1건');
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    await waitFor(() => expect(server.version).toBe(2));
    expect(server.adjustments).toEqual([{ accountId: 'acc-5', key: 'is.misc', excluded: true }]);
  });

  it('rolls a refused exclude back, says so once and never sends it again', async () => {
    const server: Server = {
      version: 1,
      adjustments: [],
      saveReply: problemReply(403, 'forbidden'),
    };
    const fetchMock = serve(server);
    renderRoutes(routes, URL);
    const misc = await screen.findByTestId('tc-table-unclassified');
    fireEvent.click(within(misc).getByText('제외'));
    expect(screen.getByTestId('tc-footer-unclassified')).toHaveTextContent('포함 0건 · 제외 1건');

    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(await screen.findByText('권한이 없습니다')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('tc-footer-unclassified')).toHaveTextContent('포함 1건 · 제외 0건'),
    );
    expect(screen.getByTestId('tc-autosave')).toHaveAttribute('data-status', 'idle');
    expect(localStorage.getItem(backupKey(user.id, COMPANY_ID, 2024))).toBeNull();

    // Neither the quick retries nor the 30 s queue send a refused change again.
    await act(() => vi.advanceTimersByTimeAsync(RETRY_INTERVAL_MS * 2));
    expect(puts(fetchMock)).toHaveLength(1);
    expect(screen.getAllByText('권한이 없습니다')).toHaveLength(1);
    expect(screen.queryByText('데이터 저장에 실패했습니다. 네트워크를 확인해주세요.')).toBeNull();
  });

  it('shows a reader the figures without edit controls and drops its old backup', async () => {
    const key = backupKey(user.id, COMPANY_ID, 2024);
    localStorage.setItem(
      key,
      JSON.stringify({
        baseVersion: 1,
        adjustments: [{ accountId: 'acc-5', key: 'is.misc', excluded: true }],
        changedAt: '2026-03-02T09:00:00.000Z',
      }),
    );
    const fetchMock = serve({ version: 1, adjustments: [], company: readOnlyCompany });
    renderRoutes(routes, URL);
    const rent = await screen.findByTestId('tc-table-administration_cost');
    expect(screen.getByText('읽기 전용')).toBeInTheDocument();
    expect(within(rent).queryByRole('combobox')).toBeNull();
    expect(within(rent).queryByText('제외')).toBeNull();
    expect(within(rent).queryByRole('checkbox')).toBeNull();
    expect(screen.queryByTestId('tc-autosave')).toBeNull();
    expect(sum('transportationCost')).toBe('8,000,000원');
    // The backup of a change the server would refuse is not restored, and not kept.
    expect(screen.getByTestId('tc-footer-unclassified')).toHaveTextContent('포함 1건 · 제외 0건');
    expect(localStorage.getItem(key)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2));
    expect(puts(fetchMock)).toHaveLength(0);
  });

  it('shows both versions on a 409 and saves mine only when I choose it', async () => {
    const theirs = transportCostView(2, [
      { accountId: 'acc-0', key: 'cs.fuel', amount: 4_000_000, note: '보조금 차감' },
    ]);
    const server: Server = {
      version: 1,
      adjustments: [],
      saveReply: problemReply(409, 'conflict', { currentVersion: 2, current: theirs }),
    };
    const fetchMock = serve(server);
    renderRoutes(routes, URL);
    await moveRent('운송비');
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    const dialog = await screen.findByTestId('tc-conflict');
    expect(dialog).toHaveTextContent('김회계');
    // Theirs: fuel 4,000,000 → transport 7,000,000; mine (rent moved, fuel as classified): 9,000,000.
    const row = within(dialog).getByText('운송비').closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('7,000,000원');
    expect(row).toHaveTextContent('9,000,000원');
    expect(puts(fetchMock)).toHaveLength(1);

    server.saveReply = undefined;
    server.version = 2;
    fireEvent.click(screen.getByRole('button', { name: '내 변경으로 저장' }));
    await waitFor(() =>
      expect(screen.getByTestId('tc-autosave')).toHaveAttribute('data-status', 'saved'),
    );
    const [, init] = puts(fetchMock)[1] ?? [];
    expect(JSON.parse(String(init?.body)).version).toBe(2);
  });

  it('discards a response for another company', async () => {
    serve({ version: 1, adjustments: [], viewCompany: OTHER_COMPANY_ID });
    renderRoutes(routes, URL);
    expect(await screen.findByText('데이터 로드에 실패했습니다.')).toBeInTheDocument();
    expect(screen.getByText(/다른 회사의 응답/)).toBeInTheDocument();
    expect(screen.queryByTestId('tc-summary')).not.toBeInTheDocument();
  });
});
