import { type FinancialSupportRecord, MAX_UNIT_COST_PER_BUS_DAY } from '@bus/domain';
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
import { RECOMPUTE_DELAY_MS } from '../hooks/use-debounced-value';
import {
  COMPANY_ID,
  company,
  DEFAULT_INVESTMENT,
  SAMPLE_A_TOTAL_COST,
  supportRecord,
  supportView,
} from '../testing/fixtures';
import { FinancialSupportPage } from './financial-support-page';

beforeAll(() => loadLocales(['financialSupport', 'errors', 'dataPrompt', 'nav']));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const VIEW_PATH = `/costing/${COMPANY_ID}/2024/financial-support`;
const LIST_PATH = `/costing/financial-support?companyId=${COMPANY_ID}`;
const routes = [{ path: '/financial-support', element: <FinancialSupportPage /> }];
const URL = `/financial-support?company=${COMPANY_ID}&year=2024`;

type Server = {
  records: FinancialSupportRecord[];
  view?: ReturnType<typeof supportView>;
  saveReply?: { status: number; body?: unknown };
  deleteReply?: { status: number; body?: unknown };
};

function standardFrom(query: string) {
  const params = new URLSearchParams(query);
  const unit = params.get('unitCostPerBusDay');
  const days = params.get('busDays');
  if (unit === null || days === null) return null;
  return { kind: 'standard_cost' as const, unitCostPerBusDay: Number(unit), busDays: Number(days) };
}

function serve(server: Server, role: 'user' | 'viewer' | 'manager' = 'user') {
  const session = sessionHandler(testUser(role));
  return mockApi((method, path, body) => {
    const answer = session(method, path, body);
    if (answer) return answer;
    if (method === 'GET' && path === '/financial-data/companies') {
      // A viewer gets its company read-only (issue 14 §8).
      return { status: 200, body: { items: [role === 'viewer' ? readOnlyCompany : company] } };
    }
    const [route = '', query = ''] = path.split('?');
    if (method === 'GET' && route === VIEW_PATH) {
      const standard = standardFrom(query);
      return { status: 200, body: server.view ?? supportView(standard ?? undefined) };
    }
    if (method === 'POST' && route === VIEW_PATH) {
      if (server.saveReply) return server.saveReply;
      const save = body as { unitCostPerBusDay?: number; busDays?: number; note?: string };
      const record = supportRecord(
        supportView(),
        `0000000${server.records.length}-0000-4000-8000-000000000000`,
        save.note ?? null,
      );
      server.records = [record, ...server.records];
      return { status: 201, body: record };
    }
    if (method === 'GET' && path === LIST_PATH) {
      return { status: 200, body: { items: server.records } };
    }
    if (method === 'DELETE' && route.startsWith('/costing/financial-support/')) {
      if (server.deleteReply) return server.deleteReply;
      const id = route.split('/').at(-1);
      server.records = server.records.filter((record) => record.id !== id);
      return { status: 204 };
    }
    return undefined;
  });
}

const viewCalls = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls
    .map(([input, init]) => ({ url: String(input), method: init?.method ?? 'GET' }))
    .filter((call) => call.method === 'GET' && call.url.includes('/2024/financial-support'));

