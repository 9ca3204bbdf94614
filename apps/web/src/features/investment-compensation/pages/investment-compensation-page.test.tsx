import type { Company, InvestmentSave } from '@bus/domain';
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
import { pendingKey } from '../lib/pending-save';
import { COMPANY_ID, calculationOf, company, investmentView, SAMPLE_A } from '../testing/fixtures';
import { InvestmentCompensationPage } from './investment-compensation-page';

beforeAll(() => loadLocales(['investment', 'nav', 'errors', 'dataPrompt', 'common']));

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PATH = `/costing/${COMPANY_ID}/2024/investment`;
const routes = [{ path: '/investment-compensation', element: <InvestmentCompensationPage /> }];
const URL = `/investment-compensation?company=${COMPANY_ID}&year=2024`;
const user = testUser('user');

type Server = {
  view: ReturnType<typeof investmentView>;
  /** Answer saves with this instead of storing them; 'network' makes fetch fail. */
  saveReply?: { status: number; body?: unknown } | 'network';
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
    if (method === 'GET' && path === PATH) return { status: 200, body: server.view };
    if (method === 'PUT' && path === PATH) {
      if (server.saveReply === 'network') throw new TypeError('Failed to fetch');
      if (server.saveReply) return server.saveReply;
      const save = body as InvestmentSave;
      server.view = investmentView({
        inputs: save.inputs,
        equityPolicy: save.equityPolicy,
        version: save.version + 1,
      });
      return { status: 200, body: server.view };
    }
    return undefined;
  });
}

const puts = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)) as InvestmentSave);

/** The background mark of each save (ADR 0007: a kept save sent on its own is not activity). */
const marks = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([, init]) => new Headers(init?.headers).get('x-background-request'));

const result = () => screen.getByTestId('ic-result-amount').textContent;

function type(field: string, text: string) {
  const input = document.getElementById(`ic-field-${field}`) as HTMLInputElement;
  fireEvent.change(input, { target: { value: text } });
}

const won = (n: number | undefined) => `${(n ?? Number.NaN).toLocaleString('en-US')}원`;

