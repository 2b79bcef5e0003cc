// The line a card statement shows for a charge, as the sandbox's outbox shows
// the card validation's small charge (issue 29), so a tester reads the amount
// to type back there rather than in the README: "Cobrança de R$ 1,23 no
// cartão final 3197". The API writes it in pt-BR, as a Brazilian issuer's
// statement reads; the outbox page reads it back to write it in its language.
import type { Locale } from './errors';
import { formatMoney } from './format-money';

export interface StatementCharge {
  amountCents: number;
  /** The card's last four digits. */
  lastFour: string;
}

export function statementLine({ amountCents, lastFour }: StatementCharge, locale: Locale): string {
  const amount = formatMoney(amountCents, locale, { plainSpaces: true });
  return locale === 'en'
    ? `Charge of ${amount} on the card ending in ${lastFour}`
    : `Cobrança de ${amount} no cartão final ${lastFour}`;
}

const PT_BR_LINE = /^Cobrança de R\$ ([\d.]+),(\d{2}) no cartão final (\d{4})$/u;

/** The charge in a line statementLine wrote in pt-BR; null for any other text. */
export function readStatementLine(line: string): StatementCharge | null {
  const match = PT_BR_LINE.exec(line);
  if (!match) return null;
  const [, reais, cents, lastFour] = match;
  return { amountCents: Number(`${reais!.replace(/\./gu, '')}${cents!}`), lastFour: lastFour! };
}
