import type { StatementSummary } from '@bus/domain';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { loadLocales } from '../../../test/app-test-utils';
import { statementSummary } from '../testing/fixtures';
import { ExtractionNotice } from './extraction-notice';

beforeAll(async () => {
  await loadLocales(['financial', 'errors']);
});

const YEAR_FROM_FILE = { code: 'fiscal-year-from-file', params: { entered: 2025, file: 2024 } };

function renderNotice(changes: Partial<StatementSummary>) {
  return render(
    <I18nextProvider i18n={i18n}>
      <ExtractionNotice statement={{ ...statementSummary, ...changes }} />
    </I18nextProvider>,
  );
}

describe('ExtractionNotice', () => {
  it('shows nothing for a complete statement without problems', () => {
    const { container } = renderNotice({});
    expect(container).toBeEmptyDOMElement();
  });

  it('tells that the year was taken from the file, without calling the statement partial', () => {
    renderNotice({ extractionProblems: [YEAR_FROM_FILE] });
    expect(screen.getByTestId('fdc-extraction-info')).toHaveTextContent(
      '파일에 표시된 회계연도 2024년으로 저장했습니다(입력값 2025년). 다르면 재무제표 정보 수정에서 바꿔주세요.',
    );
    expect(screen.queryByTestId('fdc-partial-notice')).toBeNull();
  });

  it('lists only the real reasons under the partial warning and the year apart', () => {
    renderNotice({
      extractionComplete: false,
      extractionProblems: [
        YEAR_FROM_FILE,
        { code: 'ocr-low-confidence', params: { confidence: 41 } },
      ],
    });
    const partial = screen.getByTestId('fdc-partial-notice');
    expect(partial).toHaveTextContent('41%');
    expect(partial).not.toHaveTextContent('회계연도');
    expect(screen.getByTestId('fdc-extraction-info')).toHaveTextContent('2024년');
  });
});
