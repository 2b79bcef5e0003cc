// A link to a prefilled help-desk ticket. With a context (CPF, phone, browser),
// a click opens the ticket with a support reference to it instead of the data
// itself (decision 020); the href, for a middle click or a copied link, is the
// same ticket without the reference. In the native wrapper the host opens it
// (decision 028). The demo stage shows none.
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import type { SupportContext } from '@rosto/contract/schemas/support';
import {
  type TicketPrefill,
  openSupportTicket,
  supportLinksShown,
  supportTicketUrl,
} from '../../lib/support-ticket';
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
  if (!supportLinksShown()) return null;
  const openWithReference = () =>
    context !== undefined &&
    openSupportTicket(prefill, context, (reference) => t('supportTicket.reference', { reference }));
  return (
    <ExternalLink href={supportTicketUrl(prefill)} className={className} onOpen={openWithReference}>
      {children}
    </ExternalLink>
  );
}
