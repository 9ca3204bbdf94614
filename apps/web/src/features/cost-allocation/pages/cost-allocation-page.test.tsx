import type { EntitySetSave, EntitySetView } from '@bus/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  loadLocales,
  mockApi,
  renderRoutes,
  sessionHandler,
  testUser,
} from '../../../test/app-test-utils';
import { company, problemReply, readOnlyCompany } from '../../../test/costing-fixtures';
import {
  COMPANY_ID,
  entitySet,
  linesView,
  OPERATING_EXPENSE,
  ROUTES,
  runView,
} from '../testing/fixtures';
import { CostAllocationPage } from './cost-allocation-page';

beforeAll(() => loadLocales(['costAllocation', 'nav', 'errors', 'dataPrompt', 'common']));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const BASE = `/cost-allocation/${COMPANY_ID}`;
const routes = [{ path: '/cost-allocation', element: <CostAllocationPage /> }];
const url = (tab: string) => `/cost-allocation?company=${COMPANY_ID}&period=2024-01&tab=${tab}`;

type Server = {
  set: EntitySetView;
  companies?: (typeof company)[];
  /** Answer the next PUT with this instead of storing it (e.g. a 409). */
  putReply?: { status: number; body?: unknown };
  calculateReply?: { status: number; body?: unknown };
  runs?: ReturnType<typeof runView>[];
};

function serve(server: Server) {
  const session = sessionHandler(testUser('user'));
  return mockApi((method, path, body) => {
    const answer = session(method, path, body);
    if (answer) return answer;
    if (method === 'GET' && path === '/financial-data/companies') {
      return { status: 200, body: { items: server.companies ?? [company] } };
    }
    if (path === `${BASE}/entities?period=2024-01`) {
      if (method === 'GET') return { status: 200, body: server.set };
      if (method === 'PUT') {
        const reply = server.putReply;
        server.putReply = undefined;
        if (reply) return reply;
        const save = body as EntitySetSave;
        server.set = entitySet(
          save.entities.map((entity, index) => ({
            id: entity.id ?? `new-${index}`,
            name: entity.name,
            type: entity.type,
            distanceKm: entity.distanceKm ?? 0,
            vehiclesOperated: entity.vehiclesOperated ?? 0,
            vehiclesOwned: entity.vehiclesOwned ?? 0,
            custom: {},
          })),
          { version: save.version + 1 },
        );
        return { status: 200, body: server.set };
      }
    }
    if (method === 'GET' && path.startsWith(`${BASE}/lines?`)) {
      return { status: 200, body: linesView() };
    }
    if (method === 'GET' && path === `${BASE}/runs?period=2024-01`) {
      const items = (server.runs ?? []).map(({ inputs: _i, result: _r, ...summary }) => summary);
      return { status: 200, body: { items } };
    }
    const runId = path.match(/^\/cost-allocation\/runs\/([^/]+)$/)?.[1];
    if (method === 'GET' && runId) {
      const run = server.runs?.find((item) => item.id === runId);
      return run ? { status: 200, body: run } : undefined;
    }
    if (method === 'POST' && path === `${BASE}/calculate`) {
      if (server.calculateReply) return server.calculateReply;
      const run = runView();
      server.runs = [run, ...(server.runs ?? [])];
      return { status: 201, body: run };
    }
    return undefined;
  });
}

const puts = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)) as EntitySetSave);

const cell = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(cell(label), { target: { value } });
const saveButton = () => screen.getByRole('button', { name: /저장/ });

