import { describe, expect, it } from 'vitest';
import { recogniseColumnName } from './column-names';
import { chooseJobColumn, findPayrollHeader, type PayrollSourceRow, placeCells } from './columns';
import { grid } from './test-fixtures';

const fieldsOf = (rows: PayrollSourceRow[]) =>
  findPayrollHeader(rows)?.columns.map((column) => [column.label, column.field]);

describe('recogniseColumnName', () => {
  it.each([
    ['사번', 'employeeNo'],
    ['사원번호', 'employeeNo'],
    ['직원번호', 'employeeNo'],
    ['성 명', 'name'],
    ['이름', 'name'],
    ['주민등록번호', 'residentNumber'],
    ['주민번호', 'residentNumber'],
    ['외국인등록번호', 'residentNumber'],
    ['생년월일', 'ignored'],
    ['직종', 'jobType'],
    ['부서', 'jobType'],
    ['귀속월', 'month'],
    ['지급월', 'month'],
    ['월', 'month'],
    ['기본급', 'basePay'],
    ['기본급여', 'basePay'],
    ['본봉', 'basePay'],
    ['제수당', 'allowances'],
    ['직책수당', 'allowances'],
    ['각종수당', 'allowances'],
    ['상여금', 'bonuses'],
    ['성과급', 'bonuses'],
    ['연장근로수당', 'overtime'],
    ['시간외수당', 'overtime'],
    ['야간근로수당', 'overtime'],
    ['휴일근로수당', 'overtime'],
    ['연장근로시간', 'ignored'],
    ['퇴직급여', 'retirement'],
    ['퇴직충당금', 'retirement'],
    ['퇴직금전입', 'retirement'],
    ['4대보험 사업주부담', 'employerInsurance'],
    ['회사부담분', 'employerInsurance'],
    ['지급합계', 'grossPay'],
    ['총지급액', 'grossPay'],
    ['지급액계', 'grossPay'],
    ['국민연금', 'ignored'],
    ['건강보험', 'ignored'],
    ['고용보험', 'ignored'],
    ['소득세', 'ignored'],
    ['지방소득세', 'ignored'],
    ['공제합계', 'ignored'],
    ['실지급액', 'ignored'],
    ['차인지급액', 'ignored'],
    ['비고', 'ignored'],
    ['기본급(원)', 'basePay'],
  ])('reads %s as %s', (label, field) => {
    expect(recogniseColumnName(label).field).toBe(field);
  });

  it('reads an insurance column under 사업주부담 as the employer share', () => {
    expect(recogniseColumnName('국민연금', '사업주 부담').field).toBe('employerInsurance');
    expect(recogniseColumnName('국민연금', '공제내역').field).toBe('ignored');
  });

  it('reads a name one letter off as OCR misread it', () => {
    expect(recogniseColumnName('기본금').field).toBe('basePay');
    expect(recogniseColumnName('연장근로수담').field).toBe('overtime');
  });
});

