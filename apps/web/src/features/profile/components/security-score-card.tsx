import { CheckCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import type { SecurityColor, SecurityScore } from '@bus/domain';
import { Button, Card, Progress, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { useSecurityScore } from '../api/get-security-score';

/** data-center-board-admin.md §2, §9: green at 90 or above, amber at 70 or above, else red. */
export const SCORE_COLORS: Record<SecurityColor, string> = {
  green: '#389e0d',
  amber: '#d48806',
  red: '#cf1322',
};
const TAG_COLORS: Record<SecurityColor, string> = { green: 'green', amber: 'gold', red: 'red' };

/** Hints the tab can act on (the e-mail is approved by an administrator, not here). */
export type ScoreAction = 'enable_two_factor' | 'change_password' | 'review_sign_ins';
const ACTIONS: readonly string[] = ['enable_two_factor', 'change_password', 'review_sign_ins'];

type Factor = SecurityScore['factors'][number];

function factorDetail(factor: Factor, t: TFunction): string {
  const params = factor.params ?? {};
  switch (factor.key) {
    case 'two_factor':
    case 'email_verified':
      return t(`security.factors.${factor.key}.${factor.ok ? 'ok' : 'notOk'}`);
    case 'password_age':
      if (params.hasPassword === 0) return t('security.factors.password_age.noPassword');
      if (!params.days) return t('security.factors.password_age.today');
      return t('security.factors.password_age.detail', { days: params.days });
    case 'recent_failed_logins':
      return t('security.factors.recent_failed_logins.detail', {
        count: params.count ?? 0,
        days: params.days ?? 0,
      });
  }
}

function FactorItem({ factor, onAction }: { factor: Factor; onAction: (a: ScoreAction) => void }) {
  const { t } = useTranslation('profile');
  const hint = factor.hint;
  return (
    <li className="profile-factor" data-testid={`factor-${factor.key}`}>
      {factor.ok ? (
        <CheckCircleFilled className="profile-factor-icon ok" aria-hidden />
      ) : (
        <ExclamationCircleFilled className="profile-factor-icon short" aria-hidden />
      )}
      <div className="profile-factor-body">
        <div className="profile-factor-head">
          <Typography.Text strong>{t(`security.factors.${factor.key}.title`)}</Typography.Text>
          <Typography.Text type="secondary" className="profile-factor-points">
            {t('security.score.points', { points: factor.points, max: factor.maxPoints })}
          </Typography.Text>
        </div>
        <Typography.Text type="secondary">{factorDetail(factor, t)}</Typography.Text>
        {hint && (
          <div className="profile-factor-hint">
            <Typography.Text>
              {t('security.score.raise', {
                hint: t(`security.hints.${hint}`),
                gain: factor.maxPoints - factor.points,
              })}
            </Typography.Text>
            {ACTIONS.includes(hint) && (
              <Button size="small" onClick={() => onAction(hint as ScoreAction)}>
                {t(`security.actions.${hint}`)}
              </Button>
            )}
          </div>
        )}
      </div>
    </li>
  );
}

/** The security score with its colour and each factor with what would raise it. */
export function SecurityScoreCard({ onAction }: { onAction: (action: ScoreAction) => void }) {
  const { t } = useTranslation('profile');
  const query = useSecurityScore();
  if (query.isPending) return <Card loading title={t('security.score.title')} />;
  if (query.isError) {
    return (
      <QueryError
        title={t('security.score.loadFailed')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { score, color, factors } = query.data;
  const status = t(`security.score.status.${color}`);
  return (
    <Card title={t('security.score.title')} data-testid="security-score">
      <div className="profile-score">
        <div
          className="profile-score-dial"
          role="img"
          aria-label={t('security.score.label', { score, status })}
        >
          <Progress
            type="dashboard"
            percent={score}
            strokeColor={SCORE_COLORS[color]}
            format={() => (
              <span style={{ color: SCORE_COLORS[color] }} data-testid="security-score-value">
                {score}
              </span>
            )}
          />
          <Tag color={TAG_COLORS[color]} data-testid="security-score-status">
            {status}
          </Tag>
        </div>
        <div className="profile-score-factors">
          <Typography.Paragraph type="secondary">
            {t('security.score.description')}
          </Typography.Paragraph>
          <ul className="profile-factor-list">
            {factors.map((factor) => (
              <FactorItem key={factor.key} factor={factor} onAction={onAction} />
            ))}
          </ul>
          {factors.every((factor) => factor.ok) && (
            <Typography.Text type="success">{t('security.score.allFull')}</Typography.Text>
          )}
        </div>
      </div>
    </Card>
  );
}
