import type { PayrollDocument } from '@bus/domain';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatKRW } from '../../../lib/format';

type Warning = PayrollDocument['warnings'][number];

/** A warning's params as the sentence shows them: amounts with thousands separators. */
function shown(params: Warning['params']): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      typeof value === 'number' && key !== 'count'
        ? formatKRW(value, 'won', 'ko', { suffix: false })
        : String(value),
    ]),
  );
}

/** A warning with a sentence and a list under it: the reader's doubts, the unknown job values. */
export function ListAlert(props: {
  testId: string;
  title: string;
  text: string;
  items: readonly string[];
}) {
  return (
    <Alert
      type="warning"
      showIcon
      data-testid={props.testId}
      title={props.title}
      description={
        <>
          <p className="fdc-notice-text">{props.text}</p>
          <ul className="fdc-notice-list">
            {props.items.map((item, index) => (
              // A register's list is fixed once read: its order is its identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={index}>{item}</li>
            ))}
          </ul>
        </>
      }
    />
  );
}

/**
 * What the reader doubted in a register (ADR 0013): a gross pay or a printed total the rows do
 * not add up to, an amount it could not read. Shown wherever the register is, so a misread scan
 * is never taken on trust.
 */
export function PayrollWarnings({ document }: { document: PayrollDocument }) {
  const { t } = useTranslation('payroll');
  if (document.warnings.length === 0) return null;
  return (
    <ListAlert
      testId="fdc-payroll-warnings"
      title={t('warnings.title', { count: document.warnings.length })}
      text={t('warnings.text')}
      items={document.warnings.map((warning) =>
        t(`warnings.${warning.code}`, shown(warning.params)),
      )}
    />
  );
}