// antd tables of inputs render slowly in jsdom, more so on a busy two-core machine.
describe('CostAllocationPage', { timeout: 60_000 }, () => {
  it('checks the entity table as it is typed and saves only a valid one', async () => {
    const fetchMock = serve({ set: entitySet() });
    renderRoutes(routes, url('entities'));
    await screen.findByDisplayValue('R-101 간선(도심-신도시)');
    expect(saveButton()).toBeDisabled();

    type('운행거리(km) R-101 간선(도심-신도시)', '-5');
    expect(await screen.findAllByText('음수는 입력할 수 없습니다.')).not.toHaveLength(0);
    type('운행대수 R-202 지선(주거권역)', '8o');
    expect(screen.getAllByText('숫자가 아닙니다.')).not.toHaveLength(0);
    // A name the table has already (names compare trimmed, any case).
    type('대상 이름 3', ' r-202 지선(주거권역) ');
    expect(screen.getAllByText('같은 이름의 대상이 이미 있습니다.')).not.toHaveLength(0);
    expect(saveButton()).toBeDisabled();
    expect(screen.getByText(/입력값을 확인해주세요/)).toBeInTheDocument();

    type('운행거리(km) R-101 간선(도심-신도시)', '0');
    type('운행대수 R-101 간선(도심-신도시)', '0');
    type('보유대수 R-101 간선(도심-신도시)', '0');
    expect(
      screen.getAllByText('모든 배분 기준이 0이어서 이 대상은 어떤 비용도 배분받지 못합니다.'),
    ).not.toHaveLength(0);

    // Fixed: the row gets its figures back, the other cells are numbers, the names differ.
    type('운행거리(km) R-101 간선(도심-신도시)', '8,900,001');
    type('운행대수 R-101 간선(도심-신도시)', '95');
    type('보유대수 R-101 간선(도심-신도시)', '100');
    type('운행대수 R-202 지선(주거권역)', '80');
    type('대상 이름 3', 'R-303 광역(외곽 연계)');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    expect(screen.queryByText(/입력값을 확인해주세요/)).not.toBeInTheDocument();
    fireEvent.click(saveButton());

    expect(await screen.findByText('서비스 대상을 저장했습니다.')).toBeInTheDocument();
    const [sent] = puts(fetchMock);
    expect(sent?.version).toBe(1);
    expect(sent?.entities[0]).toMatchObject({ id: 'R-101', distanceKm: 8_900_001 });
    expect(await screen.findByTestId('al-entities-version')).toHaveTextContent('버전 2');
  });

  it('shows both versions on a save conflict and saves mine on top of the stored one', async () => {
    const theirs = entitySet(ROUTES.slice(0, 2), {
      version: 4,
      updatedBy: { id: 'other', name: '박배분' },
    });
    const server: Server = {
      set: entitySet(),
      putReply: problemReply(409, 'conflict', { currentVersion: 4, current: theirs }),
    };
    const fetchMock = serve(server);
    renderRoutes(routes, url('entities'));
    await screen.findByDisplayValue('R-101 간선(도심-신도시)');
    type('운행거리(km) R-303 광역(외곽 연계)', '10,200,000');
    fireEvent.click(saveButton());

    const dialog = await screen.findByTestId('al-conflict');
    expect(dialog).toHaveTextContent('버전 4, 박배분');
    const count = within(dialog).getByText('대상 수').closest('tr') as HTMLElement;
    expect(within(count).getByText('2')).toBeInTheDocument();
    expect(within(count).getByText('3')).toBeInTheDocument();
    const km = within(dialog).getByText('운행거리(km) 합계').closest('tr') as HTMLElement;
    expect(within(km).getByText('13,900,000')).toBeInTheDocument();
    expect(within(km).getByText('24,100,000')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '내 변경으로 저장' }));
    expect(await screen.findByText('서비스 대상을 저장했습니다.')).toBeInTheDocument();
    const sent = puts(fetchMock);
    expect(sent.map((body) => body.version)).toEqual([1, 4]);
    expect(sent[1]?.entities).toHaveLength(3);
  });

  it('calculates and shows rows and entity totals that add up to the operating expense', async () => {
    serve({ set: entitySet() });
    renderRoutes(routes, url('result'));
    expect(await screen.findByTestId('al-no-run')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /배분 계산/ }));

    expect(await screen.findByTestId('al-run')).toBeInTheDocument();
    expect(screen.getByTestId('al-run-total')).toHaveTextContent('70,928,500,000원');
    expect(screen.getByTestId('al-rows-total')).toHaveTextContent('70,928,500,000원');
    // expected.md §8, to the won.
    expect(screen.getByTestId('al-entity-total-0')).toHaveTextContent('24,158,552,083원');
    expect(screen.getByTestId('al-entity-total-1')).toHaveTextContent('18,905,778,553원');
    expect(screen.getByTestId('al-entity-total-2')).toHaveTextContent('27,864,169,364원');
    const totals = [0, 1, 2].map((index) =>
      Number(screen.getByTestId(`al-entity-total-${index}`).textContent?.replace(/[^\d]/g, '')),
    );
    expect(totals.reduce((sum, value) => sum + value, 0)).toBe(OPERATING_EXPENSE);
    expect(screen.getByTestId('al-check')).toHaveTextContent('일치합니다');
    expect(screen.getByTestId('al-option-tag')).toHaveTextContent('영업비용만 배분');
    // Rows rounded on their own differ from the entity totals by a won or two: the 단수차이 line.
    const rounding = screen.getByTestId('al-rounding-row');
    expect(rounding).toHaveTextContent('단수차이');
    expect(screen.getByTestId('al-share-chart')).toHaveAccessibleName(
      /R-303 광역\(외곽 연계\) 39\.28%/,
    );
  });

  it('names the pool, its amount and its lines when a driver totals zero', async () => {
    serve({
      set: entitySet(),
      calculateReply: problemReply(400, 'allocation/zero-driver-total', {
        pools: [
          {
            driver: 'distance_km',
            amount: 13_752_500_000,
            lines: ['연료비', '유가보조금', '부품비'],
          },
        ],
      }),
    });
    renderRoutes(routes, url('result'));
    fireEvent.click(await screen.findByRole('button', { name: /배분 계산/ }));

    const refusal = await screen.findByTestId('al-refusal');
    expect(refusal).toHaveTextContent(
      '배분 기준의 합계가 0인 항목이 있어 배분을 계산하지 않았습니다.',
    );
    expect(refusal).toHaveTextContent(
      '운행거리(km) 기준 금액 13,752,500,000원(3개 계정: 연료비, 유가보조금, 부품비)을 배분할 수 없습니다.',
    );
    expect(refusal).toHaveTextContent('서비스 대상에 운행거리(km) 값을 입력하거나');
    expect(screen.queryByTestId('al-run')).not.toBeInTheDocument();
  });

  it('gives a reader the table and the stored runs without any way to change them', async () => {
    serve({ set: entitySet(), companies: [readOnlyCompany], runs: [runView()] });
    renderRoutes(routes, url('entities'));
    expect(await screen.findByTestId('read-only-tag')).toBeInTheDocument();
    const table = await screen.findByTestId('al-entity-table');
    expect(within(table).getByText('R-101 간선(도심-신도시)')).toBeInTheDocument();
    expect(within(table).queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /저장/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /파일 가져오기/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /내보내기/ })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: /배분 결과/ }));
    expect(await screen.findByTestId('al-run')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /배분 계산/ })).not.toBeInTheDocument();
  });
});
