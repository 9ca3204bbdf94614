import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLocales, renderRoutes } from '../../../test/app-test-utils';
import { problemReply } from '../../../test/costing-fixtures';
import { inspection } from '../testing/fixtures';
import { sentBodies, serveForecast } from '../testing/serve';
import { ForecastPage } from './forecast-page';

beforeAll(() =>
  loadLocales(['forecast', 'forecastParams', 'nav', 'errors', 'dataPrompt', 'common']),
);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const routes = [{ path: '/forecast', element: <ForecastPage /> }];
// The first render of a file also loads antd's table, tabs and selects: more than 1 s in jsdom.
const SLOW = { timeout: 10_000 };

async function openGrid() {
  renderRoutes(routes, '/forecast');
  await userEvent.click(await screen.findByRole('tab', { name: '직접 입력·붙여넣기' }, SLOW));
  return screen.getByTestId('fc-grid');
}

describe('ForecastPage input step', { timeout: 30_000 }, () => {
  it('spreads an Excel paste with Korean dates and separators over the grid and sends it as typed', async () => {
    const fetchMock = serveForecast();
    const grid = await openGrid();
    const first = within(grid).getByLabelText('1행 일자');
    await userEvent.click(first);
    await userEvent.paste(
      '일자\t운송수입\n2024년 1월\t1,523,400,000\n2024년 2월\t1,418,250,000\n2024년 3월\t1,602,700,000',
    );
    expect(within(grid).getByLabelText('3행 일자')).toHaveValue('2024년 3월');
    expect(within(grid).getByLabelText('2행 금액')).toHaveValue('1,418,250,000');
    await userEvent.click(screen.getByRole('button', { name: '자료 확인 (3행)' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'POST', '/forecast/inspect')).toHaveLength(1));
    const [body] = sentBodies(fetchMock, 'POST', '/forecast/inspect');
    expect(JSON.parse(String(body))).toEqual({
      rows: [
        { date: '2024년 1월', value: '1,523,400,000' },
        { date: '2024년 2월', value: '1,418,250,000' },
        { date: '2024년 3월', value: '1,602,700,000' },
      ],
      limit24Months: false,
    });
    expect(await screen.findByTestId('fc-points')).toHaveTextContent('60개월');
    expect(screen.getByTestId('fc-checks-ok')).toBeInTheDocument();
  });

  it('explains each warning with the periods it concerns', async () => {
    serveForecast({
      inspect: () => ({
        status: 200,
        body: inspection({
          count: 20,
          checks: [
            {
              code: 'few-points',
              severity: 'warning',
              periods: [],
              params: { points: 20, recommended: 24 },
            },
            {
              code: 'outliers',
              severity: 'info',
              periods: ['2020-04', '2021-02'],
              params: { count: 2 },
            },
            { code: 'negative-values', severity: 'warning', periods: ['2020-09'], params: {} },
          ],
        }),
      }),
    });
    const grid = await openGrid();
    await userEvent.click(within(grid).getByLabelText('1행 일자'));
    await userEvent.paste('2020-01\t100\n2020-02\t200');
    await userEvent.click(screen.getByTestId('fc-grid-check'));
    const outliers = await screen.findByTestId('fc-check-outliers');
    expect(outliers).toHaveTextContent('튀는 값이 2개 있습니다');
    expect(outliers).toHaveTextContent('해당 기간: 2020-04, 2021-02');
    expect(outliers).toHaveTextContent('파업, 노선 개편');
    expect(screen.getByTestId('fc-check-negative-values')).toHaveTextContent(
      '음수 값이 1개 있습니다',
    );
    expect(screen.getByTestId('fc-check-few-points')).toHaveTextContent(
      '자료가 20개월로 권장 길이(24개월)보다 짧습니다',
    );
  });

  it('shows a gap the server refused with its row, and why it matters', async () => {
    serveForecast({
      inspect: () =>
        problemReply(400, 'forecast/missing-period', { from: '2023-03', to: '2023-04', count: 2 }),
    });
    const grid = await openGrid();
    await userEvent.click(within(grid).getByLabelText('1행 일자'));
    await userEvent.paste('2023-01\t100\n2023-02\t200\n2023-05\t300');
    await userEvent.click(screen.getByTestId('fc-grid-check'));
    const error = await screen.findByTestId('fc-inspect-error');
    expect(error).toHaveTextContent('2023-03부터 2023-04까지 2개 기간의 값이 비어 있습니다');
    expect(error).toHaveTextContent('계절 주기(12개월)가 어긋나');
    expect(screen.queryByTestId('fc-preview')).toBeNull();
  });

  it('refuses a file over 10 MB before sending it, and offers column pickers from the refusal', async () => {
    const fetchMock = serveForecast({
      inspect: () =>
        problemReply(400, 'forecast/no-value-column', { columns: ['일자', '비고', '금액(천원)'] }),
    });
    renderRoutes(routes, '/forecast');
    const drop = await screen.findByTestId('fc-file-drop', {}, SLOW);
    // rc-upload renders a new input after each choice: look it up every time.
    const input = () => drop.querySelector('input[type="file"]') as HTMLInputElement;
    const big = new File(['x'], '운송수입.xlsx');
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.change(input(), { target: { files: [big] } });
    expect(
      await screen.findByText('파일이 너무 큽니다. 10MB 이하로 줄여 주세요.'),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/forecast/inspect')).toHaveLength(0);

    fireEvent.change(input(), { target: { files: [new File(['일자,비고'], '운송수입.csv')] } });
    expect(await screen.findByTestId('fc-inspect-error')).toHaveTextContent(
      '값 열을 찾지 못했습니다. 운송수입·value 같은 머리글을 붙이거나 값 열을 직접 고르세요. (열: 일자, 비고, 금액(천원))',
    );
    expect(screen.getByRole('combobox', { name: '값 열' })).toBeInTheDocument();
    const [form] = sentBodies(fetchMock, 'POST', '/forecast/inspect');
    expect(form).toBeInstanceOf(FormData);
    expect((form as FormData).get('limit24Months')).toBe('false');
  });

  it('asks for financial data when there is nothing to forecast, and still lets the user type', async () => {
    serveForecast({ companies: [], series: { items: [] } });
    renderRoutes(routes, '/forecast');
    const prompt = await screen.findByTestId('fc-data-prompt', {}, SLOW);
    expect(within(prompt).getByRole('link', { name: '재무 데이터 센터로 이동' })).toHaveAttribute(
      'href',
      '/financial-data-center',
    );
    await userEvent.click(screen.getByRole('tab', { name: '직접 입력·붙여넣기' }));
    expect(screen.getByLabelText('1행 일자')).toBeEnabled();
  });
});
