import { normalizeLabel } from '@bus/domain';
import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document';
import { COMPANIES, fixture, readSample, TYPES } from './fixture-samples';

const NO_AI = { claude: null, gemini: null };

const FORMATS = [
  { file: 'statements.xlsx', method: 'spreadsheet', unit: '원', where: 'cell' },
  { file: 'statements-one-sheet.xlsx', method: 'spreadsheet', unit: '원', where: 'cell' },
  { file: 'statements.xls', method: 'spreadsheet', unit: '원', where: 'cell' },
  { file: 'statements-thousands.xlsx', method: 'spreadsheet', unit: '천원', where: 'cell' },
  { file: 'statements-utf8.csv', method: 'csv', unit: '원', where: 'cell' },
  { file: 'statements-cp949.csv', method: 'csv', unit: '원', where: 'cell' },
  { file: 'statements.pdf', method: 'pdf_text', unit: '원', where: 'position' },
] as const;

describe.each(COMPANIES)('extracting the %s fixtures', (company) => {
  it.each(FORMATS)('reads every line of $file exactly once, in won', async (format) => {
    const result = await extractDocument(
      {
        bytes: fixture(company, format.file),
        fileName: format.file,
        statementType: 'auto',
        aiModel: 'claude',
      },
      NO_AI,
    );
    expect(result).toMatchObject({ method: format.method, complete: true, aiUsed: false });
    expect(result.statements.map((s) => s.type).sort()).toEqual([...TYPES].sort());
    for (const type of TYPES) {
      const statement = result.statements.find((s) => s.type === type);
      const expected = readSample(company, type);
      expect(statement?.unit).toBe(format.unit);
      // Every fixture prints its year: 2024년, 2024. 12. 31., 제10기 2024년 …, fiscal_year.
      expect(statement?.fiscalYear).toBe(2024);
      const lines = statement?.lines ?? [];
      expect(lines).toHaveLength(expected.length);
      const read = lines.map((l) => [normalizeLabel(l.label), l.current, l.previous]);
      const want = expected.map((l) => [normalizeLabel(l.label), l.current, l.previous]);
      expect(read).toEqual(want);
      for (const line of lines) {
        expect(line.provenance.extractor).toBe(format.method);
        if (format.where === 'cell') expect(line.provenance.cell).toMatch(/^[A-Z]+\d+$/);
        else expect(line.provenance.position).toMatch(/^x=\d+,y=\d+$/);
      }
    }
  });

  it('keeps each sheet name and page number as provenance', async () => {
    const xlsx = await extractDocument(
      {
        bytes: fixture(company, 'statements.xlsx'),
        fileName: 'a.xlsx',
        statementType: 'auto',
        aiModel: 'claude',
      },
      NO_AI,
    );
    const sheets = xlsx.statements.map((s) => s.lines[0]?.provenance.sheet);
    expect(sheets).toEqual(['재무상태표', '손익계산서', '운송원가명세서']);
    const pdf = await extractDocument(
      {
        bytes: fixture(company, 'statements.pdf'),
        fileName: 'a.pdf',
        statementType: 'auto',
        aiModel: 'claude',
      },
      NO_AI,
    );
    expect(pdf.statements.map((s) => s.lines[0]?.provenance.page)).toEqual([1, 2, 3]);
  });
});

describe('labels as printed', () => {
  it('keeps the printed label and splits spaced or numbered ones only through normalisation', async () => {
    const result = await extractDocument(
      {
        bytes: fixture('A_city_bus_300', 'statements-thousands.xlsx'),
        fileName: 'thousands.xlsx',
        statementType: 'auto',
        aiModel: 'claude',
      },
      NO_AI,
    );
    const labels = result.statements[0]?.lines.map((l) => l.label) ?? [];
    expect(labels).toContain('자 산 총 계');
    expect(labels).toContain('Ⅰ. 유동자산');
  });

  it('reports progress stages while reading', async () => {
    const stages: string[] = [];
    await extractDocument(
      {
        bytes: fixture('B_intercity_small', 'statements.pdf'),
        fileName: 'b.pdf',
        statementType: 'auto',
        aiModel: 'claude',
        onProgress: (stage) => stages.push(stage),
      },
      NO_AI,
    );
    expect(stages[0]).toBe('reading');
    expect(stages).toContain('extracting');
  });
});
