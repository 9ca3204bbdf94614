import {
  DepreciationAdjustmentView,
  type OtherAdjustment,
  type OtherAdjustmentCreate,
  UNASSIGNED_ENTITY_LABEL_KEY,
} from '@bus/domain';
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
import {
  COMPANY_ID,
  company,
  otherAdjustment,
  otherAdjustmentList,
  transportCostView,
} from '../testing/fixtures';
import { CostAdjustmentPage } from './cost-adjustment-page';

beforeAll(() => loadLocales(['costAdjustment', 'nav', 'errors', 'dataPrompt', 'common']));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PERIOD = `/costing/${COMPANY_ID}/2024`;
const routes = [{ path: '/cost-adjustment', element: <CostAdjustmentPage /> }];
const OTHER_URL = `/cost-adjustment?company=${COMPANY_ID}&year=2024&tab=other`;

type Server = {
  items: OtherAdjustment[];
  companies?: (typeof company)[];
  missing?: string[];
  /** Answer writes with this instead of storing them (e.g. 403 for a viewer). */
  writeReply?: { status: number; body?: unknown };
  /** GET /depreciation/{id}/adjustment: this answer (default: an empty register). */
  depreciation?: { status: number; body?: unknown } | 'pending';
};

const DEPRECIATION_URL = `/depreciation/${COMPANY_ID}/adjustment?fiscalYear=2024`;

function depreciationView(
  inputs: DepreciationAdjustmentView['inputs'],
  allocation: DepreciationAdjustmentView['allocation'] = 'live',
) {
  return {
    status: 200,
    body: DepreciationAdjustmentView.parse({
      fiscalYear: 2024,
      period: '2024-01',
      inputs,
      assetCount: inputs.length,
      allocation,
    }),
  };
}

const forbidden = problemReply(403, 'forbidden');

function serve(server: Server) {
  const session = sessionHandler(testUser('user'));
  return mockApi((method, path, body) => {
    const answer = session(method, path, body);
    if (answer) return answer;
    if (method === 'GET' && path === '/financial-data/companies') {
      return { status: 200, body: { items: server.companies ?? [company] } };
    }
    if (method === 'GET' && path === DEPRECIATION_URL) {
      return server.depreciation ?? depreciationView([]);
    }
    if (method === 'GET' && path === `${PERIOD}/transport-cost`) {
      return { status: 200, body: transportCostView(server.items, server.missing) };
    }
    if (method === 'GET' && path === `${PERIOD}/other-adjustments`) {
      return { status: 200, body: otherAdjustmentList(server.items) };
    }
    if (method === 'POST' && path === `${PERIOD}/other-adjustments`) {
      if (server.writeReply) return server.writeReply;
      const created = otherAdjustment(body as OtherAdjustmentCreate);
      server.items = [...server.items, created];
      return { status: 201, body: created };
    }
    const id = path.match(/\/other-adjustments\/(.+)$/)?.[1];
    if (method === 'DELETE' && id) {
      if (server.writeReply) return server.writeReply;
      server.items = server.items.filter((item) => item.id !== id);
      return { status: 204 };
    }
    return undefined;
  });
}

const calls = (fetchMock: ReturnType<typeof serve>, method: string) =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);

const text = (testId: string) => screen.getByTestId(testId).textContent;

async function chooseCategory(label: string) {
  const form = await screen.findByTestId('ca-form');
  fireEvent.mouseDown(within(form).getByRole('combobox', { name: '항목' }));
  const options = await screen.findAllByTitle(label);
  fireEvent.click(options[options.length - 1] as HTMLElement);
}

async function fillForm(category: string, amount: string, reason: string) {
  await chooseCategory(category);
  fireEvent.change(screen.getByLabelText('금액(원)'), { target: { value: amount } });
  fireEvent.change(screen.getByLabelText('사유'), { target: { value: reason } });
}

const submit = () => fireEvent.click(screen.getByText('추가').closest('button') as HTMLElement);

