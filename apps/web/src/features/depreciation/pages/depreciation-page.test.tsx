import type { AssetBody, AssetView } from '@bus/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  loadLocales,
  mockApi,
  renderRoutes,
  sessionHandler,
  testUser,
} from '../../../test/app-test-utils';
import { problemReply } from '../../../test/costing-fixtures';
import {
  assetList,
  assetView,
  COMPANY_ID,
  company,
  entitySet,
  readOnlyCompany,
  resultsView,
  scheduleView,
} from '../testing/fixtures';
import { DepreciationPage } from './depreciation-page';

beforeAll(() =>
  loadLocales(['depreciation', 'nav', 'errors', 'dataPrompt', 'common', 'costAdjustment']),
);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const BASE = `/depreciation/${COMPANY_ID}`;
const routes = [{ path: '/depreciation', element: <DepreciationPage /> }];

type Server = {
  items: AssetView[];
  companies?: (typeof company)[];
  statements?: { costStatement: number; sga: number } | null;
  /** Answers PUT (or DELETE) with this instead of storing (e.g. a 409). */
  writeReply?: { status: number; body?: unknown };
  importReply?: { status: number; body?: unknown };
};

function serve(server: Server) {
  const session = sessionHandler(testUser('user'));
  return mockApi((method, url, body) => {
    const answer = session(method, url, body);
    if (answer) return answer;
    const path = url.split('?')[0];
    if (method === 'GET' && path === '/financial-data/companies') {
      return { status: 200, body: { items: server.companies ?? [company] } };
    }
    if (method === 'GET' && path === `/cost-allocation/${COMPANY_ID}/entities`) {
      return { status: 200, body: entitySet() };
    }
    if (method === 'GET' && path === `${BASE}/assets`) {
      return { status: 200, body: assetList(server.items) };
    }
    if (method === 'GET' && path === `${BASE}/schedule`) {
      return { status: 200, body: scheduleView(server.items) };
    }
    if (method === 'GET' && path === `${BASE}/results`) {
      const statements = server.statements === undefined ? null : server.statements;
      return { status: 200, body: resultsView(server.items, statements) };
    }
    if (method === 'POST' && path === `${BASE}/assets`) {
      const created = assetView(body as AssetBody);
      server.items = [...server.items, created];
      return { status: 201, body: created };
    }
    if (method === 'POST' && path === `${BASE}/assets/import`) {
      return server.importReply ?? { status: 200, body: { imported: 0, total: 0 } };
    }
    if (method === 'PUT' && path?.startsWith('/depreciation/assets/')) {
      if (server.writeReply) {
        const reply = server.writeReply;
        server.writeReply = undefined;
        return reply;
      }
      const { version, ...fields } = body as AssetBody & { version: number };
      const id = path.split('/').pop() ?? '';
      const updated = { ...assetView(fields, version + 1), id };
      server.items = server.items.map((item) => (item.id === id ? updated : item));
      return { status: 200, body: updated };
    }
    return undefined;
  });
}

const calls = (fetchMock: ReturnType<typeof serve>, method: string) =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);

const bus = (fields: Partial<AssetView> = {}) =>
  assetView({
    code: 'BUS-2020-01',
    name: 'CNG 저상버스 10대',
    entityId: 'r-100',
    acquisitionDate: '2020-01-01',
    cost: 1_200_000_000,
    usefulLifeYears: 10,
    ...fields,
  });

