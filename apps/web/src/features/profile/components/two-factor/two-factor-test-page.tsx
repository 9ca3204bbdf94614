import { TwoFactorSettings } from './two-factor-settings';

/**
 * /dev/two-factor (development only): the enrolment card on its own, until the profile page's
 * security tab (issue 6 WP6) hosts it. The e2e spec uses it.
 */
export function TwoFactorTestPage() {
  return (
    <div className="page-narrow" data-testid="two-factor-test-page">
      <TwoFactorSettings />
    </div>
  );
}
