// How a sale reads on the page and in the refund dialog: its card ("Visa ••••
// 4242"), its customer and its situation ("Estornada em parte (R$ 12,00)").
import type { Locale } from '@rosto/contract/errors';
import { formatMoney } from '@rosto/contract/format-money';
import type { Sale } from '@rosto/contract/schemas/shop-portal';
import { cardBrandNames } from '@rosto/contract/validators/card-number';
import type { TFunction } from 'i18next';

export function saleCardText(card: Sale['card'], t: TFunction): string {
  if (card === null) return t('portal.sales.cardRemoved');
  const name = card.brand === null ? t('portal.sales.card') : cardBrandNames[card.brand];
  return card.lastFour === null ? name : `${name} •••• ${card.lastFour}`;
}

export function saleCustomerText(sale: Sale, t: TFunction): string {
  return sale.customerFirstName ?? t('portal.sales.customerDeleted');
}

export function saleStatusText(sale: Sale, t: TFunction, language: Locale): string {
  return sale.status === 'partially_refunded'
    ? t('portal.sales.statuses.partially_refunded', {
        amount: formatMoney(sale.refundedCents, language),
      })
    : t(`portal.sales.statuses.${sale.status}`);
}
