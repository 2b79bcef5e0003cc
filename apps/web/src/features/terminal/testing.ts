// Terminal payments, the till and its sales as the API answers them, for the terminal's tests.
import type { TerminalPayment, TerminalSale } from '@rosto/contract/schemas/terminal-payments';

export const PAYMENT_ID = '5b0c8f0e-1d2a-4c3b-9e4f-0a1b2c3d4e5f';
export const CARD_VISA = '7a1b2c3d-0000-4000-8000-0000000000a1';
export const CARD_ELO = '7a1b2c3d-0000-4000-8000-0000000000b2';
export const TERMINAL_KEY = 'rosto_term_test_1234567890';

export const terminalPayment = (overrides: Partial<TerminalPayment> = {}): TerminalPayment => ({
  id: PAYMENT_ID,
  state: 'STARTED',
  amountCents: 2390,
  amount: 'R$ 23,90',
  createdAt: '2026-11-26T12:00:00.000Z',
  expiresAt: '2026-11-26T12:05:00.000Z',
  customer: null,
  transactionId: null,
  canceledAt: null,
  settleBy: null,
  ...overrides,
});

export const identifiedPayment = (pinRequired: boolean, overrides: Partial<TerminalPayment> = {}) =>
  terminalPayment({
    state: 'IDENTIFIED',
    customer: {
      firstName: 'Maria',
      pinRequired,
      cards: [
        { id: CARD_VISA, brand: 'VISA', lastFour: '4242', alias: null },
        { id: CARD_ELO, brand: 'ELO', lastFour: '1111', alias: 'Cartão da firma' },
      ],
      unavailableCards: [],
    },
    ...overrides,
  });

/** GET terminal/me: "Caixa 1" of "Padaria Sol", which takes up to R$ 5.000,00 a payment. */
export const terminalMe = (maxAmountCents = 500_000) => ({
  terminal: { id: '3c9d7e1f-2a4b-4c6d-8e0f-1a2b3c4d5e6f', name: 'Caixa 1', requirePin: false },
  shop: { id: '6d2f8a41-3c5e-4b7a-9e1d-0a2b4c6d8e0f', name: 'Padaria Sol', maxAmountCents },
});

/** One of today's sales: R$ 23,90 at 14:05 in São Paulo, paid by Ana with a Visa ending 4242. */
export const terminalSale = (overrides: Partial<TerminalSale> = {}): TerminalSale => ({
  paymentId: PAYMENT_ID,
  at: '2026-11-26T17:05:00.000Z',
  amountCents: 2390,
  customerFirstName: 'Ana',
  card: { brand: 'VISA', lastFour: '4242' },
  status: 'approved',
  cancelable: true,
  ...overrides,
});
