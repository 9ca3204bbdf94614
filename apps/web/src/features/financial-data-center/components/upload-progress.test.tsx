import type { Job } from '@bus/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { loadLocales, mockApi, renderRoutes } from '../../../test/app-test-utils';
import { COMPANY_ID } from '../testing/fixtures';
import { PAYROLL_DOCUMENT_ID, payrollDocument } from '../testing/payroll-fixtures';
import { UploadProgress } from './upload-progress';

beforeAll(async () => {
  await loadLocales(['financial', 'errors']);
});
afterEach(() => vi.unstubAllGlobals());

const job = (patch: Partial<Job>): Job => ({
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'extraction',
  status: 'queued',
  progress: 0,
  stage: 'queued',
  companyId: null,
  statementIds: [],
  payrollDocumentId: null,
  aiUsed: false,
  queuePosition: null,
  error: null,
  createdAt: '2026-11-25T00:00:00.000Z',
  updatedAt: '2026-11-25T00:00:00.000Z',
  ...patch,
});

function show(current: Job) {
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <UploadProgress
            job={current}
            error={null}
            fileName="scan.png"
            aiModel="claude"
            polling={false}
          />
        ),
      },
    ],
    '/',
  );
}

describe('UploadProgress', () => {
  it('tells a waiting upload its place in the queue', () => {
    show(job({ queuePosition: 3 }));
    expect(screen.getByTestId('fdc-queue-position')).toHaveTextContent('대기 순서 3번째');
  });

  it('says nothing of a queue once the job runs', () => {
    show(job({ status: 'running', stage: 'ocr', progress: 30 }));
    expect(screen.queryByTestId('fdc-queue-position')).toBeNull();
    expect(screen.getByTestId('fdc-progress-stage')).toHaveTextContent('이미지 글자 인식(OCR) 중');
  });

  it('shows the per-user limit refusal of an upload in Korean', () => {
    const refusal = new ApiError({
      type: 'about:blank',
      title: 'Too Many Requests',
      status: 429,
      code: 'jobs/too-many',
      params: { max: 5 },
    });
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <UploadProgress
              job={undefined}
              error={refusal}
              fileName="scan.png"
              aiModel="claude"
              polling={false}
            />
          ),
        },
      ],
      '/',
    );
    expect(screen.getByText(/이미 5건 있습니다/)).toBeInTheDocument();
  });

  it("fills a failed job's message with its params", () => {
    show(
      job({
        status: 'failed',
        stage: 'failed',
        error: { code: 'jobs/too-many', params: { max: 4 } },
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('이미 4건');
  });

  it('names the line and column of a refused payroll register', () => {
    show(
      job({
        status: 'failed',
        stage: 'failed',
        error: { code: 'payroll/negative-amount', params: { line: 12, column: '기본급' } },
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent("12행 '기본급' 열의 금액이 음수입니다");
  });

  it('names the register a year already has, annual or monthly', () => {
    const { unmount } = show(
      job({
        status: 'failed',
        stage: 'failed',
        error: { code: 'payroll/period-exists', params: { fiscalYear: 2024 } },
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('2024년 연간 급여대장이 이미 있습니다');
    unmount();
    show(
      job({
        status: 'failed',
        stage: 'failed',
        error: { code: 'payroll/period-exists', params: { fiscalYear: 2024, month: 3 } },
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('2024년 3월 급여대장이 이미 있습니다');
  });

  it('says what a payroll upload dropped, what to correct and where to see it', async () => {
    mockApi((method, path) =>
      method === 'GET' && path === `/payroll/companies/${COMPANY_ID}/documents`
        ? { status: 200, body: { items: [payrollDocument] } }
        : undefined,
    );
    show(
      job({
        status: 'done',
        stage: 'done',
        progress: 100,
        companyId: COMPANY_ID,
        payrollDocumentId: PAYROLL_DOCUMENT_ID,
      }),
    );
    const notice = await screen.findByTestId('fdc-payroll-notice');
    expect(
      await within(notice).findByText('2024년 연간 급여대장에서 직원 행 284건을 읽었습니다'),
    ).toBeInTheDocument();
    expect(within(notice).getByTestId('fdc-payroll-dropped')).toHaveTextContent(
      '저장하지 않고 버린 열: 주민등록번호, 성명',
    );
    expect(within(notice).getByText('직원 이름은 저장하지 않았습니다.')).toBeInTheDocument();
    expect(within(notice).getByTestId('fdc-payroll-unknown-jobs')).toHaveTextContent('촉탁');
    expect(within(notice).getByTestId('fdc-payroll-open')).toHaveAttribute(
      'href',
      `/financial-data-center/payroll?company=${COMPANY_ID}&year=2024`,
    );
    // Statements' wording and the AI note do not apply to a register.
    expect(screen.queryByText(/재무제표 \d+건을 추출했습니다/)).toBeNull();
    expect(screen.queryByText(/AI/)).toBeNull();
  });
});
