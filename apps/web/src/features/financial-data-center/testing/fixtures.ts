import {
  Company,
  type PeriodRatios,
  RatioReport,
  type RatioValue,
  StatementDetail,
  StatementSummary,
} from '@bus/domain';
import { vi } from 'vitest';
import { TEST_ORGANISATION } from '../../../test/app-test-utils';

/** Test data parsed by the contract's schemas, so a fixture can never drift from the API. */
export const COMPANY_ID = '11111111-1111-4111-8111-111111111111';
export const STATEMENT_ID = '22222222-2222-4222-8222-222222222222';
export const ASSETS_ID = '33333333-3333-4333-8333-333333333333';
export const EQUITY_ID = '44444444-4444-4444-8444-444444444444';
const FILE_ID = '55555555-5555-4555-8555-555555555555';
const NOW = '2026-03-02T09:00:00.000Z';

export const company = Company.parse({
  id: COMPANY_ID,
  name: '가람시내버스(주)',
  businessNumber: '123-45-67890',
  industry: null,
  statementCount: 1,
  payrollCount: 0,
  latestFiscalYear: 2024,
  createdAt: NOW,
  version: 1,
  organisation: TEST_ORGANISATION,
  access: 'write',
});

export const statementSummary = StatementSummary.parse({
  id: STATEMENT_ID,
  companyId: COMPANY_ID,
  companyName: company.name,
  type: 'balance_sheet',
  fiscalYear: 2024,
  fiscalPeriod: 12,
  status: 'verified',
  validationMessages: [],
  unit: '원',
  extractionMethod: 'spreadsheet',
  extractionComplete: true,
  extractionProblems: [],
  sourceFile: { id: FILE_ID, name: 'statements.xlsx', size: 20480, mimeType: 'application/xlsx' },
  accountCount: 2,
  createdAt: NOW,
  updatedAt: NOW,
  version: 1,
});

const provenance = { extractor: 'spreadsheet', sheet: '재무상태표', cell: 'A30' };

export function statementDetail(version = 1, assets = 55_419_355_000) {
  return StatementDetail.parse({
    ...statementSummary,
    version,
    accounts: [
      {
        id: ASSETS_ID,
        name: '자산총계',
        originalName: '자산총계',
        currentValue: assets,
        previousValue: 55_980_000_000,
        standardId: 'bs.total_assets',
        mappingConfidence: 1,
        isVerified: false,
        isTotal: true,
        lineNo: 1,
        provenance,
      },
      {
        id: EQUITY_ID,
        name: '자본총계',
        originalName: '자본총계',
        currentValue: 25_449_355_000,
        previousValue: null,
        standardId: 'bs.total_equity',
        mappingConfidence: 1,
        isVerified: true,
        isTotal: true,
        lineNo: 2,
        provenance,
      },
    ],
  });
}

function ratio(key: RatioValue['key'], value: number | null, eroded = false): RatioValue {
  return {
    key,
    value,
    formula: '자본총계 ÷ 자산총계 × 100',
    inputs: [{ name: '자본총계', value: 25_449_355_000 }],
    missing: value === null ? ['매출액'] : [],
    affectedByCapitalErosion: eroded,
  };
}

function period(fiscalYear: number, equityRatio: number | null, erosion: boolean): PeriodRatios {
  return {
    fiscalYear,
    capitalErosion: erosion,
    ratios: [ratio('salesGrowth', null), ratio('equityRatio', equityRatio, erosion)],
  };
}

export function ratioReport(options: { erosion?: boolean } = {}) {
  return RatioReport.parse({
    companyId: COMPANY_ID,
    fiscalYear: 2024,
    ratios: {
      current: period(2024, 45.92142, options.erosion ?? false),
      previous: period(2023, 43.5869, false),
      insufficientData: true,
    },
    saved: null,
  });
}

export const problem = (status: number, code: string) => ({
  status,
  body: { type: 'about:blank', title: code, status, code },
});

/** A WebSocket that never connects: the screens then poll, and no test touches the network. */
export function stubSocket() {
  class SilentSocket {
    static readonly OPEN = 1;
    readyState = 0;
    onopen = null;
    onmessage = null;
    onclose = null;
    send() {}
    close() {}
  }
  vi.stubGlobal('WebSocket', SilentSocket);
}

/** jsdom has no ResizeObserver; antd tables and tabs observe their size. */
export function installResizeObserver() {
  if (typeof globalThis.ResizeObserver === 'function') return;
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
