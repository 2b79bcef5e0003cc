// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readStatementLine, statementLine } from './card-statement';

describe('card statement line', () => {
  it('writes the charge as a statement does, in pt-BR and English', () => {
    const charge = { amountCents: 123, lastFour: '3197' };
    expect(statementLine(charge, 'pt-BR')).toBe('Cobrança de R$ 1,23 no cartão final 3197');
    expect(statementLine(charge, 'en')).toBe('Charge of R$1.23 on the card ending in 3197');
  });

  it('reads back a pt-BR line, thousands included, and nothing else', () => {
    expect(readStatementLine('Cobrança de R$ 1,23 no cartão final 3197')).toEqual({
      amountCents: 123,
      lastFour: '3197',
    });
    expect(
      readStatementLine(statementLine({ amountCents: 123_456, lastFour: '0001' }, 'pt-BR')),
    ).toEqual({ amountCents: 123_456, lastFour: '0001' });
    expect(readStatementLine('Seu código é 123456')).toBeNull();
  });
});
