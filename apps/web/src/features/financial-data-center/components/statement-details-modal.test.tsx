import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLocales, mockApi, renderRoutes } from '../../../test/app-test-utils';
import {
  ASSETS_ID,
  company,
  installResizeObserver,
  problem,
  STATEMENT_ID,
  statementDetail,
} from '../testing/fixtures';
import { StatementDetailsModal } from './statement-details-modal';

beforeAll(async () => {
  installResizeObserver();
  await loadLocales(['financial', 'errors']);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const detailPath = `/financial-data/statements/${STATEMENT_ID}`;
const companiesPath = '/financial-data/companies';
/** The company list the modal reads the user's access from (issue 14 §8). */
const companiesReply = (access: 'read' | 'write' = 'write') => ({
  status: 200,
  body: { items: [{ ...company, access }] },
});
const accountPath = `${detailPath}/accounts/${ASSETS_ID}`;

function renderDetails() {
  renderRoutes(
    [
      {
        path: '/',
        element: <StatementDetailsModal statementId={STATEMENT_ID} onClose={() => {}} />,
      },
    ],
    '/',
  );
}

async function editAssets(value: string) {
  // Label and text queries: role queries compute styles of the whole modal and take seconds.
  const table = await screen.findByTestId('fdc-accounts');
  await userEvent.click(await within(table).findByLabelText('자산총계 수정'));
  const input = within(table).getByLabelText('2024년 금액(원)');
  // fireEvent: typing key by key re-renders the modal per key.
  fireEvent.change(input, { target: { value } });
  await userEvent.click(within(table).getByText('저장'));
  return table;
}

describe('StatementDetailsModal', () => {
  it('shows amounts with thousands separators and total rows in bold', async () => {
    mockApi((method, path) =>
      method === 'GET' && path === detailPath
        ? { status: 200, body: statementDetail() }
        : undefined,
    );
    renderDetails();
    const table = await screen.findByTestId('fdc-accounts');
    const cell = within(table).getByText('55,419,355,000');
    expect(cell).toHaveClass('fdc-amount');
    expect(cell.closest('tr')).toHaveClass('fdc-total-row');
    // A previous amount that was not in the file stays empty, never 0.
    expect(within(table).getAllByText('-').length).toBeGreaterThan(0);
  });

  it('checks an edited amount before sending it', async () => {
    const fetchMock = mockApi((method, path) => {
      if (method === 'GET' && path === companiesPath) return companiesReply();
      return method === 'GET' && path === detailPath
        ? { status: 200, body: statementDetail() }
        : undefined;
    });
    renderDetails();
    await editAssets('12.5');
    expect(
      await screen.findByText('당기 금액은 올바른 숫자(원 단위 정수)여야 합니다'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('on a 409 shows both versions and saves mine again on the new version', async () => {
    let version = 1;
    const puts: unknown[] = [];
    mockApi((method, path, body) => {
      if (method === 'GET' && path === companiesPath) return companiesReply();
      if (method === 'GET' && path === detailPath) {
        return {
          status: 200,
          body: statementDetail(version, version === 1 ? 55_419_355_000 : 55_000_000_000),
        };
      }
      if (method === 'PUT' && path === accountPath) {
        puts.push(body);
        if (puts.length === 1) {
          version = 2; // someone else saved meanwhile
          return problem(409, 'conflict');
        }
        return { status: 200, body: statementDetail(3) };
      }
      return undefined;
    });
    renderDetails();
    await editAssets('55,500,000,000');

    const dialog = (await screen.findByText('다른 곳에서 먼저 수정되었습니다')).closest(
      '.ant-modal',
    ) as HTMLElement;
    expect(within(dialog).getByText('55,000,000,000원')).toBeInTheDocument();
    expect(within(dialog).getByText('55,500,000,000원')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: '저장된 값 사용 (내 수정 취소)' }),
    ).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: '내 수정으로 다시 저장' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[0]).toMatchObject({ currentValue: 55_500_000_000, version: 1 });
    expect(puts[1]).toMatchObject({ currentValue: 55_500_000_000, version: 2 });
  });

  it('shows a reader the accounts without add or edit controls', async () => {
    mockApi((method, path) => {
      if (method === 'GET' && path === companiesPath) return companiesReply('read');
      return method === 'GET' && path === detailPath
        ? { status: 200, body: statementDetail() }
        : undefined;
    });
    renderDetails();
    const table = await screen.findByTestId('fdc-accounts');
    expect(within(table).getByText('55,419,355,000')).toBeInTheDocument();
    expect(within(table).queryByLabelText('자산총계 수정')).toBeNull();
    expect(within(table).queryByText('작업')).toBeNull();
    expect(screen.queryByText('계정 추가')).toBeNull();
  });

  it('marks the values OCR left uncertain and counts them above the statement', async () => {
    const detail = statementDetail();
    const [assets, equity] = detail.accounts;
    if (!assets || !equity) throw new Error('fixture has two accounts');
    assets.provenance = { ...assets.provenance, extractor: 'ocr', uncertain: ['current'] };
    // A line a user has already checked is settled: no marker, not counted.
    equity.provenance = { ...equity.provenance, extractor: 'ocr', uncertain: ['previous'] };
    mockApi((method, path) =>
      method === 'GET' && path === detailPath ? { status: 200, body: detail } : undefined,
    );
    renderDetails();

    const notice = await screen.findByTestId('fdc-review-notice');
    expect(notice).toHaveTextContent('OCR 판독이 불확실한 값이 1개 있습니다');
    const table = screen.getByTestId('fdc-accounts');
    const marks = within(table).getAllByLabelText(
      'OCR 판독이 불확실합니다 — 원본과 대조해 확인하세요',
    );
    expect(marks).toHaveLength(1);
    const cell = marks[0]?.closest('.fdc-review');
    expect(cell).toHaveAttribute('data-review', 'current');
    expect(cell).toHaveTextContent('55,419,355,000');
    expect(within(table).getByText('55,980,000,000').closest('.fdc-review')).toBeNull();
  });

  it('shows no review notice when nothing is uncertain', async () => {
    mockApi((method, path) =>
      method === 'GET' && path === detailPath
        ? { status: 200, body: statementDetail() }
        : undefined,
    );
    renderDetails();
    await screen.findByTestId('fdc-accounts');
    expect(screen.queryByTestId('fdc-review-notice')).toBeNull();
  });

  it('names the standard account in the mapping tooltip, never its dictionary id', async () => {
    mockApi((method, path) =>
      method === 'GET' && path === detailPath
        ? { status: 200, body: statementDetail() }
        : undefined,
    );
    renderDetails();
    const table = await screen.findByTestId('fdc-accounts');
    await userEvent.hover(within(table).getAllByText('100%')[0] as HTMLElement);
    expect(await screen.findByText('표준 계정: 자산총계')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('bs.total_assets');
  });

  it('says the statement is gone on a 404', async () => {
    const onClose = vi.fn();
    mockApi((method, path) =>
      method === 'GET' && path === detailPath ? problem(404, 'not_found') : undefined,
    );
    renderRoutes(
      [
        {
          path: '/',
          element: <StatementDetailsModal statementId={STATEMENT_ID} onClose={onClose} />,
        },
      ],
      '/',
    );
    expect(
      await screen.findByText(`ID ${STATEMENT_ID}의 재무제표를 찾을 수 없어 목록에서 제외했습니다`),
    ).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });
});