// The page renders antd cards, tables and popovers: slow in jsdom on a loaded machine.
describe('FinancialSupportPage', { timeout: 20_000 }, () => {
  it("shows sample A's transport loss, its parts and the over-compensation in words", async () => {
    serve({ records: [] });
    renderRoutes(routes, URL);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('운송적자·재정지원');
    expect(await screen.findByTestId('fs-loss')).toHaveTextContent('20,732,108,135원');
    expect(screen.getByTestId('fs-appropriate-cost')).toHaveTextContent('71,514,500,000원');
    expect(screen.getByTestId('fs-investment-compensation')).toHaveTextContent('977,608,135원');
    expect(screen.getByTestId('fs-total-cost')).toHaveTextContent('72,492,108,135원');
    expect(screen.getByTestId('fs-investment-source')).toHaveTextContent(
      /^적정투자보수 계산기에 저장된 결과 \(2026.*\)$/,
    );
    expect(screen.getByRole('link', { name: /엑셀 내보내기/ })).toHaveAttribute(
      'href',
      `/api/costing/${COMPANY_ID}/2024/export/financial-support.xlsx`,
    );
    expect(screen.getByTestId('fs-revenue-transportRevenue')).toHaveTextContent('51,400,000,000원');
    expect(screen.getByTestId('fs-gap')).toHaveTextContent('-317,891,865원');
    expect(screen.getByTestId('fs-gap-text')).toHaveTextContent(
      '원가 기준으로 필요한 금액보다 재정지원을 317,891,865원 더 받았습니다',
    );
    expect(screen.getByTestId('fs-rate')).toHaveTextContent('70.90%');
    const steps = within(screen.getByTestId('fs-steps'));
    expect(
      steps.getByText('72,492,108,135 − (51,400,000,000 + 360,000,000) = 20,732,108,135'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByTestId('fs-revenue')).getByText('재정지원금수입'),
    ).toBeInTheDocument();
  });

  it('asks for both standard-cost inputs and recomputes with them in the query', async () => {
    const fetchMock = serve({ records: [] });
    renderRoutes(routes, URL);
    await screen.findByTestId('fs-loss');
    fireEvent.click(screen.getByRole('radio', { name: '표준운송원가 (준공영제)' }));
    expect(
      await screen.findByText('1대·1일 표준원가와 운행 대·일을 모두 입력하세요.'),
    ).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('1대·1일 표준원가(원)'), {
      target: { value: '700000' },
    });
    fireEvent.change(screen.getByLabelText('운행 대·일'), { target: { value: '100000' } });
    await act(() => vi.advanceTimersByTimeAsync(RECOMPUTE_DELAY_MS));
    await waitFor(() =>
      expect(screen.getByTestId('fs-standard-cost')).toHaveTextContent('70,000,000,000원'),
    );
    const last = viewCalls(fetchMock).at(-1);
    expect(last?.url).toContain('unitCostPerBusDay=700000');
    expect(last?.url).toContain('busDays=100000');
    // 70,000,000,000 − (51,400,000,000 + 360,000,000)
    expect(screen.getByTestId('fs-loss')).toHaveTextContent('18,240,000,000원');
    // The workbook is exported on the same standard cost.
    expect(screen.getByRole('link', { name: /엑셀 내보내기/ })).toHaveAttribute(
      'href',
      `/api/costing/${COMPANY_ID}/2024/export/financial-support.xlsx?unitCostPerBusDay=700000&busDays=100000`,
    );

    // The snapshot is saved on the basis the figures on screen were computed with.
    fireEvent.click(screen.getByRole('button', { name: /결과 저장/ }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true),
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      unitCostPerBusDay: 700_000,
      busDays: 100_000,
    });
  });

  it('saves a snapshot with a note and lists it below', async () => {
    const fetchMock = serve({ records: [] });
    renderRoutes(routes, URL);
    await screen.findByTestId('fs-loss');
    expect(await screen.findByText('저장한 계산 결과가 없습니다')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('메모'), { target: { value: '2024 정산 검토' } });
    fireEvent.click(screen.getByRole('button', { name: /결과 저장/ }));

    const history = within(screen.getByTestId('fs-history'));
    expect(await history.findByText('2024 정산 검토')).toBeInTheDocument();
    const row = history.getByText('2024 정산 검토').closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('20,732,108,135원');
    expect(row).toHaveTextContent('총괄원가');
    expect(row).toHaveTextContent('김회계');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ note: '2024 정산 검토' });
  });

  it('says the investment compensation is the 3 % default when no calculation is saved', async () => {
    const costBase = { ...SAMPLE_A_TOTAL_COST, investmentCompensation: 2_145_435_000 };
    serve({ records: [], view: supportView(costBase, [], DEFAULT_INVESTMENT) });
    renderRoutes(routes, URL);
    expect(await screen.findByTestId('fs-investment-source')).toHaveTextContent(
      '저장된 계산 결과가 없어 기본값: 적정원가의 3%',
    );
    expect(screen.getByTestId('fs-investment-compensation')).toHaveTextContent('2,145,435,000원');
  });

  it('translates a problem by its rule code', async () => {
    serve({
      records: [],
      view: supportView(undefined, [
        { rule: 'revenue_line_unrecognised', severity: 'warning', params: { account: '잡수입' } },
      ]),
    });
    renderRoutes(routes, URL);
    expect(await screen.findByTestId('fs-problems')).toHaveTextContent(
      "'잡수입' 계정은 사전에 없는 매출 항목이라 기타 영업수입으로 계산했습니다.",
    );
  });

  it('shows the translated 403 when the server refuses the save', async () => {
    serve({
      records: [],
      saveReply: problemReply(403, 'forbidden'),
    });
    renderRoutes(routes, URL);
    await screen.findByTestId('fs-loss');
    fireEvent.click(screen.getByRole('button', { name: /결과 저장/ }));
    expect(await screen.findByText('이 작업을 수행할 권한이 없습니다.')).toBeInTheDocument();
  });

  it('lets a viewer read but not save', async () => {
    serve({ records: [] }, 'viewer');
    renderRoutes(routes, URL);
    await screen.findByTestId('fs-loss');
    expect(await screen.findByText(/조회자 권한으로는 저장할 수 없습니다/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /결과 저장/ })).toBeDisabled();
  });

  it('asks for the missing statement instead of a result', async () => {
    serve({
      records: [],
      view: { ...supportView(), missing: ['income_statement'], result: null },
    });
    renderRoutes(routes, URL);
    expect(
      await screen.findByText(/2024년 손익계산서 자료가 없어 운송적자를 계산할 수 없습니다/),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('fs-result')).not.toBeInTheDocument();
  });

  describe('saved results', () => {
    const RECORD_ID = '0000000a-0000-4000-8000-000000000000';
    const mine = () => supportRecord(supportView(), RECORD_ID, '2024 정산 검토');
    const theirs = () => ({ ...mine(), savedBy: { id: 'user-other', name: '이동료' } });
    const deleteButton = () => within(screen.getByTestId('fs-history')).queryByText('삭제');

    async function confirmDelete() {
      const history = within(screen.getByTestId('fs-history'));
      fireEvent.click(await history.findByText('삭제'));
      const title = await screen.findByText('저장한 계산 결과를 삭제할까요?');
      const popover = title.closest('.ant-popover') as HTMLElement;
      fireEvent.click(within(popover).getByRole('button', { name: /삭\s?제/ }));
    }

    it('lets the author delete a saved result after asking, and the list follows', async () => {
      const fetchMock = serve({ records: [mine()] });
      renderRoutes(routes, URL);
      expect(await screen.findByText('2024 정산 검토')).toBeInTheDocument();
      await confirmDelete();
      expect(await screen.findByText('저장한 계산 결과를 삭제했습니다.')).toBeInTheDocument();
      expect(await screen.findByText('저장한 계산 결과가 없습니다')).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledWith(
        `/api/costing/financial-support/${RECORD_ID}`,
        expect.objectContaining({ method: 'DELETE' }),
      );
    });

    it("offers another author's result to a manager, not to a user", async () => {
      serve({ records: [theirs()] });
      const { unmount } = renderRoutes(routes, URL);
      expect(await screen.findByText('이동료')).toBeInTheDocument();
      expect(deleteButton()).toBeNull();
      unmount();

      serve({ records: [theirs()] }, 'manager');
      renderRoutes(routes, URL);
      expect(await screen.findByText('이동료')).toBeInTheDocument();
      await waitFor(() => expect(deleteButton()).not.toBeNull());
    });

    it('gives a viewer no delete', async () => {
      serve({ records: [mine()] }, 'viewer');
      renderRoutes(routes, URL);
      expect(await screen.findByText('2024 정산 검토')).toBeInTheDocument();
      expect(deleteButton()).toBeNull();
    });

    it("says the server's refusal (403) with the shared notice and keeps the result", async () => {
      serve({ records: [mine()], deleteReply: problemReply(403, 'forbidden') });
      renderRoutes(routes, URL);
      expect(await screen.findByText('2024 정산 검토')).toBeInTheDocument();
      await confirmDelete();
      expect(await screen.findByText('권한이 없습니다')).toBeInTheDocument();
      expect(screen.getByText('2024 정산 검토')).toBeInTheDocument();
    });
  });

  describe('bounds (issue 14 §7)', () => {
    it('says beside the input when the unit cost is over its maximum and sends nothing', async () => {
      const fetchMock = serve({ records: [] });
      renderRoutes(routes, URL);
      await screen.findByTestId('fs-loss');
      fireEvent.click(screen.getByRole('radio', { name: '표준운송원가 (준공영제)' }));
      const unitCost = screen.getByLabelText('1대·1일 표준원가(원)');
      fireEvent.change(unitCost, { target: { value: String(MAX_UNIT_COST_PER_BUS_DAY + 1) } });
      fireEvent.change(screen.getByLabelText('운행 대·일'), { target: { value: '100000' } });
      await act(() => vi.advanceTimersByTimeAsync(RECOMPUTE_DELAY_MS));

      expect(
        await screen.findByText('1대·1일 표준원가는 10,000,000원까지 입력할 수 있습니다.'),
      ).toBeInTheDocument();
      expect(unitCost).toHaveAttribute('aria-invalid', 'true');
      expect(screen.queryByText('1대·1일 표준원가와 운행 대·일을 모두 입력하세요.')).toBeNull();
      expect(viewCalls(fetchMock).some((call) => call.url.includes('unitCostPerBusDay'))).toBe(
        false,
      );
    });

    it('names the figure that left the range when the server refuses the save', async () => {
      serve({
        records: [],
        saveReply: problemReply(400, 'validation_failed', {
          errors: [{ rule: 'amount_out_of_range', params: { field: 'result.supportGap' } }],
        }),
      });
      renderRoutes(routes, URL);
      await screen.findByTestId('fs-loss');
      fireEvent.click(screen.getByRole('button', { name: /결과 저장/ }));
      expect(
        await screen.findByText(/^지원 과부족 금액이 계산할 수 있는 범위\(±1,000조 원\)를 벗어나/),
      ).toBeInTheDocument();
    });

    it('lists an out-of-range figure of the calculation by name', async () => {
      serve({
        records: [],
        view: {
          ...supportView(),
          result: null,
          problems: [
            { rule: 'amount_out_of_range', severity: 'error', params: { field: 'transportLoss' } },
          ],
        },
      });
      renderRoutes(routes, URL);
      expect(await screen.findByTestId('fs-problems')).toHaveTextContent(
        '운송적자 금액이 계산할 수 있는 범위(±1,000조 원)를 벗어나',
      );
    });
  });
});
