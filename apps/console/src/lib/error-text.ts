// A refusal's text in the person's language, from the contract's catalogue
// by code: the console and the portal show what the code means, never the
// server's wording.
import { errorMessage } from '@rosto/contract/errors';
import { useTranslation } from 'react-i18next';
import { toApiError } from './api-client';
import { formatDuration } from './format-time';
import { localeOf } from './i18n';

/**
 * The text of a failed call, null without one. A refusal that says how long
 * to wait (a locked account, too many tries) tells the wait too.
 */
export function useErrorText(error: unknown): string | null {
  const { t, i18n } = useTranslation();
  if (error === null || error === undefined) return null;
  const { code, retryAfterSeconds } = toApiError(error);
  const text = errorMessage(code, localeOf(i18n.language));
  if (retryAfterSeconds === null) return text;
  return `${text} ${t('common.retryIn', { wait: formatDuration(retryAfterSeconds * 1000, t, 'up') })}`;
}
