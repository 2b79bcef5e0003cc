// The captcha token the entrance calls carry as `recaptcha` (docs/spec/account-checklist.md §5,
// §9: invisible, enabled by configuration). Off in the sandbox build: then no
// script loads and the token is null. On: Google reCAPTCHA v3 loads on first
// use, from its own lazy chunk. When the invisible check fails, the app can
// fall back to the visible checkbox (decision 040 §10) if it has its key.
import { env } from '../config/env';

export type CaptchaAction = 'login' | 'register';

export interface VisibleCaptchaEvents {
  onToken(token: string): void;
  /** The ticked checkbox expired, or the widget failed: a new tick is needed. */
  onExpired(): void;
}

export interface CaptchaAdapter {
  token(action: CaptchaAction): Promise<string>;
  /** Renders the checkbox into `container` (empty, attached to the page). */
  renderVisible(
    container: HTMLElement,
    siteKey: string,
    events: VisibleCaptchaEvents,
  ): Promise<void>;
}

let adapter: Promise<CaptchaAdapter> | null = null;

export const isCaptchaEnabled = () => env.captchaEnabled;

function loadAdapter(): Promise<CaptchaAdapter> {
  adapter ??= import('./recaptcha').then((module) =>
    module.createRecaptcha(env.captchaSiteKey, document.documentElement.lang || 'pt-BR'),
  );
  return adapter;
}

/** Loads the captcha script ahead of the submit (screens call it on first input). */
export function preloadCaptcha(): void {
  if (isCaptchaEnabled()) void loadAdapter().catch(() => undefined);
}

/**
 * A fresh token for `action`; null when the captcha is off. Throws when it is
 * on but no token could be had: the screen then asks the user to check it.
 */
export async function captchaToken(action: CaptchaAction): Promise<string | null> {
  if (!isCaptchaEnabled()) return null;
  return (await loadAdapter()).token(action);
}

/** Whether the visible checkbox can stand in for a failed invisible check. */
export const hasVisibleCaptcha = () => env.captchaEnabled && env.captchaVisibleSiteKey !== '';

export async function renderVisibleCaptcha(
  container: HTMLElement,
  events: VisibleCaptchaEvents,
): Promise<void> {
  await (await loadAdapter()).renderVisible(container, env.captchaVisibleSiteKey, events);
}
