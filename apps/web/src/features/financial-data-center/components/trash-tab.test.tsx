import type { Company, TrashList } from '@bus/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  loadLocales,
  mockApi,
  renderRoutes,
  sessionHandler,
  testUser,
} from '../../../test/app-test-utils';
import { company, installResizeObserver, problem } from '../testing/fixtures';
import {
  OTHER_ORGANISATION,
  TRASHED_COMPANY_ID,
  trashedCompany,
  trashedStatement,
  trashList,
} from '../testing/trash-fixtures';
import { CompaniesTable } from './companies-table';
import { TrashTab } from './trash-tab';

beforeAll(async () => {
  installResizeObserver();
  await loadLocales(['financial', 'errors', 'common']);
});
afterEach(() => vi.unstubAllGlobals());

const TRASH_PATH = '/financial-data/trash';
const restoredCompany: Company = {
  ...company,
  id: TRASHED_COMPANY_ID,
  name: trashedCompany.name,
  statementCount: trashedCompany.statementCount,
};

type Server = {
  trash: TrashList | 'pending' | { status: number; body: unknown };
  companies: Company[];
  restoreReply?: { status: number; body: unknown };
};

/** A manager of the test organisation, the data center's company list and its trash. */
function serve(server: Server, role: 'manager' | 'admin' = 'manager') {
  const session = sessionHandler(testUser(role));
  return mockApi((method, path, body) => {
    const answer = session(method, path, body);
    if (answer) return answer;
    if (method === 'GET' && path === '/financial-data/companies') {
      return { status: 200, body: { items: server.companies } };
    }
    if (method === 'GET' && path === TRASH_PATH) {
      const { trash } = server;
      if (trash === 'pending') return 'pending';
      return 'status' in trash ? trash : { status: 200, body: trash };
    }
    if (method === 'POST' && path === `${TRASH_PATH}/companies/${TRASHED_COMPANY_ID}/restore`) {
      if (server.restoreReply) return server.restoreReply;
      const trash = server.trash as TrashList;
      server.trash = { ...trash, companies: [] };
      server.companies = [...server.companies, restoredCompany];
      return { status: 204 };
    }
    return undefined;
  });
}

/** The trash, beside the company list when a test watches that list refresh. */
function renderTrash(withCompanies = false) {
  const companies = withCompanies ? (
    <CompaniesTable selectedId={null} onSelect={() => {}} onGoUpload={() => {}} />
  ) : null;
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            {companies}
            <TrashTab />
          </>
        ),
      },
    ],
    '/',
  );
}

async function confirmRestore(name: string) {
  const companies = await screen.findByTestId('fdc-trash-companies');
  await userEvent.click(within(companies).getByLabelText(`'${name}' 회사 복원`));
  const title = await screen.findByText(`'${name}' 회사를 복원할까요?`);
  const popover = title.closest('.ant-popover') as HTMLElement;
  expect(popover).toHaveTextContent('함께 삭제된 재무제표 3건도 복원됩니다.');
  await userEvent.click(within(popover).getByRole('button', { name: /복\s?원/ }));
}

