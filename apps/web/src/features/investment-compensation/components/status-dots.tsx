import type { InvestmentView } from '@bus/domain';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { statementNames } from '../../../components/missing-statements-prompt';
import { sourceText } from '../lib/source-text';
import { statusDots } from '../lib/status';

/** Header card dots: colour plus words (never colour alone). */
export function StatusDots({ view }: { view: InvestmentView }) {
  const { t } = useTranslation(['investment', 'dataPrompt']);
  return (
    <ul className="ic-dots" aria-label={t('status.label')}>
      {statusDots(view).map((dot) => {
        const params = {
          ...dot.params,
          statements:
            dot.params.statements === undefined
              ? undefined
              : statementNames(dot.params.statements.split(','), t),
          // The transport dot names where the operating cost was read (the domain says it in Korean).
          source:
            dot.params.source === undefined
              ? undefined
              : sourceText(dot.params.source, 'operatingCost', t),
          fallback: dot.params.fallback
            ? t(`fallbacks.${dot.params.fallback}`, { defaultValue: dot.params.fallback })
            : undefined,
        };
        return (
          <li key={dot.key} data-testid={`ic-dot-${dot.key}`} data-status={dot.status}>
            <Badge
              status={dot.status}
              text={
                <>
                  <strong>{t(`status.${dot.key}`)}</strong>
                  {' · '}
                  {t(`status.${dot.text}`, params)}
                </>
              }
            />
          </li>
        );
      })}
    </ul>
  );
}