describe('findPayrollHeader', () => {
  it('finds the header below a title, a company line and a blank line', () => {
    const rows = grid([
      ['2024년 급여대장'],
      ['가람시내버스(주)', null, null, '(단위: 원)'],
      ['사번', '성명', '직종', '기본급', '상여금'],
      ['GR0001', '김민수', '운전직', 2_500_000, 500_000],
    ]);
    const header = findPayrollHeader(rows);
    expect(header?.bodyRow).toBe(3);
    expect(fieldsOf(rows)).toEqual([
      ['사번', 'employeeNo'],
      ['성명', 'name'],
      ['직종', 'jobType'],
      ['기본급', 'basePay'],
      ['상여금', 'bonuses'],
    ]);
  });

  it('reads a header whose group titles sit above their sub-columns, merged ones in their first cell', () => {
    const rows = grid([
      ['사번', '직종', '지급내역', null, null, '사업주 부담', null],
      [null, null, '기본급', '제수당', '지급합계', '국민연금', '건강보험'],
      ['GR0001', '운전직', 2_500_000, 300_000, 2_800_000, 126_000, 99_260],
    ]);
    expect(findPayrollHeader(rows)?.bodyRow).toBe(2);
    expect(fieldsOf(rows)).toEqual([
      ['사번', 'employeeNo'],
      ['직종', 'jobType'],
      ['기본급', 'basePay'],
      ['제수당', 'allowances'],
      ['지급합계', 'grossPay'],
      ['국민연금', 'employerInsurance'],
      ['건강보험', 'employerInsurance'],
    ]);
  });

  it('reads a header printed over three positioned rows, names merged down in the middle one', () => {
    const at = (text: string, left: number, right: number) => ({ text, value: null, left, right });
    const rows: PayrollSourceRow[] = [
      { source: 'p1 y=80', cells: [at('지급내역', 230, 290)] },
      { source: 'p1 y=86', cells: [at('사번', 20, 44), at('직종', 100, 124)] },
      { source: 'p1 y=92', cells: [at('기본급', 180, 210), at('상여금', 300, 330)] },
      { source: 'p1 y=110', cells: [at('GR0001', 20, 60), at('운전직', 100, 130)] },
    ];
    expect(findPayrollHeader(rows)?.bodyRow).toBe(3);
    expect(fieldsOf(rows)).toEqual([
      ['사번', 'employeeNo'],
      ['직종', 'jobType'],
      ['기본급', 'basePay'],
      ['상여금', 'bonuses'],
    ]);
  });

  it('finds no header in a statement or a table of names and amounts', () => {
    expect(
      findPayrollHeader(
        grid([
          ['계정과목', '당기', '전기'],
          ['급여', 100, 90],
        ]),
      ),
    ).toBeNull();
    expect(findPayrollHeader(grid([['GR0001', '김민수', '운전직', 2_500_000]]))).toBeNull();
  });
});

describe('placeCells', () => {
  it('places right-aligned amounts under centred names, and a short one by its territory', () => {
    const at = (text: string, left: number, right: number) => ({ text, value: null, left, right });
    const rows: PayrollSourceRow[] = [
      {
        source: 'p1 y=90',
        cells: [at('직종', 20, 44), at('기본급', 130, 150), at('제수당', 210, 230)],
      },
      {
        source: 'p1 y=110',
        cells: [at('운전직', 20, 50), at('2,500,000', 140, 178), at('0', 252, 258)],
      },
    ];
    const columns = findPayrollHeader(rows)?.columns ?? [];
    const placed = placeCells(rows[1] as PayrollSourceRow, columns);
    expect([...placed].map(([index, cells]) => [columns[index]?.label, cells[0]?.text])).toEqual([
      ['직종', '운전직'],
      ['기본급', '2,500,000'],
      ['제수당', '0'],
    ]);
  });

  it('leaves out a spreadsheet cell in a column without a name', () => {
    const rows = grid([
      ['직종', '기본급', null, '상여금'],
      ['운전직', 100, 'x', 200],
    ]);
    const columns = findPayrollHeader(rows)?.columns ?? [];
    const placed = placeCells(rows[1] as PayrollSourceRow, columns);
    expect([...placed.values()].flat().map((cell) => cell.text)).toEqual(['운전직', '100', '200']);
  });
});

describe('chooseJobColumn', () => {
  it('prefers 직종 over 부서 when both name jobs as well', () => {
    const columns = findPayrollHeader(grid([['부서', '직종', '기본급']]))?.columns ?? [];
    expect(chooseJobColumn(columns, () => 3)).toBe(1);
  });

  it('takes the job column whose values name jobs', () => {
    const columns = findPayrollHeader(grid([['직종', '부서', '기본급']]))?.columns ?? [];
    expect(chooseJobColumn(columns, (index) => (index === 1 ? 5 : 0))).toBe(1);
  });
});
