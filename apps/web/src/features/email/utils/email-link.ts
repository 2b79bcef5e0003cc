// The e-mail confirmation link (account.md §2): /validar-email/{id}, or the
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

export function outcomeFrom(state: unknown): EmailChallengeOutcome | null {
  const status = (state as { status?: unknown } | null)?.status;
  return status === 'success' || status === 'fail' ? status : null;
}
