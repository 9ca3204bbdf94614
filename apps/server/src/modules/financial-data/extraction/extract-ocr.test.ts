import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { normalizeLabel } from '@bus/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document';
import { COMPANIES, fixture, readSample } from './fixture-samples';

const cacheDir = mkdtempSync(join(tmpdir(), 'bus-ocr-test-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));
/** OCR misreads a few Hangul labels on the noisy scan (영업이익 → 영월의리); amounts must be exact. */
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
    expect(statement?.type).toBe('income_statement');
    const expected = readSample(company, 'income_statement');
    const lines = statement?.lines ?? [];
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
  });
});
