import { useTranslation } from 'react-i18next';
import { DataPrompt } from './data-prompt';

/**
 * The data prompt of a costing screen whose period lacks statements: `describe` words the
 * screen's own sentence around the translated, comma-joined names of the missing statements.
 */
export function MissingStatementsPrompt({
  missing,
  describe,
}: {
  missing: readonly string[];
  describe: (statements: string) => string;
}) {
  const { t } = useTranslation('dataPrompt');
  return <DataPrompt description={describe(statementNames(missing, t))} />;
}

/** "손익계산서, 운송원가명세서": the statement types in the reader's language. */
export function statementNames(missing: readonly string[], t: (key: string) => string): string {
  return missing.map((type) => t(`dataPrompt:statements.${type}`)).join(', ');
}