// antd pages render slowly in jsdom, more so on a busy machine: room beyond the 5 s default.
describe('CostAdjustmentPage', { timeout: 20_000 }, () => {
  it('opens on the depreciation tab with the warning, the way to /depreciation and the rule', async () => {
    serve({ items: [] });
    renderRoutes(routes, '/cost-adjustment');
    expect(await screen.findByRole('heading', { level: 1, name: '원가 조정' })).toBeInTheDocument();
    const empty = await screen.findByTestId('ca-depreciation-empty');
    expect(empty).toHaveTextContent('감가상각 데이터가 없습니다');
    expect(within(empty).getByRole('link', { name: '감가상각 관리로 이동' })).toHaveAttribute(
      'href',
      '/depreciation',
    );
    expect(screen.getByText(/실제 감가상각비가 0이면 조정액은 0/)).toBeInTheDocument();
    expect(screen.queryByTestId('ca-depreciation-table')).not.toBeInTheDocument();
  });

  it('fills the depreciation tab from the server: each entity, its adjustment and the total', async () => {
    serve({
      items: [],
      depreciation: depreciationView([
        { entityId: 'R-100', entity: '100번 간선', actual: 3_000_000, allocated: 5_000_000 },
        { entityId: 'R-200', entity: '200번 지선', actual: 4_000_000, allocated: 1_000_000 },
        { entityId: null, entity: UNASSIGNED_ENTITY_LABEL_KEY, actual: 500_000, allocated: 0 },
      ]),
    });
    renderRoutes(routes, '/cost-adjustment');
    const table = await screen.findByTestId('ca-depreciation-table');
    const row = within(table).getByText('100번 간선').closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('-2,000,000원');
    expect(within(table).getByText('미배정(공통)')).toBeInTheDocument();
    expect(text('ca-depreciation-total-actual')).toBe('7,500,000원');
    expect(text('ca-depreciation-total-allocated')).toBe('6,000,000원');
    expect(text('ca-depreciation-total-adjustment')).toBe('-2,000,000원');
    expect(screen.getByText(/2024년 자산 등록부 감가상각비/)).toBeInTheDocument();
    expect(screen.queryByTestId('ca-depreciation-empty')).not.toBeInTheDocument();
    expect(screen.queryByTestId('ca-depreciation-allocation')).not.toBeInTheDocument();
  });

  it('says why the allocated column is 0 when the period has no entities', async () => {
    serve({
      items: [],
      depreciation: depreciationView(
        [{ entityId: 'R-100', entity: '100번 간선', actual: 3_000_000, allocated: 0 }],
        'no-entities',
      ),
    });
    renderRoutes(routes, '/cost-adjustment');
    const notice = await screen.findByTestId('ca-depreciation-allocation');
    expect(notice).toHaveTextContent('2024-01 기간에 노선·사업부가 없어');
    expect(within(notice).getByRole('link', { name: '원가 배분으로 이동' })).toHaveAttribute(
      'href',
      '/cost-allocation',
    );
    expect(text('ca-depreciation-total-adjustment')).toBe('0원');
  });

  it('shows the depreciation tab loading, then a failure with a retry', async () => {
    serve({ items: [], depreciation: 'pending' });
    const first = renderRoutes(routes, '/cost-adjustment');
    expect(await screen.findByTestId('ca-depreciation-loading')).toBeInTheDocument();
    first.unmount();
    vi.unstubAllGlobals();
    serve({ items: [], depreciation: problemReply(403, 'forbidden') });
    renderRoutes(routes, '/cost-adjustment');
    expect(await screen.findByText('감가상각비 조정을 불러오지 못했습니다')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });

  it('lists the other adjustments with author and total, and their effect on the totals', async () => {
    serve({
      items: [
        otherAdjustment({ category: 'transportation_cost', amount: 500_000, reason: '보험 정산' }),
        otherAdjustment({ category: 'non_operating_income', amount: 200_000, reason: '환급' }),
      ],
    });
    renderRoutes(routes, OTHER_URL);
    const list = await screen.findByTestId('ca-list');
    expect(within(list).getByText('보험 정산')).toBeInTheDocument();
    expect(within(list).getAllByText('김회계')).toHaveLength(2);
    expect(within(list).getByText('500,000원')).toBeInTheDocument();
    expect(text('ca-list-total')).toBe('700,000원');
    // 9,300,000 + 500,000 − 200,000; total cost adds the default 3 %.
    await waitFor(() => expect(text('ca-appropriate-after')).toBe('9,600,000원'));
    expect(text('ca-appropriate-before')).toBe('9,300,000원');
    expect(text('ca-total-cost')).toBe('9,888,000원');
    expect(screen.getByRole('link', { name: '총괄원가 화면에서 보기' })).toHaveAttribute(
      'href',
      `/transportation-general-cost?company=${COMPANY_ID}&year=2024`,
    );
  });

  it('adds an adjustment with the right body and shows it in the list and the totals', async () => {
    const fetchMock = serve({ items: [] });
    renderRoutes(routes, OTHER_URL);
    expect(await screen.findByText('아직 기타 조정이 없습니다')).toBeInTheDocument();
    await fillForm('일반관리비', '-1,000,000', '  임차료 환급  ');
    submit();
    await waitFor(() => expect(calls(fetchMock, 'POST')).toHaveLength(1));
    const [, init] = calls(fetchMock, 'POST')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      category: 'administration_cost',
      amount: -1_000_000,
      reason: '임차료 환급',
    });
    const list = screen.getByTestId('ca-list');
    expect(await within(list).findByText('임차료 환급')).toBeInTheDocument();
    await waitFor(() => expect(text('ca-appropriate-after')).toBe('8,300,000원'));
    expect(text('ca-administration_cost-after')).toBe('0원');
    expect(text('ca-other-total')).toBe('-1,000,000원');
  });

  it('shows the validation messages and sends nothing for an incomplete form', async () => {
    const fetchMock = serve({ items: [] });
    renderRoutes(routes, OTHER_URL);
    await screen.findByTestId('ca-form');
    submit();
    expect(await screen.findByText('조정할 항목을 선택해주세요.')).toBeInTheDocument();
    expect(screen.getByText('금액을 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByText('사유를 입력해주세요.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('금액(원)'), { target: { value: '1.5' } });
    expect(await screen.findByText('금액은 원 단위 정수로 입력해주세요.')).toBeInTheDocument();
    expect(calls(fetchMock, 'POST')).toHaveLength(0);
  });

  it('asks before deleting and removes the adjustment once confirmed', async () => {
    const kept = otherAdjustment({ category: 'transportation_cost', amount: 1, reason: '유지' });
    const gone = otherAdjustment({
      category: 'transportation_cost',
      amount: 2,
      reason: '삭제 대상',
    });
    const fetchMock = serve({ items: [kept, gone] });
    renderRoutes(routes, OTHER_URL);
    fireEvent.click(await screen.findByLabelText('삭제 대상 조정 삭제'));
    const confirm = await screen.findByText(/이 조정을 삭제할까요/);
    expect(calls(fetchMock, 'DELETE')).toHaveLength(0);
    const popover = confirm.closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popover).getByText('삭제').closest('button') as HTMLElement);
    await waitFor(() => expect(calls(fetchMock, 'DELETE')).toHaveLength(1));
    expect(String(calls(fetchMock, 'DELETE')[0]?.[0])).toContain(`/other-adjustments/${gone.id}`);
    await waitFor(() => expect(screen.queryByText('삭제 대상')).not.toBeInTheDocument());
    expect(screen.getByText('유지')).toBeInTheDocument();
  });

  it('shows the translated error when the server refuses the write (viewer)', async () => {
    serve({ items: [], writeReply: forbidden });
    renderRoutes(routes, OTHER_URL);
    await fillForm('운송비', '1000', '테스트');
    submit();
    expect(await screen.findByText('이 작업을 수행할 권한이 없습니다.')).toBeInTheDocument();
    expect(screen.getByText('기타 조정을 추가하지 못했습니다.')).toBeInTheDocument();
  });

  it('shows a reader the adjustments and totals without the form or delete', async () => {
    const item = otherAdjustment({
      category: 'transportation_cost',
      amount: 1000,
      reason: '보험 환급',
    });
    serve({ items: [item], companies: [readOnlyCompany] });
    renderRoutes(routes, OTHER_URL);
    const list = await screen.findByTestId('ca-list');
    expect(await within(list).findByText('보험 환급')).toBeInTheDocument();
    expect(screen.getByText('읽기 전용')).toBeInTheDocument();
    expect(screen.queryByTestId('ca-form')).not.toBeInTheDocument();
    expect(within(list).queryByText('삭제')).toBeNull();
  });

  it('asks for statements when the period has none', async () => {
    serve({ items: [], missing: ['income_statement'] });
    renderRoutes(routes, OTHER_URL);
    expect(await screen.findByText(/2024년 손익계산서 자료가 없어/)).toBeInTheDocument();
    expect(screen.queryByTestId('ca-form')).not.toBeInTheDocument();
  });

  it('asks for data when there is no company at all', async () => {
    serve({ items: [], companies: [] });
    renderRoutes(routes, '/cost-adjustment');
    expect(await screen.findByRole('heading', { level: 1, name: '원가 조정' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /재무/ })).toHaveAttribute(
      'href',
      '/financial-data-center',
    );
  });
});
