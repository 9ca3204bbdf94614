import type { DataCheck } from '@bus/domain';
import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { forecastErrorText } from '../lib/error-text';

/** Refusals of an upload that have a plain "why it matters" beside their message. */
const EXPLAINED_ERRORS = [
  'forecast/missing-period',
  'forecast/duplicate-date',
  'forecast/invalid-date',
  'forecast/not-a-number',
  'forecast/mixed-frequency',
  'forecast/constant-series',
  'forecast/series-too-short',
];

function explanationOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || !EXPLAINED_ERRORS.includes(error.code)) return null;
  return error.code.replace('forecast/', '');
}

/** A check's params for its text: points, minimum, the count of periods (of which 20 are listed). */
function checkValues(check: DataCheck) {
  return { count: check.periods.length, ...check.params, periods: check.periods.join(', ') };
}

/**
 * The data checks (issue 16 §2): what stops a run (gaps, duplicates, unreadable cells — the
 * server's refusal, naming the row) and what only warns (negatives, outliers, too few points),
 * each with the periods concerned and why it matters, in plain words.
 */
export function DataChecks({ checks, error }: { checks: readonly DataCheck[]; error: unknown }) {
  const { t } = useTranslation(['forecast', 'errors']);
  const explained = explanationOf(error);
  if (!error && checks.length === 0) {
    return (
      <Alert
        type="success"
        showIcon
        title={t('forecast:checks.allGood')}
        data-testid="fc-checks-ok"
      />
    );
  }
  return (
    <div className="fc-stack" data-testid="fc-checks" aria-live="polite">
      {error ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={forecastErrorText(error, t)}
          description={explained ? t(`forecast:checks.why.${explained}`) : undefined}
          data-testid="fc-inspect-error"
        />
      ) : null}
      {checks.map((check) => (
        <Alert
          key={check.code}
          type={check.severity === 'warning' ? 'warning' : 'info'}
          showIcon
          title={t(`forecast:checks.codes.${check.code}.title`, checkValues(check))}
          data-testid={`fc-check-${check.code}`}
          description={
            <>
              <Typography.Paragraph className="fc-note">
                {t(`forecast:checks.codes.${check.code}.why`, checkValues(check))}
              </Typography.Paragraph>
              {check.periods.length > 0 ? (
                <Typography.Text type="secondary">
                  {t('forecast:checks.periods', { periods: check.periods.join(', ') })}
                </Typography.Text>
              ) : null}
            </>
          }
        />
      ))}
    </div>
  );
}
