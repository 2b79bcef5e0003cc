// Terminal payments as the API answers them, for the terminal's tests.
import type { TerminalPayment } from '@rosto/contract/schemas/terminal-payments';

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
    },
    ...overrides,
  });
