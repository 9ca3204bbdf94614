import { config } from 'zod/v4/core';

/**
 * The server's Content-Security-Policy allows no eval (apps/server/src/platform/http/
 * security-headers.ts). zod would compile its parsers with `new Function` and, to find out whether
 * it may, tries one once: Chromium reports even that caught attempt as a CSP violation. jitless
 * parses without either. Only zod's small config module is loaded here, not the schema library.
 */
config({ jitless: true });
