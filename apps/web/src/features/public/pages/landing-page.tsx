import { useServerMeta } from '../../../lib/server-meta';
import { DevLoginSection } from '../components/landing/dev-login-section';
import {
  LandingDetails,
  LandingKeyFeatures,
  LandingScreenCards,
} from '../components/landing/landing-features';
import { LandingHero } from '../components/landing/landing-hero';
import {
  LandingBenefits,
  LandingModels,
  LandingProcess,
} from '../components/landing/landing-process';
import { LandingContact, LandingScenarios } from '../components/landing/landing-scenarios';
import '../components/landing/landing.css';

/**
 * The public entry page (platform.md §2.7). The spec's demo video is left out: no video ships with
 * the app and external embeds are not allowed. Kept free of charts, tables and forms, and built from
 * plain HTML and landing.css instead of antd's layout and typography components (only the shell's
 * antd Button is reused), so the first load stays small.
 */
export function LandingPage() {
  const { data: meta } = useServerMeta();
  return (
    <div className="landing">
      <LandingHero />
      <LandingKeyFeatures />
      <LandingDetails />
      <LandingScreenCards />
      <LandingProcess />
      <LandingModels />
      <LandingBenefits />
      <LandingScenarios />
      <LandingContact />
      {meta?.devMode && meta.demoAccounts.length > 0 && (
        <DevLoginSection accounts={meta.demoAccounts} />
      )}
    </div>
  );
}