// antd pages render slowly in jsdom, more so on a busy machine: room beyond the 5 s default.
describe('DepreciationPage', { timeout: 30_000 }, () => {
  it('shows the register with entity names, the totals and the reconciliation with its sign', async () => {
    // 1,200,000,000 / 120 months = 10,000,000 a month: 120,000,000 in 2024 and in 2025.
    serve({ items: [bus()], statements: { costStatement: 100_000_000, sga: 10_000_000 } });
    renderRoutes(routes, '/depreciation');
    expect(await screen.findByRole('heading', { level: 1, name: '감가상각 관리' })).toBeVisible();
    const register = await screen.findByTestId('dep-register');
    const row = (await within(register).findByText('CNG 저상버스 10대')).closest(
      'tr',
    ) as HTMLElement;
    expect(row).toHaveTextContent('100번 간선');
    expect(row).toHaveTextContent('1,200,000,000원');
    expect(row).toHaveTextContent('정액법');
    expect(row).toHaveTextContent('10년');
    const reconciliation = await screen.findByTestId('dep-reconciliation');
    expect(reconciliation).toHaveTextContent('재무제표 대조 (2024년)');
    expect(screen.getByTestId('dep-reconciliation-difference')).toHaveTextContent('+10,000,000원');
    expect(reconciliation).toHaveTextContent('차이 1% 초과');
    expect(screen.getByTestId('dep-total-base')).toHaveTextContent('120,000,000원');
    expect(await screen.findByTestId('dep-schedule-total')).toHaveTextContent('120,000,000');
    expect(screen.getByRole('button', { name: /자산 추가/ })).toBeInTheDocument();
  });

  it('opens on the spec defaults 2024-01 and 2025-01 and says when there is nothing to compare', async () => {
    const fetchMock = serve({ items: [bus()] });
    renderRoutes(routes, '/depreciation');
    expect(await screen.findByLabelText('기준 기간')).toHaveValue('2024-01');
    expect(screen.getByLabelText('추정 기간')).toHaveValue('2025-01');
    expect(await screen.findByText(/2024년 재무제표에 감가상각비가 없어/)).toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).toContain(`/api${BASE}/results?base=2024-01&estimate=2025-01&page=1&pageSize=1`);
  });

  it('adds an asset with the typed values', async () => {
    const fetchMock = serve({ items: [] });
    renderRoutes(routes, '/depreciation');
    fireEvent.click(await screen.findByRole('button', { name: /자산 추가/ }));
    const form = await screen.findByTestId('dep-asset-form');
    const type = (label: string, value: string) =>
      fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    type('자산명', '정비 리프트');
    type('취득일', '2023-03-20');
    type('취득원가', '540000000');
    type('내용연수', '10');
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(calls(fetchMock, 'POST')).toHaveLength(1));
    const [, init] = calls(fetchMock, 'POST')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      name: '정비 리프트',
      acquisitionDate: '2023-03-20',
      cost: 540_000_000,
      residualValue: 0,
      usefulLifeYears: 10,
      assetClass: 'bus',
      method: 'straight_line',
    });
    const register = screen.getByTestId('dep-register');
    expect(await within(register).findByText('정비 리프트')).toBeInTheDocument();
  });

  it('shows a conflicting save side by side and overwrites on the stored version when asked', async () => {
    const mine = bus();
    const theirs = {
      ...mine,
      cost: 1_000_000_000,
      version: 2,
      updatedBy: { id: 'u2', name: '박정비' },
    };
    const fetchMock = serve({
      items: [mine],
      writeReply: problemReply(409, 'conflict', { currentVersion: 2, current: theirs }),
    });
    renderRoutes(routes, '/depreciation');
    fireEvent.click(await screen.findByRole('button', { name: 'CNG 저상버스 10대 수정' }));
    const form = await screen.findByTestId('dep-asset-form');
    fireEvent.change(within(form).getByLabelText('내용연수'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    const conflict = await screen.findByTestId('dep-conflict');
    expect(conflict).toHaveTextContent('박정비님이');
    const costRow = within(conflict).getByText('취득원가').closest('tr') as HTMLElement;
    expect(costRow).toHaveTextContent('1,000,000,000원');
    expect(costRow).toHaveTextContent('1,200,000,000원');
    fireEvent.click(screen.getByRole('button', { name: '내 입력으로 덮어쓰기' }));
    await waitFor(() => expect(calls(fetchMock, 'PUT')).toHaveLength(2));
    const [, retry] = calls(fetchMock, 'PUT')[1] ?? [];
    expect(JSON.parse(String(retry?.body))).toMatchObject({ version: 2, usefulLifeYears: 12 });
  });

  it('lists a refused import by row and column and keeps the dialog open', async () => {
    serve({
      items: [],
      importReply: problemReply(400, 'asset/import-invalid', {
        problemCount: 2,
        problems: [
          { row: 3, column: 'useful_life_years', code: 'asset/useful-life', value: '0' },
          { row: 0, column: '색상', code: 'asset/unknown-column', value: null },
        ],
      }),
    });
    renderRoutes(routes, '/depreciation');
    fireEvent.click(await screen.findByRole('button', { name: /가져오기/ }));
    const dialog = await screen.findByTestId('dep-import');
    expect(within(dialog).getByRole('link', { name: /양식 내려받기 \(xlsx\)/ })).toHaveAttribute(
      'href',
      '/api/depreciation/assets/template?format=xlsx&lang=ko',
    );
    const file = new File(['name'], 'assets.csv', { type: 'text/csv' });
    fireEvent.change(within(dialog).getByLabelText(/^파일 \(/), { target: { files: [file] } });
    // The dialog's own button, after the toolbar's of the same name.
    const submits = screen.getAllByRole('button', { name: /가져오기$/ });
    fireEvent.click(submits[submits.length - 1] as HTMLElement);
    const problems = await screen.findByTestId('dep-import-problems');
    const row = within(problems).getByText('내용연수').closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('3');
    expect(row).toHaveTextContent('0년은 상각할 수 없습니다');
    expect(within(problems).getByText('색상')).toBeInTheDocument();
    expect(problems).toHaveTextContent('문제 2건');
    expect(screen.getByText(/아무것도 가져오지 않았습니다/)).toBeInTheDocument();
  });

  it('shows a reader the register and export without any edit control', async () => {
    serve({ items: [bus()], companies: [readOnlyCompany] });
    renderRoutes(routes, '/depreciation');
    const register = await screen.findByTestId('dep-register');
    expect(await within(register).findByText('CNG 저상버스 10대')).toBeInTheDocument();
    expect(screen.getByText('읽기 전용')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /자산 추가/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /가져오기/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /수정$/ })).toBeNull();
    expect(screen.getByRole('button', { name: /내보내기/ })).toBeInTheDocument();
  });

  it('asks for statements when there is no company', async () => {
    serve({ items: [], companies: [] });
    renderRoutes(routes, '/depreciation');
    expect(await screen.findByText(/감가상각을 관리할 회사가 없습니다/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /재무/ })).toHaveAttribute(
      'href',
      '/financial-data-center',
    );
  });
});
