import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type ExtractedStatement,
  mapStatement,
  normalizeLabel,
  type StatementType,
  validateStatement,
} from '@bus/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document';
import { COMPANIES, FIXTURES_DIR, fixture, readSample } from './fixture-samples';
import { readImage } from './read-image';

const cacheDir = mkdtempSync(join(tmpdir(), 'bus-ocr-test-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));
/** A realistic page takes ~5–10 s on two shared cores; the margin covers a busy machine. */
const PAGE_TIMEOUT = 120_000;

function scan(bytes: Buffer, fileName: string) {
  return extractDocument(
    { bytes, fileName, statementType: 'auto', aiModel: 'claude', cacheDir },
    { claude: null, gemini: null },
  );
}

/** The realistic scans (scripts/lib/make-scans.mjs), named `<company>-<type>-<dpi|photo>.<ext>`. */
const SCANS = readdirSync(join(FIXTURES_DIR, 'scans')).map((file) => {
  const [company = '', type = ''] = file.split('-');
  return { file, company, type: type as StatementType };
});

describe.each(SCANS)('OCR of the realistic scan $file', ({ file, company, type }) => {
  it('reads every line exactly, leaves nothing uncertain and verifies', {
    timeout: PAGE_TIMEOUT,
  }, async () => {
    const result = await scan(fixture('scans', file), file);
    expect(result).toMatchObject({ method: 'ocr', complete: true, aiUsed: false, problems: [] });
    expect(result.statements).toHaveLength(1);
    const [statement] = result.statements;
    if (!statement) throw new Error(`no statement read from ${file}`);
    expect(statement).toMatchObject({ type, unit: '원', fiscalYear: 2024 });
    const read = statement.lines.map((l) => [normalizeLabel(l.label), l.current, l.previous]);
    const expected = readSample(company, type).map((l) => [
      normalizeLabel(l.label),
      l.current,
      l.previous,
    ]);
    expect(read).toEqual(expected);
    expect(statement.lines.filter((l) => l.provenance.uncertain?.length)).toEqual([]);
    expect(validateStatement(type, mapStatement(statement))).toEqual({
      status: 'verified',
      messages: [],
    });
  });
});

/**
 * OCR misreads a few Hangul labels on the clean scan (영업이익 → 영월의리); amounts must be exact,
 * and mapping (OCR-tolerant for OCR lines) must still find the account of every line.
 */
const MIN_LABEL_SHARE = 0.8;

describe.each(COMPANIES)('OCR of the %s scanned income statement', (company) => {
  it('reads every line with the exact amounts in won, offline', { timeout: 90_000 }, async () => {
    const stages = new Set<string>();
    const result = await extractDocument(
      {
        bytes: fixture(company, 'statements-scan.png'),
        fileName: 'scan.png',
        statementType: 'auto',
        aiModel: 'claude',
        cacheDir,
        onProgress: (stage) => stages.add(stage),
      },
      { claude: null, gemini: null },
    );
    expect(result).toMatchObject({ method: 'ocr', complete: true, aiUsed: false, problems: [] });
    expect(stages.has('ocr')).toBe(true);
    expect(result.statements).toHaveLength(1);
    const [statement] = result.statements;
    if (!statement) throw new Error('no statement read from the scan');
    expect(statement.type).toBe('income_statement');
    expect(statement.fiscalYear).toBe(2024);
    const expected = readSample(company, 'income_statement');
    const { lines } = statement;
    expect(lines.map((l) => [l.current, l.previous])).toEqual(
      expected.map((l) => [l.current, l.previous]),
    );
    const sameLabel = lines.filter(
      (l, i) => normalizeLabel(l.label) === normalizeLabel(expected[i]?.label ?? ''),
    );
    expect(sameLabel.length / expected.length).toBeGreaterThanOrEqual(MIN_LABEL_SHARE);
    for (const line of lines) {
      expect(line.provenance).toMatchObject({ extractor: 'ocr', page: 1 });
      expect(line.provenance.position).toMatch(/^x=\d+,y=\d+$/);
    }
    // The misread labels are recovered by OCR-tolerant matching: every line maps to the account
    // of the source CSV's line, and the scanned statement verifies as the typed one does.
    const source = mapStatement(sourceStatement(company));
    const mapped = mapStatement(statement);
    expect(mapped.map((m) => [m.originalName, m.standardId])).toEqual(
      lines.map((l, i) => [l.label, source[i]?.standardId]),
    );
    expect(source.every((m) => m.standardId !== null)).toBe(true);
    expect(validateStatement('income_statement', mapped)).toEqual({
      status: 'verified',
      messages: [],
    });
  });
});

describe('OCR of images that are not', () => {
  const png = fixture('scans', 'B_intercity_small-cost_statement-200dpi.png');

  it.each([
    ['a PNG cut to a third of its length', png.subarray(0, Math.floor(png.length / 3))],
    [
      'a PNG signature followed by other bytes',
      Buffer.concat([png.subarray(0, 8), Buffer.alloc(4096, 0x5a)]),
    ],
  ])('rejects %s with an error instead of ending the process', async (_, bytes) => {
    await expect(readImage(bytes, { cacheDir })).rejects.toThrow();
  });
});

/** The sample CSV's income statement as a typed extraction would hand it over. */
function sourceStatement(company: string): ExtractedStatement {
  return {
    type: 'income_statement',
    unit: '원',
    title: null,
    lines: readSample(company, 'income_statement').map((line) => ({
      ...line,
      provenance: { extractor: 'csv', sheet: null, page: null, cell: null, position: null },
    })),
  };
}
