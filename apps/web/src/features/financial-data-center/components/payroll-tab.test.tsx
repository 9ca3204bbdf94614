import type { PayrollSummary } from '@bus/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLocales, mockApi, renderRoutes } from '../../../test/app-test-utils';
import { COMPANY_ID, company, installResizeObserver, problem } from '../testing/fixtures';
import {
  PAYROLL_DOCUMENT_ID,
  PAYROLL_ROW_ID,
  payrollDocument,
  payrollRows,
  payrollSummary,
} from '../testing/payroll-fixtures';
import { PayrollTab } from './payroll-tab';

// The chart draws with ECharts, which jsdom cannot lay out; its option is tested in lib/.
vi.mock('./payroll-chart', () => ({
  PayrollChart: () => <div data-testid="fdc-payroll-chart" />,
}));

beforeAll(async () => {
  installResizeObserver();
  await loadLocales(['financial', 'payroll', 'errors', 'common']);
});
afterEach(() => vi.unstubAllGlobals());

type Reply = { status: number; body?: unknown };
type Server = {
  summary: PayrollSummary | 'pending';
  rowVersion?: number;
  rowReply?: Reply;
  toleranceReply?: Reply;
};

const COMPANY_PATH = `/payroll/companies/${COMPANY_ID}`;

function serve(server: Server) {
  let rowJobType: 'other' | 'office' = 'other';
  return mockApi((method, path, body) => {
    if (method === 'GET' && path.startsWith('/financial-data/companies'))
      return { status: 200, body: { items: [company] } };
    if (method === 'GET' && path.startsWith(`${COMPANY_PATH}/summary`))
      return server.summary === 'pending' ? 'pending' : { status: 200, body: server.summary };
    if (method === 'GET' && path === `${COMPANY_PATH}/documents`)
      return { status: 200, body: { items: [payrollDocument] } };
    if (method === 'GET' && path.startsWith(`/payroll/documents/${PAYROLL_DOCUMENT_ID}/rows`))
      return { status: 200, body: payrollRows(server.rowVersion ?? 1, rowJobType) };
    if (method === 'PATCH' && path === `/payroll/rows/${PAYROLL_ROW_ID}`) {
      if (server.rowReply) return server.rowReply;
      rowJobType = (body as { jobType: 'office' }).jobType;
      return { status: 200, body: payrollRows(2, rowJobType).items[0] };
    }
    if (method === 'PUT' && path === `${COMPANY_PATH}/tolerance`) {
      return server.toleranceReply ?? { status: 200, body: { tolerancePercent: 2, version: 4 } };
    }
    if (method === 'DELETE' && path === `/payroll/documents/${PAYROLL_DOCUMENT_ID}`)
      return { status: 204 };
    return undefined;
  });
}

function renderTab(onGoUpload = () => {}) {
  const onSelectCompany = vi.fn();
  return renderRoutes(
    [
      {
        path: '/financial-data-center/payroll',
        element: (
          <PayrollTab companyId={null} onSelectCompany={onSelectCompany} onGoUpload={onGoUpload} />
        ),
      },
    ],
    `/financial-data-center/payroll?company=${COMPANY_ID}&year=2024`,
  );
}

const jobRow = (jobType: string) =>
  screen.getByTestId(`fdc-payroll-job-${jobType}`).closest('tr') as HTMLElement;
const reconRow = (key: string) =>
  screen.getByTestId(`fdc-recon-${key}`).closest('tr') as HTMLElement;
const calls = (fetchMock: ReturnType<typeof serve>, method: string, part: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === method && String(url).includes(part),
  );

