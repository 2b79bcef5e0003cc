// A link to a prefilled help-desk ticket. With a context (CPF, phone, browser),
// a click opens the ticket with a support reference to it instead of the data
// itself (decision 020); the href, for a middle click or a copied link, is the
// same ticket without the reference.
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupportContext } from '@rosto/contract/schemas/support';
import { type TicketPrefill, openSupportTicket, supportTicketUrl } from '../../lib/support-ticket';
import { ExternalLink } from './external-link';

export function SupportTicketLink({
  prefill,
  context,
  className,
  children,
}: {
  prefill: TicketPrefill;
  context?: SupportContext;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const plainClick =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (!context || !plainClick) return;
    const opened = openSupportTicket(prefill, context, (reference) =>
      t('supportTicket.reference', { reference }),
    );
    if (opened) event.preventDefault();
  };
  return (
    <ExternalLink href={supportTicketUrl(prefill)} className={className} onClick={onClick}>
      {children}
    </ExternalLink>
  );
}
