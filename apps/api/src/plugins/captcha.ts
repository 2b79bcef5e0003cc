// reCAPTCHA check behind an adapter. With the captcha off (always in the
// sandbox; elsewhere only by an explicit CAPTCHA=off, decision 018) any token
// is accepted; otherwise the token is checked with Google.
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

export function createCaptcha(config: Pick<AppConfig, 'captcha'>): Captcha {
  if (config.captcha.provider === 'off') {
    return { enabled: false, verify: () => Promise.resolve(true) };
  }
  const secret = config.captcha.secretKey;
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

export default fp<{ config: Pick<AppConfig, 'captcha'> }>(
  (app, { config }, done) => {
    app.decorate('captcha', createCaptcha(config));
    done();
  },
  { name: 'captcha' },
);
