// Google reCAPTCHA v3 (invisible): the script is added once, then each submit
// asks for a token bound to an action. The same script renders the v2
// checkbox, the visible fallback (decision 040 §10), with its own site key.
// Loaded only when the captcha is enabled.
import type { CaptchaAction, CaptchaAdapter, VisibleCaptchaEvents } from './captcha';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: CaptchaAction }): Promise<string>;
  render(
    container: HTMLElement,
    parameters: {
      sitekey: string;
      hl?: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ): number;
  reset(widgetId?: number): void;
}

const SCRIPT_TIMEOUT_MS = 15_000;

function loadScript(siteKey: string, language: string): Promise<Grecaptcha> {
  return new Promise((resolve, reject) => {
    const url = new URL('https://www.google.com/recaptcha/api.js');
    url.searchParams.set('render', siteKey);
    url.searchParams.set('hl', language);
    const script = document.createElement('script');
    script.src = url.toString();
    script.async = true;
    const timer = setTimeout(() => reject(new Error('reCAPTCHA did not load')), SCRIPT_TIMEOUT_MS);
    script.onload = () => {
      const grecaptcha = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (!grecaptcha) {
        clearTimeout(timer);
        reject(new Error('reCAPTCHA loaded without its API'));
        return;
      }
      grecaptcha.ready(() => {
        clearTimeout(timer);
        resolve(grecaptcha);
      });
    };
    script.onerror = () => {
      clearTimeout(timer);
      reject(new Error('reCAPTCHA could not load'));
    };
    document.head.append(script);
  });
}

export function createRecaptcha(siteKey: string, language: string): CaptchaAdapter {
  if (!siteKey) throw new Error('VITE_CAPTCHA_SITE_KEY is empty while the captcha is enabled');
  const ready = loadScript(siteKey, language);
  return {
    async token(action) {
      const grecaptcha = await ready;
      const token = await grecaptcha.execute(siteKey, { action });
      if (!token) throw new Error('reCAPTCHA gave no token');
      return token;
    },
    async renderVisible(container, visibleSiteKey, events: VisibleCaptchaEvents) {
      const grecaptcha = await ready;
      grecaptcha.render(container, {
        sitekey: visibleSiteKey,
        hl: language,
        callback: (token) => events.onToken(token),
        'expired-callback': () => events.onExpired(),
        'error-callback': () => events.onExpired(),
      });
    },
  };
}
