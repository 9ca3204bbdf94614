import { Card } from 'antd';
import { useTranslation } from 'react-i18next';

const STEPS = ['step1', 'step2', 'step3'] as const;

/** The spec's three-step guide: when and how to refresh the session. */
export function RefreshGuide() {
  const { t } = useTranslation('session');
  return (
    <Card title={t('guide.title')} className="session-card" data-testid="session-guide">
      <ol className="session-guide">
        {STEPS.map((step) => (
          <li key={step}>
            <strong>{t(`guide.${step}.title`)}</strong>
            <span>{t(`guide.${step}.text`)}</span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
