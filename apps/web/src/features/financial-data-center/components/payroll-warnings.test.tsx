import { PayrollDocument } from '@bus/domain';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocales } from '../../../test/app-test-utils';
import { payrollDocument } from '../testing/payroll-fixtures';
import { PayrollWarnings } from './payroll-warnings';

beforeAll(async () => {
  await loadLocales(['payroll']);
});

describe('PayrollWarnings', () => {
  it('says what the reader doubted, with the amounts as printed and as added up', () => {
    const document = PayrollDocument.parse({
      ...payrollDocument,
      warnings: [
        {
          code: 'payroll/total-mismatch',
          params: {
            line: 'p2 y=4105',
            column: '퇴직급여',
            printed: 325000000,
            computed: 276500000,
          },
        },
        { code: 'payroll/unreadable-amount', params: { line: 'p1 y=880', column: '기본급' } },
        { code: 'payroll/more-warnings', params: { count: 3 } },
      ],
    });
    render(<PayrollWarnings document={document} />);
    const alert = screen.getByTestId('fdc-payroll-warnings');
    expect(alert).toHaveTextContent('확인이 필요한 곳이 있었습니다 (3건)');
    expect(alert).toHaveTextContent(
      'p2 y=4105 합계 행: 퇴직급여 325,000,000원이 읽은 직원 행의 합 276,500,000원과 다릅니다.',
    );
    expect(alert).toHaveTextContent('p1 y=880: 기본급 금액을 읽지 못해 0원으로 두었습니다.');
    expect(alert).toHaveTextContent('그 밖에 3건이 더 있습니다.');
  });

  it('shows nothing for a register read without doubt', () => {
    const { container } = render(<PayrollWarnings document={payrollDocument} />);
    expect(container).toBeEmptyDOMElement();
  });
});
