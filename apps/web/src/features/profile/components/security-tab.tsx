import { useState } from 'react';
import { useProfileTab } from '../hooks/use-profile-tab';
import { PasswordCard } from './password-card';
import { SecurityScoreCard } from './security-score-card';
import { TwoFactorSettings } from './two-factor/two-factor-settings';

/** Where the score's "set up two-factor" action scrolls to. */
const TWO_FACTOR_ANCHOR = 'profile-two-factor';

/** The security tab: the score and its factors, the password, and two-factor enrolment. */
export function SecurityTab() {
  const [, setTab] = useProfileTab();
  const [passwordOpen, setPasswordOpen] = useState(false);
  return (
    <div className="profile-stack">
      <SecurityScoreCard
        onAction={(hint) => {
          if (hint === 'change_password') setPasswordOpen(true);
          if (hint === 'review_sign_ins') setTab('activity');
          if (hint === 'enable_two_factor') {
            document.getElementById(TWO_FACTOR_ANCHOR)?.scrollIntoView({ behavior: 'smooth' });
          }
        }}
      />
      <PasswordCard open={passwordOpen} onOpenChange={setPasswordOpen} />
      <div id={TWO_FACTOR_ANCHOR}>
        <TwoFactorSettings />
      </div>
    </div>
  );
}
