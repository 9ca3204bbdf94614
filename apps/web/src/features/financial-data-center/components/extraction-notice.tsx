import type { StatementSummary } from '@bus/domain';
import { Alert, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { codedText } from '../lib/messages';

type Problem = StatementSummary['extractionProblems'][number];

/**
 * Problems that say what the import decided, not what it failed to read: shown as information,
 * also on a complete statement, and never as a reason for a partial extraction.
 */
const INFO_PROBLEMS: ReadonlySet<string> = new Set(['fiscal-year-from-file']);

/**
 * §2 "mock-data notice", here honest: extraction was partial, these are the reasons, and the
 * missing accounts must be completed by hand. Nothing is ever filled with invented figures.
 * Informational problems (the year taken from the file) are shown apart, as information.
 */
export function ExtractionNotice({ statement }: { statement: StatementSummary }) {
  const { t, i18n } = useTranslation('financial');
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const info = statement.extractionProblems.filter((p) => INFO_PROBLEMS.has(p.code));
  const reasons = statement.extractionProblems.filter((p) => !INFO_PROBLEMS.has(p.code));
  const partial = !statement.extractionComplete;
  if (!partial && info.length === 0) return null;
  const list = (problems: Problem[]) => (
    <ul className="fdc-notice-list">
      {problems.map((problem, index) => (
        // Problems have no id; the same code may appear twice with other params.
        // biome-ignore lint/suspicious/noArrayIndexKey: static list, never reordered
        <li key={index}>
          {codedText(t, 'extraction.problems', problem.code, problem.params, lng)}
        </li>
      ))}
    </ul>
  );
  return (
    <Flex vertical gap="small">
      {info.length > 0 && (
        <Alert
          type="info"
          showIcon
          data-testid="fdc-extraction-info"
          title={
            info.length === 1 && info[0]
              ? codedText(t, 'extraction.problems', info[0].code, info[0].params, lng)
              : list(info)
          }
        />
      )}
      {partial && (
        <Alert
          type="warning"
          showIcon
          data-testid="fdc-partial-notice"
          title={t('extraction.partialTitle')}
          description={
            <>
              <p className="fdc-notice-text">{t('extraction.partialText')}</p>
              {reasons.length > 0 && list(reasons)}
            </>
          }
        />
      )}
    </Flex>
  );
}
