// The sales' CSV as a spreadsheet in Brazil opens it (issue 27): UTF-8 with a
// byte-order mark (without it Excel reads the accents as Latin-1), `;`
// between fields (the comma is the decimal mark there) and amounts with a
// decimal comma and no thousands mark, so each is a number in the sheet.
// Times are São Paulo's. Written by csv-stringify, which quotes what needs it.
import { stringify } from 'csv-stringify/sync';
import type { Sale, SaleStatus } from '@rosto/contract/schemas/shop-portal';
import { cardBrandNames } from '@rosto/contract/validators/card-number';
import { PRODUCT_TIME_ZONE } from '@rosto/contract/validators/sao-paulo-date';

const headers = {
  'pt-BR': [
    'Data',
    'Hora',
    'Terminal',
    'Cliente',
    'Cartão',
    'Final',
    'Valor',
    'Estornado',
    'Situação',
    'ID',
  ],
  en: [
    'Date',
    'Time',
    'Terminal',
    'Customer',
    'Card',
    'Last four',
    'Amount',
    'Refunded',
    'Status',
    'ID',
  ],
};

const statusNames: Record<'pt-BR' | 'en', Record<SaleStatus, string>> = {
  'pt-BR': {
    approved: 'Aprovada',
    canceled: 'Cancelada',
    partially_refunded: 'Estornada em parte',
    refunded: 'Estornada',
  },
  en: {
    approved: 'Approved',
    canceled: 'Canceled',
    partially_refunded: 'Partly refunded',
    refunded: 'Refunded',
  },
};

/** 2390 → "23,90"; what a Brazilian sheet reads as a number. */
export function decimalComma(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.trunc(whole / 100)},${String(whole % 100).padStart(2, '0')}`;
}

const dateFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: PRODUCT_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: PRODUCT_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export function salesCsv(sales: readonly Sale[], locale: 'pt-BR' | 'en'): string {
  return stringify(
    sales.map((sale) => {
      const at = new Date(sale.at);
      return [
        dateFormat.format(at),
        timeFormat.format(at),
        sale.terminal?.name ?? '',
        sale.customerFirstName ?? '',
        sale.card ? (sale.card.brand ? cardBrandNames[sale.card.brand] : sale.card.authorizer) : '',
        sale.card?.lastFour ?? '',
        decimalComma(sale.amountCents),
        decimalComma(sale.refundedCents),
        statusNames[locale][sale.status],
        sale.id,
      ];
    }),
    { bom: true, delimiter: ';', header: true, columns: headers[locale], record_delimiter: '\r\n' },
  );
}
