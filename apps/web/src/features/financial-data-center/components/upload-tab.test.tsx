import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLocales, mockApi, renderRoutes } from '../../../test/app-test-utils';
import { company, installResizeObserver } from '../testing/fixtures';
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

/** The upload pane and a stand-in for another tab that hides it. */
function UploadPane() {
  const [active, setActive] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setActive(false)}>
        manage
      </button>
      <UploadTab socketLive={false} onDone={() => {}} active={active} />
    </>
  );
}

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

  it('closes the company suggestions when its tab is hidden', async () => {
    mockApi((method, path) =>
      method === 'GET' && path.startsWith('/financial-data/companies')
        ? { status: 200, body: { items: [company] } }
        : undefined,
    );
    renderRoutes([{ path: '/', element: <UploadPane /> }], '/');
    const name = await screen.findByLabelText('회사명');
    await userEvent.type(name, '가람');
    const option = await screen.findByText('가람시내버스(주)', {
      selector: '.ant-select-item-option-content',
    });
    expect(option).toBeInTheDocument();
    // Another tab opened without the field losing focus (as when a finished upload switches to
    // the manage tab): the popup must still go (it leaves with its slide-up animation).
    fireEvent.click(screen.getByText('manage'));
    await waitFor(() =>
      expect(
        document.querySelector(
          '.ant-select-dropdown:not(.ant-select-dropdown-hidden):not(.ant-slide-up-leave)',
        ),
      ).toBeNull(),
    );
  });

  it('checks an optional business number and keeps one the company already has', async () => {
    mockApi((method, path) =>
      method === 'GET' && path.startsWith('/financial-data/companies')
        ? { status: 200, body: { items: [{ ...company, businessNumber: '1248100998' }] } }
        : undefined,
    );
    renderRoutes([{ path: '/', element: <UploadTab socketLive={false} onDone={() => {}} /> }], '/');
    const number = await screen.findByLabelText('사업자등록번호');
    fireEvent.change(number, { target: { value: '124-81-00997' } });
    await userEvent.click(screen.getByRole('button', { name: /업로드 및 추출/ }));
    expect(await screen.findByText(/사업자등록번호가 올바르지 않습니다/)).toBeInTheDocument();

    fireEvent.change(await screen.findByLabelText('회사명'), {
      target: { value: '가람시내버스(주)' },
    });
    await waitFor(() => expect(screen.getByLabelText('사업자등록번호')).toBeDisabled());
    // The number typed before is dropped, not left in the locked field unsent (the form clears it
    // in an effect after the render that locks the field, so wait for it).
    await waitFor(() => expect(screen.getByLabelText('사업자등록번호')).toHaveValue(''));
    expect(
      screen.getByText(/이 회사에 등록된 값\(124-81-00998\)이 유지됩니다/),
    ).toBeInTheDocument();
  });
});
