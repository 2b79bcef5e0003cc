// reCAPTCHA check behind an adapter. The sandbox accepts any token (captcha is
// disabled in the sandbox build); elsewhere the token is checked with Google
// when RECAPTCHA_SECRET_KEY is set, and the captcha is off when it is not.
import fp from 'fastify-plugin';
import type { AppConfig } from '../config/env';

export interface Captcha {
  /** Whether the app must send a token at all. */
  enabled: boolean;
  verify(token: string | null | undefined, remoteIp?: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    captcha: Captcha;
  }
}

const VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export function createCaptcha(config: Pick<AppConfig, 'stage' | 'recaptchaSecretKey'>): Captcha {
  const secret = config.recaptchaSecretKey;
  if (config.stage === 'sandbox' || !secret) {
    return { enabled: false, verify: () => Promise.resolve(true) };
  }
  return {
    enabled: true,
    async verify(token, remoteIp) {
      if (!token) return false;
      const form = new URLSearchParams({ secret, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      try {
        const response = await fetch(VERIFY_URL, {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(5_000),
        });
        const result = (await response.json()) as { success?: boolean };
        return result.success === true;
      } catch {
        return false;
      }
    },
  };
}

export default fp<{ config: Pick<AppConfig, 'stage' | 'recaptchaSecretKey'> }>(
  (app, { config }, done) => {
    app.decorate('captcha', createCaptcha(config));
    done();
  },
  { name: 'captcha' },
);
