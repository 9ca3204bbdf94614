import helmet from '@fastify/helmet';
import type { Config } from '../../config';
import type { App } from './app-type';

/** HSTS lifetime: one year, the value browsers' preload rules ask for. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function isHttps(publicUrl: string): boolean {
  return new URL(publicUrl).protocol === 'https:';
}

/**
 * The Content-Security-Policy of every response (issue 14 §7). Scripts only from our own files
 * (the built SPA has no inline script); styles may be inline because antd's CSS-in-JS injects
 * <style> tags at run time. connect-src 'self' covers the API and, in CSP level 3, the WebSocket
 * on the same host and port; the PUBLIC_URL's ws(s) origin is named too for older engines.
 */
export function contentSecurityPolicy(publicUrl: string) {
  const url = new URL(publicUrl);
  const socketOrigin = `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // data: for the favicon placeholder (index.html) and Swagger UI's icons, blob: for previews.
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", socketOrigin],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      // Only over https: on a plain-http install it would send the app's own requests to https.
      upgradeInsecureRequests: isHttps(publicUrl) ? [] : null,
    },
  };
}

/** A production server reached over plain http leaks session cookies to anyone on the path. */
export function plainHttpWarning(config: Config): string | null {
  if (config.nodeEnv !== 'production' || isHttps(config.publicUrl)) return null;
  return `PUBLIC_URL ${config.publicUrl} is plain http in production: session cookies travel unencrypted and HSTS is off; serve the app over https (docs/operator-guide.md)`;
}

/**
 * Security headers on every response through @fastify/helmet: the CSP above, X-Frame-Options
 * DENY with frame-ancestors 'none', nosniff, a Referrer-Policy that still sends our own origin
 * (the origin check reads it), and HSTS only when PUBLIC_URL is https.
 */
export async function registerSecurityHeaders(app: App, config: Config): Promise<void> {
  const warning = plainHttpWarning(config);
  if (warning) app.log.warn(warning);
  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(config.publicUrl),
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: isHttps(config.publicUrl)
      ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false }
      : false,
  });
}
