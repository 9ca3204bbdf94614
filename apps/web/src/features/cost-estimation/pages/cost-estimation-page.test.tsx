import { type EstimationCalculate, type EstimationScenarioCreate, inflate } from '@bus/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatKRW } from '../../../lib/format';
import {
  loadLocales,
  mockApi,
  renderRoutes,
  sessionHandler,
  testUser,
} from '../../../test/app-test-utils';
import { company } from '../../../test/costing-fixtures';
import { COMPANY_ID, calculation, scenario, scenarioList } from '../testing/fixtures';
import { CostEstimationPage } from './cost-estimation-page';

beforeAll(() => loadLocales(['costEstimation', 'nav', 'errors', 'dataPrompt', 'common']));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const BASE = `/cost-estimation/${COMPANY_ID}`;
const routes = [{ path: '/cost-estimation', element: <CostEstimationPage /> }];
const URL = `/cost-estimation?company=${COMPANY_ID}&period=2024-01`;

function serve(items: ReturnType<typeof scenario>[]) {
  const session = sessionHandler(testUser('user'));
  return mockApi((method, path, body) => {
    const answer = session(method, path, body);
    if (answer) return answer;
    if (method === 'GET' && path === '/financial-data/companies') {
      return { status: 200, body: { items: [company] } };
    }
    if (method === 'GET' && path === `${BASE}/scenarios?period=2024-01`) {
      return { status: 200, body: scenarioList(items) };
    }
    if (method === 'POST' && path === `${BASE}/calculate`) {
      return { status: 200, body: calculation(body as EstimationCalculate) };
    }
    if (method === 'POST' && path === `${BASE}/scenarios`) {
      const created = {
        ...scenario('cccccccc-0000-4000-8000-000000000003', ''),
        ...(body as object),
      };
      return { status: 201, body: created };
    }
    return undefined;
  });
}

const calculations = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls
    .filter(([path, init]) => init?.method === 'POST' && String(path).endsWith('/calculate'))
    .map(([, init]) => JSON.parse(String(init?.body)) as EstimationCalculate);

/** Σ of the fixture's lines raised by their item's rate (labor, diesel, tyres; none; unmapped 0). */
function expectedTotal(labor: number) {
  return (
    inflate(10_512_000_000, 2.44) +
    inflate(-1_095_000_000, 2.44) +
    inflate(28_900_000_000, labor) +
    inflate(547_500_000, 2.81) +
    3_980_000_000 +
    12_000_000
  );
}

describe('CostEstimationPage', { timeout: 30_000 }, () => {
  it("starts from the spec's default rates and refuses a rate outside 0–50 % as abnormal", async () => {
    const fetchMock = serve([scenario(null, '기본')]);
    renderRoutes(routes, URL);
    expect(await screen.findByTestId('ce-items', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByLabelText('인건비')).toHaveValue('4.73');
    expect(screen.getByLabelText('경유(연료)')).toHaveValue('2.44');
    expect(screen.getByLabelText('타이어')).toHaveValue('2.81');
    expect(screen.getByLabelText('부품')).toHaveValue('1.29');
    expect(screen.getByLabelText('윤활유')).toHaveValue('5.42');
    expect(screen.getByLabelText('도로여객운송 서비스')).toHaveValue('3.81');
    expect(screen.getByTestId('ce-total-0')).toHaveTextContent(formatKRW(expectedTotal(4.73)));
    const asked = calculations(fetchMock).length;

    fireEvent.change(screen.getByLabelText('인건비'), { target: { value: '60' } });
    expect(
      await screen.findByText('비정상적인 상승률입니다. 0%에서 50% 사이로 입력해주세요.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('ce-invalid')).toHaveTextContent(
      '비정상적인 물가상승률이 감지되었습니다',
    );
    expect(screen.getByRole('button', { name: /새 시나리오로 저장/ })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(calculations(fetchMock)).toHaveLength(asked);

    fireEvent.change(screen.getByLabelText('인건비'), { target: { value: '5' } });
    await waitFor(() =>
      expect(screen.getByTestId('ce-total-0')).toHaveTextContent(formatKRW(expectedTotal(5))),
    );
    expect(calculations(fetchMock).at(-1)?.scenarios?.[0]?.rates.labor).toBe(5);
  });

  it('compares the stored scenarios side by side, item by item and in total', async () => {
    serve([
      scenario('aaaaaaaa-0000-4000-8000-000000000001', '기본'),
      scenario('bbbbbbbb-0000-4000-8000-000000000002', '고물가', { labor: 6.5 }),
    ]);
    renderRoutes(routes, URL);
    const items = await screen.findByTestId('ce-items', {}, { timeout: 5000 });
    await waitFor(() => expect(screen.getByTestId('ce-col-1')).toHaveTextContent('고물가'));
    expect(screen.getByTestId('ce-col-0')).toHaveTextContent('기본');
    expect(screen.getByTestId('ce-total-0')).toHaveTextContent(formatKRW(expectedTotal(4.73)));
    expect(screen.getByTestId('ce-total-1')).toHaveTextContent(formatKRW(expectedTotal(6.5)));
    const labor = within(items).getByText('인건비').closest('tr') as HTMLElement;
    expect(within(labor).getByText('4.73%')).toBeInTheDocument();
    expect(within(labor).getByText('6.50%')).toBeInTheDocument();
    expect(within(labor).getByText(formatKRW(inflate(28_900_000_000, 6.5)))).toBeInTheDocument();
    const totals = screen.getByTestId('ce-totals');
    expect(within(totals).getByText('고물가')).toBeInTheDocument();

    // Unmapped lines are listed with the rate they take (default 0 %).
    expect(screen.getByTestId('ce-unmapped')).toHaveTextContent('잡비');
    // No entities yet: the per-entity view says why and where to enter them.
    fireEvent.click(screen.getByRole('tab', { name: '서비스 대상별' }));
    expect(await screen.findByTestId('ce-entities-reason')).toHaveTextContent(
      '이 기간의 서비스 대상이 없어 배분할 수 없습니다',
    );
  });

  it('saves a copied scenario under a new name', async () => {
    const fetchMock = serve([scenario('aaaaaaaa-0000-4000-8000-000000000001', '기본')]);
    renderRoutes(routes, URL);
    await screen.findByTestId('ce-items', {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: /복사해 새 시나리오/ }));
    fireEvent.change(screen.getByLabelText('시나리오 이름'), { target: { value: '노사 합의안' } });
    fireEvent.change(screen.getByLabelText('인건비'), { target: { value: '3.5' } });
    fireEvent.click(screen.getByRole('button', { name: /새 시나리오로 저장/ }));

    expect(await screen.findByText("'노사 합의안' 시나리오를 저장했습니다.")).toBeInTheDocument();
    const created = fetchMock.mock.calls.find(
      ([path, init]) => init?.method === 'POST' && String(path).endsWith('/scenarios'),
    );
    const body = JSON.parse(String(created?.[1]?.body)) as EstimationScenarioCreate;
    expect(body).toMatchObject({ name: '노사 합의안', period: '2024-01' });
    expect(body.rates.labor).toBe(3.5);
  });
});
