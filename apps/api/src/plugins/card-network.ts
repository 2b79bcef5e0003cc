// The card network (acquirer) behind an adapter. Only the sandbox adapter
// exists yet: it accepts the configured mock CVV and always makes the
// configured validation charge (spec: CVV 123, random amount 123 cents).
// The wallet issue extends this interface with tokenisation and charges.
import fp from 'fastify-plugin';
import type { SandboxMockValues } from '../config/env';
import { AppError } from '../errors';

export interface CardNetwork {
  /** Whether the security code matches the stored card. */
  verifyCvv(input: { cardToken: string; cvv: string }): Promise<boolean>;
  /** Makes the small validation charge; the user must find its amount on the statement. */
  chargeValidationAmount(input: { cardToken: string }): Promise<{ amountCents: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    cardNetwork: CardNetwork;
  }
}

export function createSandboxCardNetwork(mock: SandboxMockValues): CardNetwork {
  return {
    verifyCvv: ({ cvv }) => Promise.resolve(cvv === mock.cvv),
    chargeValidationAmount: () => Promise.resolve({ amountCents: mock.randomAmountCents }),
  };
}

const unavailable = () => Promise.reject(new AppError('CARD_GATEWAY_UNAVAILABLE'));

export const unconfiguredCardNetwork: CardNetwork = {
  verifyCvv: unavailable,
  chargeValidationAmount: unavailable,
};

export default fp<{ sandbox: SandboxMockValues | null }>(
  (app, { sandbox }, done) => {
    app.decorate(
      'cardNetwork',
      sandbox ? createSandboxCardNetwork(sandbox) : unconfiguredCardNetwork,
    );
    done();
  },
  { name: 'card-network' },
);
