import type { StatementSummary } from '@bus/domain';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { codedText } from '../lib/messages';

/**
 * §2 "mock-data notice", here honest: extraction was partial, these are the reasons, and the
 * missing accounts must be completed by hand. Nothing is ever filled with invented figures.
 */
export function ExtractionNotice({ statement }: { statement: StatementSummary }) {
  const { t, i18n } = useTranslation('financial');
  if (statement.extractionComplete) return null;
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="fdc-partial-notice"
      title={t('extraction.partialTitle')}
      description={
        <>
          <p className="fdc-notice-text">{t('extraction.partialText')}</p>
          {statement.extractionProblems.length > 0 && (
            <ul className="fdc-notice-list">
              {statement.extractionProblems.map((problem, index) => (
                // Problems have no id; the same code may appear twice with other params.
                // biome-ignore lint/suspicious/noArrayIndexKey: static list, never reordered
                <li key={index}>
                  {codedText(t, 'extraction.problems', problem.code, problem.params, lng)}
                </li>
              ))}
            </ul>
          )}
        </>
      }
    />
  );
}
