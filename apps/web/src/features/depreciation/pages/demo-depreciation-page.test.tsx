import { SAMPLE_ASSETS, SAMPLE_DEPRECIATION_COMPANY } from '@bus/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLocales, mockApi, renderRoutes } from '../../../test/app-test-utils';
import { demoRegister } from '../lib/demo-register';
import { DemoDepreciationPage } from './demo-depreciation-page';
import { DemoDepreciationResultsPage } from './demo-depreciation-results-page';

beforeAll(() => loadLocales(['depreciation', 'nav', 'errors', 'common']));
afterEach(() => {
  demoRegister.reset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const routes = [
  { path: '/demo/depreciation', element: <DemoDepreciationPage /> },
  { path: '/demo/depreciation-results', element: <DemoDepreciationResultsPage /> },
];
const SLOW = { timeout: 10_000 };

/** Every call the page makes would land here; the demo must make none. */
const noServer = () => mockApi(() => ({ status: 500 }));

describe('public depreciation demo', { timeout: 30_000 }, () => {
  it('shows the sample register, marked as a demo, without calling the server', async () => {
    const fetchMock = noServer();
    renderRoutes(routes, '/demo/depreciation');
    const banner = await screen.findByTestId('dep-demo-banner', {}, SLOW);
    expect(banner).toHaveTextContent('체험용 데모 — 가상 회사, 저장되지 않습니다');
    expect(within(banner).getByRole('link', { name: '회원가입' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(within(banner).getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/login');
    expect(screen.getByText(SAMPLE_DEPRECIATION_COMPANY)).toBeInTheDocument();
    expect(screen.getByText(`자산 등록부 (${SAMPLE_ASSETS.length}건)`)).toBeInTheDocument();
    // Sample A's register: 4,075,276,401 won in 2024 against 4,068,000,000 in the statements.
    expect(screen.getByTestId('dep-total-base')).toHaveTextContent('4,075,276,401원');
    expect(screen.getByTestId('dep-reconciliation-difference')).toHaveTextContent('+7,276,401원');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('adds an asset in the browser, and the results follow', async () => {
    const fetchMock = noServer();
    renderRoutes(routes, '/demo/depreciation');
    fireEvent.click(await screen.findByRole('button', { name: /자산 추가/ }, SLOW));
    const form = await screen.findByTestId('dep-asset-form');
    const type = (label: string, value: string) =>
      fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    type('자산명', '체험 버스');
    type('노선(사업부)', 'R-101');
    type('취득일', '2024-01-02');
    type('취득원가', '120000000');
    type('내용연수', '10');
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    // 120,000,000 / 120 months × 12 = 12,000,000 more in 2024.
    await waitFor(() =>
      expect(screen.getByTestId('dep-total-base')).toHaveTextContent('4,087,276,401원'),
    );
    expect(screen.getByText(`자산 등록부 (${SAMPLE_ASSETS.length + 1}건)`)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('link', { name: /감가상각 결과 보기/ }));
    const byAsset = await screen.findByTestId('dep-results-asset', {}, SLOW);
    expect(byAsset).toBeInTheDocument();
    const byEntity = screen.getByTestId('dep-results-entity');
    expect(within(byEntity).getByText('R-101 간선(도심-신도시)')).toBeInTheDocument();
    expect(screen.getByTestId('dep-total-base')).toHaveTextContent('4,087,276,401원');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a useful life of 0 in the demo too', async () => {
    noServer();
    renderRoutes(routes, '/demo/depreciation');
    fireEvent.click(await screen.findByRole('button', { name: /자산 추가/ }, SLOW));
    const form = await screen.findByTestId('dep-asset-form');
    fireEvent.change(within(form).getByLabelText('내용연수'), { target: { value: '0' } });
    expect(await screen.findByText(/0년은 상각할 수 없습니다/, {}, SLOW)).toBeInTheDocument();
  });
});
