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

  it('keeps the help centre and the shops list in the app unless told, and tickets at the help desk', () => {
    // Decision 069: no outside page by default; the links lead to /ajuda and /ajuda/lojas.
    expect(parseEnv({})).toMatchObject({
      helpCenterUrl: null,
      whereToBuyUrl: null,
      supportTicketUrl: 'https://ajuda.rosto.app/hc/pt-br/requests/new',
    });
    expect(parseEnv({ VITE_HELP_CENTER_URL: '', VITE_WHERE_TO_BUY_URL: '' })).toMatchObject({
      helpCenterUrl: null,
      whereToBuyUrl: null,
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
