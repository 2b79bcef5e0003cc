// Links to the help-desk ticket form, prefilled through its `subject` and
// `description` query parameters.
import { env } from '../config/env';

export function supportTicketUrl(prefill: { subject: string; description?: string }): string {
  const url = new URL(env.supportTicketUrl);
  url.searchParams.set('subject', prefill.subject);
  if (prefill.description) url.searchParams.set('description', prefill.description);
  return url.toString();
}