describe('PayrollTab', { timeout: 20_000 }, () => {
  it('shows headcount, pay and staff per bus per job type beside the published standard', async () => {
    serve({ summary: payrollSummary() });
    renderTab();
    await screen.findByTestId('fdc-payroll-jobs');
    expect(screen.getByTestId('fdc-payroll-coverage')).toHaveTextContent('연간 급여대장 기준');
    expect(screen.getByTestId('fdc-payroll-owned-buses')).toHaveTextContent('보유대수 100대');
    const office = within(jobRow('office'));
    expect(office.getByText('관리직')).toBeInTheDocument();
    expect(office.getByText('18')).toBeInTheDocument();
    expect(office.getByText('900,000,000')).toBeInTheDocument();
    expect(office.getByText('50,000,000')).toBeInTheDocument();
    expect(office.getByText('0.180')).toBeInTheDocument();
    expect(office.getByText(/^0\.170 · 경기 2024년 · 경기교통공사/)).toBeInTheDocument();
    expect(within(jobRow('director')).getByText(/^0\.028 · 경기 2024년/)).toBeInTheDocument();
    expect(within(jobRow('driver')).getByText('공표 기준 없음')).toBeInTheDocument();
    expect(within(jobRow('mechanic')).getByText('공표 기준 없음')).toBeInTheDocument();
    expect(within(jobRow('total')).getByText('14,340,000,000')).toBeInTheDocument();
    // An annual register has no months to chart.
    expect(screen.queryByTestId('fdc-payroll-chart')).toBeNull();
  });

  it('reconciles with the statements: signed, coloured differences and their status', async () => {
    serve({ summary: payrollSummary() });
    renderTab();
    await screen.findByTestId('fdc-payroll-reconciliation');
    const driver = within(reconRow('cs.driver_wages'));
    expect(driver.getByText('운전직급여')).toBeInTheDocument();
    expect(driver.getByText('+50,000,000')).toHaveClass('fdc-difference-up');
    expect(driver.getByText('+5.00%')).toBeInTheDocument();
    expect(driver.getByText('허용 범위 초과')).toBeInTheDocument();
    const directors = within(reconRow('is.executive_pay'));
    expect(directors.getByText('-1,000,000')).toHaveClass('fdc-difference-down');
    expect(directors.getByText('-0.50%')).toBeInTheDocument();
    expect(directors.getByText('허용 범위 이내')).toBeInTheDocument();
    expect(screen.getByTestId('fdc-recon-unassigned')).toHaveTextContent('40,000,000원은');
  });

  it('says why a year of some months is not reconciled and charts its months', async () => {
    const summary = payrollSummary({
      coverage: { source: 'monthly', months: [1, 2, 3], complete: false },
      monthly: [
        { month: 1, headcount: 280, byJobType: [{ jobType: 'driver', headcount: 250, pay: 1 }] },
      ],
      reconciliation: {
        ...payrollSummary().reconciliation,
        unavailable: 'partial_year',
        lines: [],
        beyondTolerance: false,
      },
    });
    serve({ summary });
    renderTab();
    expect(await screen.findByTestId('fdc-payroll-coverage')).toHaveTextContent(
      '월별 급여대장 3개월 기준: 1월, 2월, 3월',
    );
    expect(screen.getByText(/일부 달의 급여대장만 있어 연간 합계가 아닙니다/)).toBeInTheDocument();
    expect(screen.getByTestId('fdc-recon-unavailable')).toHaveTextContent(
      '일부 달의 급여대장만 있어 대조하지 않았습니다',
    );
    expect(screen.getByTestId('fdc-payroll-chart')).toBeInTheDocument();
  });

  it('shows a loading state, then how to upload when the company has no register', async () => {
    const server: Server = { summary: 'pending' };
    serve(server);
    const onGoUpload = vi.fn();
    const { unmount } = renderTab(onGoUpload);
    expect(await screen.findByTestId('fdc-payroll-loading')).toBeInTheDocument();
    unmount();

    serve({
      summary: payrollSummary({
        years: [],
        coverage: { source: 'none', months: [], complete: false },
        byJobType: [],
      }),
    });
    renderTab(onGoUpload);
    const empty = await screen.findByTestId('fdc-payroll-empty');
    expect(empty).toHaveTextContent('이 회사의 급여대장이 아직 없습니다');
    expect(empty).toHaveTextContent("문서 종류를 '급여대장'으로 고르고");
    await userEvent.click(within(empty).getByRole('button', { name: '업로드하러 가기' }));
    expect(onGoUpload).toHaveBeenCalled();
  });

  it('asks for the owned buses in cost allocation when the year has none', async () => {
    const summary = payrollSummary({ ownedBuses: null });
    summary.byJobType = summary.byJobType.map((job) => ({ ...job, perBus: null }));
    serve({ summary });
    renderTab();
    const notice = await screen.findByTestId('fdc-payroll-no-buses');
    expect(notice).toHaveTextContent('2024년 보유대수가 없어 대당 인원을 계산하지 못했습니다');
    expect(within(notice).getByRole('link')).toHaveAttribute(
      'href',
      `/cost-allocation?company=${COMPANY_ID}&year=2024`,
    );
    expect(within(jobRow('office')).getByText('-')).toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    mockApi((method, path) => {
      if (method === 'GET' && path.startsWith('/financial-data/companies'))
        return { status: 200, body: { items: [company] } };
      if (path.startsWith(`${COMPANY_PATH}/summary`)) return problem(500, 'internal');
      return undefined;
    });
    renderTab();
    expect(await screen.findByRole('alert')).toHaveTextContent('급여 자료를 불러오지 못했습니다');
  });

  it('keeps employee rows from a reader below manager, with a sentence saying so', async () => {
    const fetchMock = serve({ summary: payrollSummary({ canSeeRows: false }) });
    renderTab();
    expect(await screen.findByTestId('fdc-payroll-rows-hidden')).toHaveTextContent(
      '직원별 행은 이 회사 조직의 매니저 이상에게만 보입니다',
    );
    expect(screen.queryByTestId('fdc-payroll-rows')).toBeNull();
    expect(
      await within(screen.getByTestId('fdc-payroll-documents')).findByText('284'),
    ).toBeTruthy();
    expect(screen.queryByTestId('fdc-payroll-delete')).toBeNull();
    expect(calls(fetchMock, 'GET', '/rows')).toHaveLength(0);
  });

  it("corrects an employee's job type inline and reads the figures again", async () => {
    const fetchMock = serve({ summary: payrollSummary() });
    renderTab();
    const rows = await screen.findByTestId('fdc-payroll-rows');
    expect(await within(rows).findByText('E-007')).toBeInTheDocument();
    expect(within(rows).getByText('30,000,000')).toBeInTheDocument();
    const summariesBefore = calls(fetchMock, 'GET', '/summary').length;

    fireEvent.mouseDown(within(rows).getByRole('combobox', { name: '7행 직종' }));
    const office = await screen.findAllByTitle('관리직');
    fireEvent.click(office[office.length - 1] as HTMLElement);

    expect(await screen.findByText('7행의 직종을 관리직으로 바꿨습니다')).toBeInTheDocument();
    const patch = calls(fetchMock, 'PATCH', `/payroll/rows/${PAYROLL_ROW_ID}`)[0];
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ jobType: 'office', version: 1 });
    await waitFor(() =>
      expect(calls(fetchMock, 'GET', '/summary').length).toBeGreaterThan(summariesBefore),
    );
  });

  it('reads a row again when its job type was changed elsewhere first (409)', async () => {
    const fetchMock = serve({ summary: payrollSummary(), rowReply: problem(409, 'conflict') });
    renderTab();
    const rows = await screen.findByTestId('fdc-payroll-rows');
    await within(rows).findByText('E-007');
    const rowReads = calls(fetchMock, 'GET', '/rows').length;
    fireEvent.mouseDown(within(rows).getByRole('combobox', { name: '7행 직종' }));
    const driver = await screen.findAllByTitle('운전직');
    fireEvent.click(driver[driver.length - 1] as HTMLElement);
    expect(
      await screen.findByText(/다른 곳에서 먼저 이 행을 바꿨습니다. 최신 값을 불러왔으니/),
    ).toBeInTheDocument();
    await waitFor(() => expect(calls(fetchMock, 'GET', '/rows').length).toBeGreaterThan(rowReads));
  });

  it('saves the tolerance with its version and explains a stale save', async () => {
    const fetchMock = serve({
      summary: payrollSummary(),
      toleranceReply: problem(409, 'conflict'),
    });
    renderTab();
    const field = await screen.findByTestId('fdc-payroll-tolerance');
    const input = field.tagName === 'INPUT' ? field : within(field).getByRole('spinbutton');
    expect(input).toHaveValue('1.0');
    fireEvent.change(input, { target: { value: '2' } });
    await userEvent.click(screen.getByTestId('fdc-payroll-tolerance-save'));
    expect(await screen.findByText(/다른 곳에서 먼저 허용 범위를 바꿨습니다/)).toBeInTheDocument();
    const put = calls(fetchMock, 'PUT', '/tolerance')[0];
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ tolerancePercent: 2, version: 3 });
  });

  it('deletes a register for good after a confirmation', async () => {
    const fetchMock = serve({ summary: payrollSummary() });
    renderTab();
    const documents = await screen.findByTestId('fdc-payroll-documents');
    expect(await within(documents).findByText('284')).toBeInTheDocument();
    await userEvent.click(within(documents).getByTestId('fdc-payroll-delete'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('2024년 연간 급여대장을 삭제할까요?');
    expect(dialog).toHaveTextContent('직원 행 284건이 바로 영구 삭제됩니다');
    await userEvent.click(within(dialog).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(calls(fetchMock, 'DELETE', PAYROLL_DOCUMENT_ID)).toHaveLength(1));
    expect(await screen.findByText('급여대장을 삭제했습니다')).toBeInTheDocument();
  });
});
