import { describe, expect, it } from 'vitest';
import { deviceKey, deviceOf } from './device';

const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.3485.54',
  whale:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Whale/4.32.315.22 Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/27.0 Chrome/125.0.0.0 Mobile Safari/537.36',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:131.0) Gecko/20100101 Firefox/131.0',
};

describe('deviceOf', () => {
  it('tells Chrome on Windows from Edge and Whale, which also say Chrome', () => {
    expect(deviceOf(UA.chromeWindows)).toEqual({
      browser: 'Chrome 140',
      os: 'Windows',
      mobile: false,
    });
    expect(deviceOf(UA.edge).browser).toBe('Edge 140');
    expect(deviceOf(UA.whale).browser).toBe('Whale 4');
  });

  it('reads phones: Safari on iOS and Samsung Internet on Android', () => {
    expect(deviceOf(UA.safariIphone)).toEqual({ browser: 'Safari 18', os: 'iOS', mobile: true });
    expect(deviceOf(UA.samsung)).toEqual({
      browser: 'Samsung Internet 27',
      os: 'Android',
      mobile: true,
    });
  });

  it('reads Firefox on macOS', () => {
    expect(deviceOf(UA.firefoxMac)).toEqual({ browser: 'Firefox 131', os: 'macOS', mobile: false });
  });

  it('leaves unknown clients and missing headers empty', () => {
    expect(deviceOf('curl/8.5.0')).toEqual({ browser: null, os: null, mobile: false });
    expect(deviceOf(null)).toEqual({ browser: null, os: null, mobile: false });
  });
});

describe('deviceKey', () => {
  it('keeps the same key when only the browser version changes', () => {
    const older = UA.chromeWindows.replace('Chrome/140', 'Chrome/139');
    expect(deviceKey(older)).toBe(deviceKey(UA.chromeWindows));
    expect(deviceKey(UA.chromeWindows)).toBe('Chrome|Windows|desktop');
  });

  it('tells another browser, system or a phone apart', () => {
    const keys = [UA.chromeWindows, UA.edge, UA.safariIphone, UA.firefoxMac].map(deviceKey);
    expect(new Set(keys).size).toBe(4);
  });

  it('reads an unknown client by its header without the numbers', () => {
    expect(deviceKey('curl/8.5.0')).toBe(deviceKey('curl/8.6.1'));
    expect(deviceKey('curl/8.5.0')).not.toBe(deviceKey('Wget/1.21'));
    expect(deviceKey(null)).toBe('other:');
  });
});
