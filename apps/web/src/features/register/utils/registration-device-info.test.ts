// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { browserDeviceInfo, browserVersionOf, hostDeviceInfo } from './registration-device-info';

const agents = {
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
  samsung:
    'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.6778.85 Safari/537.36',
};

describe('registration device info', () => {
  it.each([
    ['chromeAndroid', 'Chrome 124'],
    ['safariIphone', 'Safari 17.4'],
    ['chromeIphone', 'Chrome 124'],
    ['firefox', 'Firefox 125'],
    ['edge', 'Edge 124'],
    ['samsung', 'Samsung Internet 24'],
    ['headless', 'Chrome 131'],
  ] as const)('names the browser of %s as "%s"', (agent, expected) => {
    expect(browserVersionOf(agents[agent])).toBe(expected);
  });

  it('says "unknown" for a user agent it cannot read', () => {
    expect(browserVersionOf('curl/8.5.0')).toBe('unknown');
    expect(browserVersionOf('')).toBe('unknown');
  });

  it('a browser: platform web, the short browser name, no device name, the user agent', () => {
    expect(browserDeviceInfo(agents.safariIphone)).toEqual({
      platform: 'web',
      platformVersion: 'Safari 17.4',
      deviceName: null,
      userAgent: agents.safariIphone,
    });
    expect(browserDeviceInfo('x'.repeat(2000)).userAgent).toHaveLength(1024);
  });

  it("a host's answer within the contract's limits, without its capabilities", () => {
    expect(
      hostDeviceInfo({
        platform: 'ios',
        platformVersion: '17.4',
        deviceName: 'i'.repeat(300),
        userAgent: 'RostoApp/2.1',
        capabilities: ['FACE_SDK'],
      }),
    ).toEqual({
      platform: 'ios',
      platformVersion: '17.4',
      deviceName: 'i'.repeat(200),
      userAgent: 'RostoApp/2.1',
    });
    expect(
      hostDeviceInfo({
        platform: 'android',
        platformVersion: '14',
        deviceName: '',
        userAgent: 'UA',
      }).deviceName,
    ).toBeNull();
  });
});
