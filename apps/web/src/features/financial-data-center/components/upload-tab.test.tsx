import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLocales, mockApi, renderRoutes } from '../../../test/app-test-utils';
import { COMPANY_ID, company, installResizeObserver } from '../testing/fixtures';
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

// Each test renders the whole form with antd's upload, selects and radios: slow in jsdom on a loaded
// machine (as the page's tests).
describe('UploadTab', { timeout: 20_000 }, () => {
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

  it('asks a payroll register for its month and names, never a statement type or a model', async () => {
    renderUpload();
    await screen.findByText('재무제표 종류');
    expect(screen.getByText('AI 모델')).toBeInTheDocument();
    expect(screen.queryByTestId('fdc-payroll-privacy')).toBeNull();

    await userEvent.click(screen.getByLabelText('급여대장'));
    expect(await screen.findByText('급여 월')).toBeInTheDocument();
    expect(screen.queryByText('재무제표 종류')).toBeNull();
    expect(screen.queryByText('AI 모델')).toBeNull();
    expect(screen.queryByText('회계기간')).toBeNull();
    expect(screen.getByText('연간 급여대장')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '직원 이름 저장' })).not.toBeChecked();
    const privacy = screen.getByTestId('fdc-payroll-privacy');
    expect(privacy).toHaveTextContent('주민등록번호·외국인등록번호 열은');
    expect(privacy).toHaveTextContent('원본 파일은 읽은 직후');
  });

  it('sends the month and the names choice of a payroll register', async () => {
    const job = {
      id: '99999999-9999-4999-8999-999999999999',
      kind: 'extraction',
      status: 'queued',
      progress: 0,
      stage: 'queued',
      companyId: COMPANY_ID,
      statementIds: [],
      payrollDocumentId: null,
      aiUsed: false,
      queuePosition: 1,
      error: null,
      createdAt: '2026-03-02T09:00:00.000Z',
      updatedAt: '2026-03-02T09:00:00.000Z',
    };
    const fetchMock = mockApi((method, path) => {
      if (method === 'GET' && path.startsWith('/financial-data/companies'))
        return { status: 200, body: { items: [company] } };
      if (method === 'POST' && path === '/financial-data/uploads')
        return { status: 202, body: { job, companyId: COMPANY_ID } };
      if (method === 'GET' && path.startsWith('/financial-data/jobs/'))
        return { status: 200, body: job };
      return undefined;
    });
    renderRoutes([{ path: '/', element: <UploadTab socketLive={false} onDone={() => {}} /> }], '/');
    fireEvent.change(await screen.findByLabelText('회사명'), {
      target: { value: '가람시내버스(주)' },
    });
    await userEvent.click(screen.getByLabelText('급여대장'));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: '급여 월' }));
    const march = await screen.findAllByTitle('3월');
    fireEvent.click(march[march.length - 1] as HTMLElement);
    await userEvent.click(screen.getByRole('checkbox', { name: '직원 이름 저장' }));
    const user = await choose(fileOf('2024-03 급여대장.xlsx', 4096));
    await user.click(screen.getByRole('button', { name: /업로드 및 추출/ }));

    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true),
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    const form = post?.[1]?.body as FormData;
    expect(form.get('documentType')).toBe('payroll');
    expect(form.get('payrollMonth')).toBe('3');
    expect(form.get('keepNames')).toBe('true');
    expect(form.has('fiscalYear')).toBe(true);
  });
});
