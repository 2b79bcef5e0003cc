// reCAPTCHA check behind an adapter. With the captcha off (always in the
// sandbox, unless pointed at a local double; elsewhere only by an explicit
// CAPTCHA=off, decision 018) any token is accepted. Otherwise the token is
// checked with reCAPTCHA's siteverify: an invisible (v3) token needs a score of
// at least RECAPTCHA_MIN_SCORE and the action of the call; a visible (checkbox)
// token, the app's fallback when the invisible one fails, is checked with its
// own secret, and only when that secret is set (decision 040 §10).
import fp from 'fastify-plugin';
import type { AppConfig, RecaptchaSetting } from '../../config/env';

export type CaptchaKind = 'invisible' | 'visible';
export type CaptchaAction = 'login' | 'register';

export interface CaptchaCheck {
  token: string | null | undefined;
  kind?: CaptchaKind;
  action: CaptchaAction;
  remoteIp?: string;
}

export interface Captcha {
  /** Whether the app must send a token at all. */
  enabled: boolean;
  /** Whether a failed invisible check may be retried with the visible checkbox. */
  visibleFallback: boolean;
  verify(check: CaptchaCheck): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    captcha: Captcha;
  }
}

interface SiteverifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
}

export function createCaptcha(config: Pick<AppConfig, 'captcha'>): Captcha {
  if (config.captcha.provider === 'off') {
    return { enabled: false, visibleFallback: false, verify: () => Promise.resolve(true) };
  }
  const setting: RecaptchaSetting = config.captcha;

  async function siteverify(
    secret: string,
    token: string,
    remoteIp: string | undefined,
  ): Promise<SiteverifyAnswer | null> {
    const form = new URLSearchParams({ secret, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);
    try {
      const response = await fetch(setting.verifyUrl, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(5_000),
      });
      return (await response.json()) as SiteverifyAnswer;
    } catch {
      return null;
    }
  }

  return {
    enabled: true,
    visibleFallback: setting.visibleSecretKey !== null,
    async verify({ token, kind = 'invisible', action, remoteIp }) {
      if (!token) return false;
      if (kind === 'visible') {
        if (setting.visibleSecretKey === null) return false;
        const answer = await siteverify(setting.visibleSecretKey, token, remoteIp);
        return answer?.success === true;
      }
      const answer = await siteverify(setting.secretKey, token, remoteIp);
      return (
        answer?.success === true &&
        typeof answer.score === 'number' &&
        answer.score >= setting.minScore &&
        answer.action === action
      );
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
