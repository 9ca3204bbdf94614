import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLocales, mockApi, renderRoutes } from '../../../test/app-test-utils';
import {
  COMPANY_ID,
  company,
  installResizeObserver,
  ratioReport,
  statementSummary,
} from '../testing/fixtures';
import { AnalyzeTab } from './analyze-tab';

beforeAll(async () => {
  installResizeObserver();
  await loadLocales(['financial', 'errors']);
});
afterEach(() => vi.unstubAllGlobals());

function renderAnalyze(report: ReturnType<typeof ratioReport>) {
  mockApi((method, path) => {
    if (method !== 'GET') return undefined;
    if (path === '/financial-data/companies') return { status: 200, body: { items: [company] } };
    if (path === `/financial-data/companies/${COMPANY_ID}/statements`) {
      return { status: 200, body: { items: [statementSummary] } };
    }
    if (path === `/financial-data/companies/${COMPANY_ID}/ratios`)
      return { status: 200, body: report };
    return undefined;
  });
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <AnalyzeTab companyId={COMPANY_ID} onSelectCompany={() => {}} onGoUpload={() => {}} />
        ),
      },
    ],
    '/',
  );
}

describe('AnalyzeTab', () => {
  it('shows ratios with two decimals and a percent sign, and a dash when empty', async () => {
    renderAnalyze(ratioReport());
    const capital = await screen.findByTestId('fdc-ratio-group-capital');
    const equityRow = within(capital).getByText('자기자본비율').closest('tr') as HTMLElement;
    expect(within(equityRow).getByText('45.92%')).toBeInTheDocument();
    expect(within(equityRow).getByText('43.59%')).toBeInTheDocument();
    const growth = screen.getByTestId('fdc-ratio-group-growth');
    const growthRow = within(growth).getByText('매출액증가율').closest('tr') as HTMLElement;
    expect(within(growthRow).getAllByText('-')).toHaveLength(2);
    expect(screen.getAllByTestId('fdc-insufficient')[0]).toHaveTextContent(
      '데이터가 부족해 일부 비율을 계산할 수 없습니다',
    );
    expect(screen.queryByTestId('fdc-capital-erosion')).not.toBeInTheDocument();
  });

  it('warns about capital erosion', async () => {
    renderAnalyze(ratioReport({ erosion: true }));
    expect(await screen.findByTestId('fdc-capital-erosion')).toHaveTextContent(
      '자본잠식 상태입니다',
    );
    expect(screen.getByTestId('fdc-capital-erosion')).toHaveTextContent(
      '2024년 자본총계가 음수입니다',
    );
  });
});
