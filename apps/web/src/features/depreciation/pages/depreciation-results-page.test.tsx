import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  loadLocales,
  mockApi,
  renderRoutes,
  sessionHandler,
  testUser,
} from '../../../test/app-test-utils';
import { assetView, COMPANY_ID, company, entitySet, resultsView } from '../testing/fixtures';
import { DepreciationResultsPage } from './depreciation-results-page';

beforeAll(() => loadLocales(['depreciation', 'nav', 'errors', 'dataPrompt', 'common']));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const BASE = `/depreciation/${COMPANY_ID}`;
const routes = [{ path: '/depreciation-results', element: <DepreciationResultsPage /> }];

// 1,200,000,000 over 10 years: 120,000,000 a year; the depot over 40 years: 100,000,000 a year;
// the bus bought in 2024-07 depreciates 6 months in 2024 and 12 in 2025.
const ITEMS = [
  assetView({ name: 'CNG 저상버스 10대', entityId: 'r-100', cost: 1_200_000_000 }),
  assetView({
    name: '차고지 사무동',
    assetClass: 'building',
    acquisitionDate: '2011-03-28',
    cost: 4_000_000_000,
    usefulLifeYears: 40,
  }),
  assetView({
    name: '전기버스 1대',
    entityId: 'R-200',
    acquisitionDate: '2024-07-08',
    cost: 120_000_000,
  }),
];

function serve(items = ITEMS, entities: 'ok' | 'fail' = 'ok') {
  const session = sessionHandler(testUser('viewer'));
  return mockApi((method, url, body) => {
    const answer = session(method, url, body);
    if (answer) return answer;
    const path = url.split('?')[0];
    if (path === '/financial-data/companies') return { status: 200, body: { items: [company] } };
    if (path === `/cost-allocation/${COMPANY_ID}/entities`) {
      return entities === 'ok' ? { status: 200, body: entitySet() } : { status: 500 };
    }
    if (path === `${BASE}/results`) {
      const query = new URLSearchParams(url.split('?')[1]);
      const periods = { base: query.get('base') ?? '', estimate: query.get('estimate') ?? '' };
      return {
        status: 200,
        body: resultsView(items, { costStatement: 200_000_000, sga: 30_000_000 }, periods),
      };
    }
    return undefined;
  });
}

// The first render of a file also loads antd's table and the charts' chunk: more than 1 s in jsdom.
const SLOW = { timeout: 10_000 };

const rowOf = (table: HTMLElement, text: string) =>
  within(table).getByText(text).closest('tr') as HTMLElement;

describe('DepreciationResultsPage', { timeout: 30_000 }, () => {
  it('shows base and estimate by entity, with the standard and the entered entity id', async () => {
    serve();
    renderRoutes(routes, '/depreciation-results?base=2024-01&estimate=2025-01');
    const byEntity = await screen.findByTestId('dep-results-entity', {}, SLOW);
    const route100 = rowOf(byEntity, '100번 간선');
    expect(route100).toHaveTextContent('R-100');
    expect(route100).toHaveTextContent('r-100');
    expect(route100).toHaveTextContent('120,000,000원');
    const route200 = rowOf(byEntity, '200번 지선');
    expect(route200).toHaveTextContent('6,000,000원');
    expect(route200).toHaveTextContent('12,000,000원');
    expect(rowOf(byEntity, '미배정(공통)')).toHaveTextContent('100,000,000원');
    expect(rowOf(byEntity, '합계')).toHaveTextContent('226,000,000원');
    expect(rowOf(byEntity, '합계')).toHaveTextContent('232,000,000원');
    expect(within(byEntity).getByRole('columnheader', { name: /기준 기간/ })).toHaveTextContent(
      '2024-01 ~ 2024-12',
    );
  });

  it('shows by class and by asset, the charts and the reconciliation', async () => {
    serve();
    renderRoutes(routes, '/depreciation-results');
    const byClass = await screen.findByTestId('dep-results-class', {}, SLOW);
    expect(rowOf(byClass, '건물·구축물')).toHaveTextContent('100,000,000원');
    expect(rowOf(byClass, '버스(차량)')).toHaveTextContent('126,000,000원');
    const byAsset = screen.getByTestId('dep-results-asset');
    expect(rowOf(byAsset, '전기버스 1대')).toHaveTextContent('200번 지선');
    expect(rowOf(byAsset, '전기버스 1대')).toHaveTextContent('114,000,000원');
    expect(screen.getByTestId('dep-chart-entity')).toBeInTheDocument();
    expect(screen.getByTestId('dep-chart-class')).toBeInTheDocument();
    expect(screen.getByTestId('dep-reconciliation-difference')).toHaveTextContent('-4,000,000원');
  });

  it('exports the periods on screen as xlsx', async () => {
    serve();
    renderRoutes(routes, '/depreciation-results?base=2023-01&estimate=2026-01');
    await screen.findByTestId('dep-results-entity', {}, SLOW);
    expect(screen.getByRole('link', { name: /결과 엑셀 내보내기/ })).toHaveAttribute(
      'href',
      `/api${BASE}/results/export?base=2023-01&estimate=2026-01&lang=ko`,
    );
  });

  it('leads to the register when there is no asset yet', async () => {
    serve([]);
    renderRoutes(routes, '/depreciation-results?base=2024-01&estimate=2025-01');
    const empty = await screen.findByTestId('dep-results-empty', {}, SLOW);
    expect(empty).toHaveTextContent('등록된 자산이 없습니다');
    expect(within(empty).getByRole('link', { name: /감가상각 관리로/ })).toHaveAttribute(
      'href',
      '/depreciation?base=2024-01&estimate=2025-01',
    );
  });

  it('still shows the figures, by entered id, when the routes cannot be read', async () => {
    serve(ITEMS, 'fail');
    renderRoutes(routes, '/depreciation-results');
    expect(await screen.findByTestId('dep-entities-failed', {}, SLOW)).toHaveTextContent(
      '노선·사업부 목록을 불러오지 못해',
    );
    const byAsset = screen.getByTestId('dep-results-asset');
    expect(rowOf(byAsset, '전기버스 1대')).toHaveTextContent('R-200');
  });
});
