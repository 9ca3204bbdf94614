/** A browser and system read from a User-Agent header, for lists of sign-ins and devices. */
export type DeviceInfo = {
  /** Browser name with its major version (Chrome 140), or null when not a known browser. */
  browser: string | null;
  /** Operating system (Windows, macOS, iOS, Android …), or null. */
  os: string | null;
  mobile: boolean;
};

/**
 * Browsers in the order they must be tried: many embed another's token (Edge, Whale and Samsung
 * Internet all say Chrome; Chrome says Safari). Names are product names, the same in every language.
 */
const BROWSERS: readonly [RegExp, string][] = [
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/Whale\/(\d+)/, 'Whale'],
  [/KAKAOTALK\s?(\d+)?/i, 'KakaoTalk'],
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/(?:CriOS|Chrome|Chromium)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]*.*Safari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/Windows NT/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Macintosh|Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** Reads the browser, system and whether it is a phone or tablet; unknown parts are null. */
export function deviceOf(userAgent: string | null | undefined): DeviceInfo {
  if (!userAgent) return { browser: null, os: null, mobile: false };
  let browser: string | null = null;
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) {
      browser = match[1] ? `${name} ${match[1]}` : name;
      break;
    }
  }
  const os = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  return { browser, os, mobile: /Mobi|iPhone|iPad|Android/.test(userAgent) };
}

/**
 * What tells one device from another for the "sign-in from a new device" alert (profile §2
 * notification flags): browser without its version, system and form factor, so a browser update is
 * not a new device. A client that is no known browser is told by its whole header, numbers left out.
 */
export function deviceKey(userAgent: string | null | undefined): string {
  const { browser, os, mobile } = deviceOf(userAgent);
  if (!browser && !os) return `other:${(userAgent ?? '').replace(/\d+/g, '#')}`;
  const family = browser?.replace(/ \d+$/, '') ?? '-';
  return [family, os ?? '-', mobile ? 'mobile' : 'desktop'].join('|');
}
