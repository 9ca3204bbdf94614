import { isLocalHost, useServerMeta } from '../../lib/server-meta';
import { DevBanner } from './dev-banner';
import { DevFloatingPanel } from './dev-floating-panel';
import { useDevAutoLogin } from './use-dev-auto-login';
import './dev-aids.css';

/**
 * Shown only while the server runs in development mode: the banner for everyone who opens this
 * server, the panel (auto-login, logout; its button docked in the banner) and the auto-login itself
 * only on a local host.
 */
export function DevAidsRoot() {
  const { data: meta } = useServerMeta();
  useDevAutoLogin(meta);
  if (!meta?.devMode) return null;
  const local = isLocalHost(window.location.hostname);
  return <DevBanner local={local}>{local && <DevFloatingPanel />}</DevBanner>;
}
