// The e-mail confirmation link (docs/spec/account-checklist.md §2): /validar-email/{id}, or the
// bare /validar-email?token= (or ?id=) older mails point to.

/** Tokens are URL-safe base64 (the API makes 43 characters); anything else is not a link of ours. */
const TOKEN = /^[A-Za-z0-9_-]{16,200}$/u;

export function isEmailTokenShape(id: string | undefined): id is string {
  return id !== undefined && TOKEN.test(id);
}

/** The token a bare link carries, when it has a usable one. */
export function tokenFromQuery(search: string): string | null {
  const query = new URLSearchParams(search);
  const token = query.get('token') ?? query.get('id');
  return isEmailTokenShape(token ?? undefined) ? token : null;
}

export type EmailChallengeOutcome = 'success' | 'fail';

/** A failure the same link may still fix: the CPF did not match, tries are left. */
export interface EmailChallengeRetry {
  token: string;
  remainingAttempts: number;
}

/** What /validar-email-status shows, from its navigation state. */
export interface EmailChallengeResult {
  status: EmailChallengeOutcome;
  retry: EmailChallengeRetry | null;
}

export function resultFrom(state: unknown): EmailChallengeResult | null {
  const { status, retry } = (state ?? {}) as {
    status?: unknown;
    retry?: Partial<EmailChallengeRetry>;
  };
  if (status === 'success') return { status, retry: null };
  if (status !== 'fail') return null;
  const good =
    retry &&
    isEmailTokenShape(retry.token) &&
    Number.isInteger(retry.remainingAttempts) &&
    (retry.remainingAttempts ?? 0) > 0;
  return {
    status,
    retry: good ? { token: retry.token!, remainingAttempts: retry.remainingAttempts! } : null,
  };
}
