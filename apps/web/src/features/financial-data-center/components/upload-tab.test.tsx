import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLocales, mockApi, renderRoutes } from '../../../test/app-test-utils';
import { installResizeObserver } from '../testing/fixtures';
import { defaultFiscalYear, UploadTab } from './upload-tab';

beforeAll(async () => {
  installResizeObserver();
  await loadLocales(['financial', 'errors']);
});
afterEach(() => vi.unstubAllGlobals());

function renderUpload() {
  mockApi((method, path) =>
    method === 'GET' && path.startsWith('/financial-data/companies')
      ? { status: 200, body: { items: [] } }
      : undefined,
  );
  renderRoutes([{ path: '/', element: <UploadTab socketLive={false} onDone={() => {}} /> }], '/');
}

function fileOf(name: string, size: number): File {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

async function choose(file: File) {
  // Browsers filter by `accept` in the picker only; a drop bypasses it, so the form checks again.
  const user = userEvent.setup({ applyAccept: false });
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await user.upload(input, file);
  return user;
}

const fileField = () => screen.getByText('파일').closest('.ant-form-item') as HTMLElement;

describe('UploadTab', () => {
  it('asks for a company name and a file', async () => {
    renderUpload();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /업로드 및 추출/ }));
    expect(await screen.findByText('회사명을 입력해주세요')).toBeInTheDocument();
    expect(
      await within(fileField()).findByText('업로드할 파일을 선택해주세요.'),
    ).toBeInTheDocument();
  });

  it('refuses a file of another type', async () => {
    renderUpload();
    const user = await choose(fileOf('memo.docx', 2048));
    await user.click(screen.getByRole('button', { name: /업로드 및 추출/ }));
    expect(
      await within(fileField()).findByText(
        'PDF, Excel(xlsx, xls), CSV 또는 이미지(png, jpg) 파일만 업로드할 수 있습니다!',
      ),
    ).toBeInTheDocument();
  });

  it('refuses a file over 10 MB and an empty one', async () => {
    renderUpload();
    const user = await choose(fileOf('big.pdf', 10 * 1024 * 1024 + 1));
    await user.click(screen.getByRole('button', { name: /업로드 및 추출/ }));
    expect(
      await within(fileField()).findByText('파일이 너무 큽니다. 10MB 이하의 파일을 올려주세요.'),
    ).toBeInTheDocument();
    await choose(fileOf('empty.csv', 0));
    expect(
      await within(fileField()).findByText('빈 파일입니다. 내용이 있는 파일을 올려주세요.'),
    ).toBeInTheDocument();
  });

  it('estimates one minute per 2 MB, at least one', async () => {
    renderUpload();
    expect(await screen.findByTestId('fdc-upload-estimate')).toHaveTextContent(
      '처리 시간은 파일 2MB당 약 1분(최소 1분)입니다.',
    );
    await choose(fileOf('statements.pdf', 5 * 1024 * 1024));
    expect(screen.getByTestId('fdc-upload-estimate')).toHaveTextContent('예상 처리 시간: 약 3분');
    await choose(fileOf('small.xlsx', 1000));
    expect(screen.getByTestId('fdc-upload-estimate')).toHaveTextContent('예상 처리 시간: 약 1분');
  });

  it('defaults to the previous calendar year, 12 months and Claude', async () => {
    renderUpload();
    expect(defaultFiscalYear(new Date('2026-01-15'))).toBe(2025);
    expect(
      await screen.findByDisplayValue(String(new Date().getFullYear() - 1)),
    ).toBeInTheDocument();
    expect(screen.getByText('12개월')).toBeInTheDocument();
    expect(screen.getByText('Claude (권장)')).toBeInTheDocument();
    expect(screen.getByText('자동 인식')).toBeInTheDocument();
  });
});