// Antd tables and popovers render slowly in jsdom on a loaded machine.
describe('TrashTab', { timeout: 20_000 }, () => {
  it('lists trashed companies and statements with who deleted them and the days left', async () => {
    serve({ trash: trashList(), companies: [company] });
    renderTrash();
    expect(await screen.findByText(/30일 동안 여기에 보관되며/)).toBeInTheDocument();
    const companies = await screen.findByTestId('fdc-trash-companies');
    const companyRow = within(companies).getByText('누리마을버스(주)').closest('tr') as HTMLElement;
    expect(companyRow).toHaveTextContent('박관리');
    expect(companyRow).toHaveTextContent('29일 남음');

    const statements = screen.getByTestId('fdc-trash-statements');
    const statementRow = within(statements).getByText('손익계산서').closest('tr') as HTMLElement;
    expect(statementRow).toHaveTextContent('가람시내버스(주)');
    expect(statementRow).toHaveTextContent('2023 (12개월)');
    expect(statementRow).toHaveTextContent('탈퇴한 사용자');
    expect(within(statementRow).getByTestId('fdc-trash-days-left')).toHaveTextContent('2일 남음');
    // All rows are the user's own organisation: no organisation column once the session is known.
    await waitFor(() => expect(screen.queryAllByTestId('fdc-trash-organisation')).toHaveLength(0));
  });

  it('restores a company after asking, and the company list shows it again', async () => {
    const fetchMock = serve({ trash: trashList(), companies: [company] });
    renderTrash(true);
    const list = await screen.findByTestId('fdc-companies');
    expect(await within(list).findByText('가람시내버스(주)')).toBeInTheDocument();
    expect(within(list).queryByText('누리마을버스(주)')).toBeNull();

    await confirmRestore('누리마을버스(주)');

    expect(await screen.findByText("'누리마을버스(주)' 회사를 복원했습니다")).toBeInTheDocument();
    expect(await within(list).findByText('누리마을버스(주)')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('fdc-trash-companies')).toBeNull());
    expect(fetchMock).toHaveBeenCalledWith(
      `/api${TRASH_PATH}/companies/${TRASHED_COMPANY_ID}/restore`,
      expect.objectContaining({ method: 'POST' }),
    );
    // The statement trashed on its own stays in the trash.
    expect(screen.getByTestId('fdc-trash-statements')).toBeInTheDocument();
  });

  it('explains a restore refused because a live company has the name (409)', async () => {
    serve({
      trash: trashList(),
      companies: [company],
      restoreReply: {
        status: 409,
        body: {
          type: 'about:blank',
          title: 'Conflict',
          status: 409,
          code: 'organisation/name-taken',
          params: { name: trashedCompany.name },
        },
      },
    });
    renderTrash();
    await confirmRestore('누리마을버스(주)');
    expect(
      await screen.findByText(
        "같은 이름의 회사 '누리마을버스(주)'가 이미 있어 복원할 수 없습니다. 데이터 관리 탭에서 그 회사를 확인해주세요.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('fdc-trash-companies')).toHaveTextContent('누리마을버스(주)');
  });

  it('says a refused restore with the shared error message', async () => {
    serve({ trash: trashList(), companies: [company], restoreReply: problem(403, 'forbidden') });
    renderTrash();
    await confirmRestore('누리마을버스(주)');
    expect(
      await screen.findByText('복원하지 못했습니다: 이 작업을 수행할 권한이 없습니다.'),
    ).toBeInTheDocument();
  });

  it('names each organisation when the list spans several (an admin)', async () => {
    serve(
      {
        trash: trashList({
          statements: [{ ...trashedStatement, organisation: OTHER_ORGANISATION }],
        }),
        companies: [company],
      },
      'admin',
    );
    renderTrash();
    const statements = await screen.findByTestId('fdc-trash-statements');
    expect(within(statements).getByTestId('fdc-trash-organisation')).toHaveTextContent(
      '누리운수(주)',
    );
    expect(screen.getByTestId('fdc-trash-companies')).toHaveTextContent('가람교통(주)');
  });

  it('says the trash is empty', async () => {
    serve({ trash: trashList({ companies: [], statements: [] }), companies: [company] });
    renderTrash();
    expect(await screen.findByTestId('fdc-trash-empty')).toHaveTextContent(
      '휴지통이 비어 있습니다',
    );
  });

  it('shows a loading state, then a failed load with the error and a retry', async () => {
    const server: Server = { trash: 'pending', companies: [company] };
    serve(server);
    const { unmount } = renderTrash();
    expect(await screen.findByTestId('fdc-trash-loading')).toBeInTheDocument();
    unmount();

    serve({ trash: problem(403, 'forbidden'), companies: [company] });
    renderTrash();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('휴지통을 불러오지 못했습니다');
    expect(alert).toHaveTextContent('이 작업을 수행할 권한이 없습니다.');
    expect(within(alert).getByRole('button', { name: /다시 시도/ })).toBeInTheDocument();
    expect(screen.queryByTestId('fdc-trash-companies')).toBeNull();
  });
});
