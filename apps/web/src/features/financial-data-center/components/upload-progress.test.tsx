import type { Job } from '@bus/domain';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { loadLocales, renderRoutes } from '../../../test/app-test-utils';
import { UploadProgress } from './upload-progress';

beforeAll(async () => {
  await loadLocales(['financial', 'errors']);
});

const job = (patch: Partial<Job>): Job => ({
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'extraction',
  status: 'queued',
  progress: 0,
  stage: 'queued',
  companyId: null,
  statementIds: [],
  aiUsed: false,
  queuePosition: null,
  error: null,
  createdAt: '2026-11-25T00:00:00.000Z',
  updatedAt: '2026-11-25T00:00:00.000Z',
  ...patch,
});

function show(current: Job) {
  renderRoutes(
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
});
