import type { Company } from '@bus/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLocales, mockApi, renderRoutes } from '../../../test/app-test-utils';
import {
  COMPANY_ID,
  company,
  installResizeObserver,
  problem,
  statementSummary,
} from '../testing/fixtures';
import { ManageTab } from './manage-tab';

beforeAll(async () => {
  installResizeObserver();
  await loadLocales(['financial', 'errors']);
});
afterEach(() => vi.unstubAllGlobals());

function Harness({ onOpen }: { onOpen: (id: string) => void }) {
  const [companyId, setCompanyId] = useState<string | null>(null);
  return (
    <ManageTab
      companyId={companyId}
      onSelectCompany={setCompanyId}
      onOpenDetails={onOpen}
      onGoUpload={() => {}}
    />
  );
}

describe('ManageTab', () => {
  it('lists the companies, then the statements of the one clicked', async () => {
    mockApi((method, path) => {
      if (method === 'GET' && path === '/financial-data/companies') {
        return { status: 200, body: { items: [company] } };
      }
      if (method === 'GET' && path === `/financial-data/companies/${COMPANY_ID}/statements`) {
        return { status: 200, body: { items: [statementSummary] } };
      }
      return undefined;
    });
    const onOpen = vi.fn();
    renderRoutes([{ path: '/', element: <Harness onOpen={onOpen} /> }], '/');

    const companies = await screen.findByTestId('fdc-companies');
    await userEvent.click(await within(companies).findByText('가람시내버스(주)'));

    const statements = await screen.findByTestId('fdc-statements');
    expect(await within(statements).findByText('재무상태표')).toBeInTheDocument();
    expect(within(statements).getByText('2024')).toBeInTheDocument();
    expect(within(statements).getByText('12개월')).toBeInTheDocument();
    expect(within(statements).getByText('검증 완료')).toHaveAttribute('data-status', 'verified');
    // Text queries: role queries walk antd's styles and take seconds on a table.
    const download = within(statements).getByText('원본').closest('a');
    expect(download).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/api\/financial-data\/files\//),
    );

    await userEvent.click(within(statements).getByText('상세'));
    expect(onOpen).toHaveBeenCalledWith(statementSummary.id);
  });

  it('shows an overseer the companies with their organisation and no edit controls', async () => {
    const other: Company = {
      ...company,
      access: 'read',
      organisation: {
        id: '0b0b0b0b-0000-4000-8000-000000000002',
        name: '누리운수(주)',
        kind: 'operator',
      },
    };
    mockApi((method, path) => {
      if (method === 'GET' && path === '/financial-data/companies') {
        return { status: 200, body: { items: [other] } };
      }
      if (method === 'GET' && path === `/financial-data/companies/${COMPANY_ID}/statements`) {
        return { status: 200, body: { items: [statementSummary] } };
      }
      return undefined;
    });
    renderRoutes([{ path: '/', element: <Harness onOpen={() => {}} /> }], '/');

    const companies = await screen.findByTestId('fdc-companies');
    expect(await within(companies).findByText('누리운수(주)')).toBeInTheDocument();
    expect(within(companies).queryByText('수정')).toBeNull();
    expect(within(companies).queryByText('삭제')).toBeNull();

    await userEvent.click(within(companies).getByText('가람시내버스(주)'));
    const statements = await screen.findByTestId('fdc-statements');
    expect(await within(statements).findByText('상세')).toBeInTheDocument();
    expect(within(statements).getByText('원본')).toBeInTheDocument();
    for (const action of ['수정', '검증', '삭제']) {
      expect(within(statements).queryByText(action)).toBeNull();
    }
  });

  it('asks to upload first when there is no company', async () => {
    mockApi((method, path) =>
      method === 'GET' && path === '/financial-data/companies'
        ? { status: 200, body: { items: [] } }
        : undefined,
    );
    renderRoutes([{ path: '/', element: <Harness onOpen={() => {}} /> }], '/');
    expect(await screen.findByTestId('fdc-no-data')).toHaveTextContent(
      '먼저 재무 문서를 업로드해주세요',
    );
  });

  it('says so when deleting a company is not allowed (403)', async () => {
    const fetchMock = mockApi((method, path) => {
      if (method === 'GET' && path === '/financial-data/companies') {
        return { status: 200, body: { items: [company] } };
      }
      if (method === 'DELETE') return problem(403, 'forbidden');
      return undefined;
    });
    renderRoutes([{ path: '/', element: <Harness onOpen={() => {}} /> }], '/');
    const companies = await screen.findByTestId('fdc-companies');
    await userEvent.click(await within(companies).findByText('삭제'));
    const [title] = await screen.findAllByText("'가람시내버스(주)' 회사를 삭제할까요?");
    const dialog = title?.closest('.ant-modal') as HTMLElement;
    expect(dialog).toHaveTextContent("'가람시내버스(주)' 회사를 삭제할까요?");
    // Issue 14 §6: nothing is lost at once; the dialog says where it goes and for how long.
    expect(dialog).toHaveTextContent('휴지통으로 옮겨져 30일 동안 보관됩니다');
    await userEvent.click(within(dialog).getByText('삭제'));
    expect(
      await screen.findByText('회사를 삭제할 권한이 없습니다. 관리자에게 문의해주세요.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        `/api/financial-data/companies/${COMPANY_ID}`,
        expect.objectContaining({ method: 'DELETE' }),
      ),
    );
  });

  describe('company details', () => {
    const bare: Company = { ...company, businessNumber: null, industry: null };
    const companiesPath = '/financial-data/companies';

    async function openEdit() {
      renderRoutes([{ path: '/', element: <Harness onOpen={() => {}} /> }], '/');
      const companies = await screen.findByTestId('fdc-companies');
      await userEvent.click(
        await within(companies).findByLabelText('가람시내버스(주) 회사 정보 수정'),
      );
      const dialog = await screen.findByTestId('fdc-company-edit');
      return {
        dialog,
        number: within(dialog).getByLabelText('사업자등록번호'),
        industry: within(dialog).getByLabelText('업종'),
        save: () => userEvent.click(within(dialog).getByText('저장')),
      };
    }

    it('checks the business number before sending it, then saves with the version', async () => {
      const patches: unknown[] = [];
      mockApi((method, path, body) => {
        if (method === 'GET' && path === companiesPath) {
          return { status: 200, body: { items: [bare] } };
        }
        if (method === 'PATCH' && path === `${companiesPath}/${COMPANY_ID}`) {
          patches.push(body);
          return { status: 200, body: { ...bare, businessNumber: '1248100998', version: 2 } };
        }
        return undefined;
      });
      const form = await openEdit();
      fireEvent.change(form.number, { target: { value: '124-81-00997' } });
      await form.save();
      expect(
        await within(form.dialog).findByText(/사업자등록번호가 올바르지 않습니다/),
      ).toBeInTheDocument();
      expect(patches).toHaveLength(0);

      fireEvent.change(form.number, { target: { value: '124-81-00998' } });
      fireEvent.change(form.industry, { target: { value: '시내버스 운송업' } });
      await form.save();
      await waitFor(() => expect(patches).toHaveLength(1));
      expect(patches[0]).toEqual({
        businessNumber: '124-81-00998',
        industry: '시내버스 운송업',
        version: 1,
      });
      expect(
        await screen.findByText("'가람시내버스(주)' 회사 정보를 저장했습니다"),
      ).toBeInTheDocument();
    });

    it('on a stale save (409) says so and shows the values saved meanwhile', async () => {
      let current = bare;
      mockApi((method, path) => {
        if (method === 'GET' && path === companiesPath) {
          return { status: 200, body: { items: [current] } };
        }
        if (method === 'PATCH') {
          current = { ...bare, businessNumber: '2208162517', industry: '전세버스', version: 2 };
          return problem(409, 'conflict');
        }
        return undefined;
      });
      const form = await openEdit();
      fireEvent.change(form.number, { target: { value: '124-81-00998' } });
      await form.save();
      expect(
        await within(form.dialog).findByText(/다른 곳에서 먼저 수정되었습니다/),
      ).toBeInTheDocument();
      await waitFor(() => expect(form.number).toHaveValue('220-81-62517'));
      expect(form.industry).toHaveValue('전세버스');
    });
  });
});
