// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { transactionAmountText } from './amount';
import { testTransaction } from './testing';

const nbsp = '\u00a0';

describe('transactionAmountText', () => {
  it('shows the amount without the minus of the API text, from the cents', () => {
    const payment = testTransaction({ amountCents: 123456, amount: `-R$${nbsp}1.234,56` });
    expect(transactionAmountText(payment, 'pt-BR')).toBe(`R$${nbsp}1.234,56`);
    expect(transactionAmountText(payment, 'en')).toBe('R$1,234.56');
  });
});