// Many antd inputs render per test; jsdom needs more than the default 5 s on 2 cores.
describe('InvestmentCompensationPage', { timeout: 30_000 }, () => {
  it("shows sample A's figures, sources and status from the auto-load", async () => {
    serve({ view: investmentView() });
    renderRoutes(routes, URL);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('적정투자보수');
    await waitFor(() => expect(result()).toBe('977,608,135원'));
    expect(screen.getByTestId('ic-fareBase')).toHaveTextContent('21,623,125,000원');
    expect(screen.getByTestId('ic-movingEquipmentAssets')).toHaveTextContent('16,335,000,000원');
    expect(screen.getByTestId('ic-workingCapital')).toHaveTextContent('5,288,125,000원');
    expect(screen.getByTestId('ic-returnRate')).toHaveTextContent('4.5211%');
    expect(screen.getByTestId('ic-step-investmentCompensation')).toHaveTextContent(
      '977,608,134.52',
    );
    expect(screen.getByTestId('ic-dot-financial')).toHaveAttribute('data-status', 'success');
    expect(screen.getByTestId('ic-dot-ratios')).toHaveTextContent('차입금평균이자율 불러옴');
    expect(screen.getByText('출처: 자본총계(당기)')).toBeInTheDocument();
    expect(document.getElementById('ic-field-equityRate')).toBeDisabled();
    expect(screen.getByText('123-45-67890 · 시내버스')).toBeInTheDocument();
  });

  it('recomputes the result live when Rd changes and warns above 50 % after 500 ms', async () => {
    serve({ view: investmentView() });
    renderRoutes(routes, URL);
    await waitFor(() => expect(result()).toBe('977,608,135원'));
    type('debtRate', '5');
    const expected = calculationOf({ ...SAMPLE_A, debtRate: 0.05 }).result?.investmentCompensation;
    await waitFor(() => expect(result()).toBe(won(expected)));

    type('debtRate', '60');
    expect(screen.queryByText('타인자본수익률이 50%를 초과합니다')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(await screen.findByText('타인자본수익률이 50%를 초과합니다')).toBeInTheDocument();
    expect(screen.getByTestId('ic-errors')).toHaveTextContent('타인자본수익률 값이 허용 범위');
  });

  it('names the missing statements in the data prompt', async () => {
    serve({ view: { ...investmentView(), missing: ['balance_sheet'] } });
    renderRoutes(routes, URL);
    expect(await screen.findByText(/2024년 재무상태표가 없어/)).toBeInTheDocument();
    expect(screen.getByTestId('ic-dot-financial')).toHaveAttribute('data-status', 'error');
    expect(screen.queryByTestId('ic-result')).not.toBeInTheDocument();
  });

  it('asks to compute the ratios first when Rd cannot be loaded from them', async () => {
    const view = investmentView();
    view.autoLoaded.draft.debtRate = null;
    const rd = view.autoLoaded.fields.debtRate;
    if (rd) rd.value = null;
    view.autoLoaded.problems = [{ rule: 'borrowing_rate_missing', severity: 'error', params: {} }];
    serve({ view });
    renderRoutes(routes, URL);
    await waitFor(() => expect(result()).toBe('-'));
    expect(screen.getByTestId('ic-dot-ratios')).toHaveAttribute('data-status', 'error');
    expect(screen.getByTestId('ic-errors')).toHaveTextContent(
      '필수 입력값이 없습니다: 타인자본수익률',
    );
    fireEvent.click(screen.getByRole('button', { name: /재무비율에서 불러오기/ }));
    const problem = await screen.findByTestId('ic-ratio-problem');
    expect(problem).toHaveTextContent('재무비율을 먼저 계산해주세요');
    expect(within(problem).getByRole('link', { name: '재무비율 계산하러 가기' })).toHaveAttribute(
      'href',
      '/financial-data-center/analyze',
    );
  });

  it('asks "continue saving?" for a confirm warning and then saves confirmed', async () => {
    const fetchMock = serve({ view: investmentView() });
    renderRoutes(routes, URL);
    await waitFor(() => expect(result()).toBe('977,608,135원'));
    // Revaluation above the book value: net operating equipment assets <= 0.
    type('revaluationDifference', '30000000000');
    fireEvent.click(screen.getByRole('button', { name: /통합 데이터 센터에 저장/ }));
    const [title] = await screen.findAllByText('계속 저장하시겠습니까?');
    const dialog = title?.closest('.ant-modal') as HTMLElement;
    expect(dialog).toHaveTextContent('순가동설비자산이 0 이하입니다(-7,665,000,000원)');
    expect(puts(fetchMock)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: '계속 저장' }));
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(1));
    expect(puts(fetchMock)[0]).toMatchObject({
      version: 0,
      confirmed: true,
      inputs: { revaluationDifference: 30_000_000_000 },
    });
    await waitFor(() =>
      expect(screen.getByTestId('ic-save-status')).toHaveAttribute('data-status', 'saved'),
    );
  });

  it('asks when the server answers 400 with params.confirm and sends again confirmed', async () => {
    const warning = {
      rule: 'negative_working_capital',
      severity: 'warning',
      params: { workingCapital: -1_000 },
    };
    const server: Server = {
      view: investmentView(),
      saveReply: problemReply(400, 'validation_failed', { errors: [], confirm: [warning] }),
    };
    const fetchMock = serve(server);
    renderRoutes(routes, URL);
    await waitFor(() => expect(result()).toBe('977,608,135원'));
    fireEvent.click(screen.getByRole('button', { name: /통합 데이터 센터에 저장/ }));
    const [title] = await screen.findAllByText('계속 저장하시겠습니까?');
    const dialog = title?.closest('.ant-modal') as HTMLElement;
    expect(dialog).toHaveTextContent('운전자본이 음수입니다(-1,000원)');
    server.saveReply = undefined;
    fireEvent.click(within(dialog).getByRole('button', { name: '계속 저장' }));
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(2));
    expect(puts(fetchMock).map((body) => body.confirmed)).toEqual([false, true]);
  });

  it('shows both versions on a 409 and saves mine on the current version when I choose it', async () => {
    const theirs = investmentView({ inputs: { ...SAMPLE_A, debtRate: 0.05 }, version: 2 });
    const server: Server = {
      view: investmentView(),
      saveReply: problemReply(409, 'conflict', { currentVersion: 2, current: theirs }),
    };
    const fetchMock = serve(server);
    renderRoutes(routes, URL);
    await waitFor(() => expect(result()).toBe('977,608,135원'));
    fireEvent.click(screen.getByRole('button', { name: /통합 데이터 센터에 저장/ }));
    const dialog = await screen.findByTestId('ic-conflict');
    expect(dialog).toHaveTextContent('김회계');
    const row = within(dialog).getByText('타인자본수익률').closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('5.0000%');
    expect(row).toHaveTextContent('4.6000%');
    const theirAmount = theirs.stored?.investmentCompensation;
    expect(within(dialog).getByText(won(theirAmount))).toBeInTheDocument();

    server.saveReply = undefined;
    server.view = theirs;
    fireEvent.click(screen.getByRole('button', { name: '내 값으로 저장' }));
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(2));
    expect(puts(fetchMock)[1]).toMatchObject({ version: 2, inputs: { debtRate: 0.046 } });
  });

  it('keeps a save that failed for the network and sends it when the connection returns', async () => {
    const server: Server = { view: investmentView(), saveReply: 'network' };
    const fetchMock = serve(server);
    renderRoutes(routes, URL);
    await waitFor(() => expect(result()).toBe('977,608,135원'));
    type('debtRate', '5');
    fireEvent.click(screen.getByRole('button', { name: /통합 데이터 센터에 저장/ }));
    // Two attempts, 1 s apart (spec §9), then kept in this browser.
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByTestId('ic-pending')).toHaveTextContent('임시 보관');
    expect(puts(fetchMock)).toHaveLength(2);
    const stored = localStorage.getItem(pendingKey(user.id, COMPANY_ID, 2024));
    expect(stored).toContain('"debtRate":0.05');

    server.saveReply = undefined;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() =>
      expect(screen.getByTestId('ic-save-status')).toHaveAttribute('data-status', 'saved'),
    );
    expect(puts(fetchMock)).toHaveLength(3);
    // The user's click was activity; the kept save sent on reconnect is a background request.
    expect(marks(fetchMock)).toEqual([null, null, '1']);
    expect(server.view.stored?.inputs.debtRate).toBe(0.05);
    expect(localStorage.getItem(pendingKey(user.id, COMPANY_ID, 2024))).toBeNull();
  });

  it('drops a refused save, goes back to the stored figures and says so once', async () => {
    const server: Server = {
      view: investmentView(),
      saveReply: problemReply(403, 'organisation/not-approved'),
    };
    const fetchMock = serve(server);
    renderRoutes(routes, URL);
    await waitFor(() => expect(result()).toBe('977,608,135원'));
    type('debtRate', '5');
    fireEvent.click(screen.getByRole('button', { name: /통합 데이터 센터에 저장/ }));
    expect(await screen.findByText('권한이 없습니다')).toBeInTheDocument();
    expect(
      screen.getByText('관리자 승인 후 재무 데이터를 수정할 수 있습니다.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(result()).toBe('977,608,135원'));
    expect(localStorage.getItem(pendingKey(user.id, COMPANY_ID, 2024))).toBeNull();
    expect(screen.queryByTestId('ic-pending')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(puts(fetchMock)).toHaveLength(1);
  });

  it('shows a reader the figures and the export, without inputs to change or save', async () => {
    localStorage.setItem(
      pendingKey(user.id, COMPANY_ID, 2024),
      JSON.stringify({
        body: { version: 1, inputs: { ...SAMPLE_A, debtRate: 0.05 }, equityPolicy: 'spec' },
        storedAt: new Date().toISOString(),
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      }),
    );
    const fetchMock = serve({ view: investmentView(), company: readOnlyCompany });
    renderRoutes(routes, URL);
    await waitFor(() => expect(result()).toBe('977,608,135원'));
    expect(screen.getByText('읽기 전용')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /통합 데이터 센터에 저장/ })).toBeNull();
    expect(screen.getByText('엑셀 내보내기')).toBeInTheDocument();
    expect(document.getElementById('ic-field-debtRate')).toBeDisabled();
    expect(localStorage.getItem(pendingKey(user.id, COMPANY_ID, 2024))).toBeNull();
    expect(puts(fetchMock)).toHaveLength(0);
  });
});
