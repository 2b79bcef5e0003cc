// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env-schema';

describe('env', () => {
  it('has the sandbox defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      stage: 'sandbox',
      isSandbox: true,
      apiBase: '/api',
      appVersion: 'dev',
      commitHash: 'unknown',
      trackingEnabled: false,
      captchaEnabled: false,
      faceWebCaptureEnabled: true,
      mainNavigationEnabled: true,
      termsUrl: '/termos-de-uso',
      privacyUrl: '/politica-de-privacidade',
      downloadUrl: '',
    });
    expect(env.appStoreUrl).toMatch(/^https:\/\/apps\.apple\.com\//);
  });

  it('reads flags and overrides, and treats empty values as unset', () => {
    const env = parseEnv({
      VITE_STAGE: 'production',
      VITE_TRACKING_ENABLED: 'true',
      VITE_MAIN_NAVIGATION_ENABLED: 'false',
      VITE_API_BASE: '/api/',
      VITE_TERMS_URL: 'https://rosto.app/termos',
      VITE_CAPTCHA_SITE_KEY: '',
    });
    expect(env).toMatchObject({
      isProduction: true,
      isSandbox: false,
      trackingEnabled: true,
      mainNavigationEnabled: false,
      apiBase: '/api',
      termsUrl: 'https://rosto.app/termos',
      captchaSiteKey: '',
    });
  });

  it('refuses bad values at start-up', () => {
    expect(() => parseEnv({ VITE_TRACKING_ENABLED: 'yes' })).toThrow();
    expect(() => parseEnv({ VITE_SUPPORT_TICKET_URL: 'not a url' })).toThrow();
    expect(() => parseEnv({ VITE_TERMS_URL: '//evil.example' })).toThrow();
  });

  it('points the support links at the help desk: its articles and its ticket form', () => {
    expect(parseEnv({})).toMatchObject({
      helpCenterUrl: 'https://ajuda.rosto.app/hc/pt-br',
      supportTicketUrl: 'https://ajuda.rosto.app/hc/pt-br/requests/new',
    });
    expect(
      parseEnv({
        VITE_HELP_CENTER_URL: 'https://suporte.parceiro.com.br/hc/pt-br/articles/123',
        VITE_SUPPORT_TICKET_URL: 'https://suporte.parceiro.com.br/hc/pt-br/requests/new',
      }),
    ).toMatchObject({
      helpCenterUrl: 'https://suporte.parceiro.com.br/hc/pt-br/articles/123',
      supportTicketUrl: 'https://suporte.parceiro.com.br/hc/pt-br/requests/new',
    });
    expect(() => parseEnv({ VITE_HELP_CENTER_URL: '/ajuda' })).toThrow();
  });
});
