// The card network (acquirer) behind one interface (types.ts): the sandbox
// adapter in the sandbox stage (spec: CVV 123, validation amount 123 cents),
// Cielo's E-commerce API 3.0 elsewhere (cielo.ts), chosen by CARD_GATEWAY
// (config.ts). The plugin takes a ready adapter from its options; without one
// it keeps the sandbox adapter when the sandbox values are there, and
// otherwise answers CARD_GATEWAY_UNAVAILABLE.
import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import type { SandboxMockValues } from '../../../config/env';
import { AppError } from '../../../errors';
import { createCieloCardNetwork } from './cielo';
import type { CardGatewayConfig } from './config';
import { createSandboxCardNetwork, type SandboxStatement } from './sandbox';
import type { SandboxLedger } from './sandbox-ledger';
import type { CardNetwork } from './types';

export type { CardNetwork, GatewayBrand } from './types';
export { VALIDATION_AMOUNT_MAX_CENTS } from './types';

declare module 'fastify' {
  interface FastifyInstance {
    cardNetwork: CardNetwork;
  }
}

const unavailable = () => Promise.reject(new AppError('CARD_GATEWAY_UNAVAILABLE'));

export const unconfiguredCardNetwork: CardNetwork = {
  zeroAuthBrands: [],
  storedCardCvvBrands: [],
  verifyCard: unavailable,
  tokenize: unavailable,
  verifyCvv: unavailable,
  validationAmountCents: () => {
    throw new AppError('CARD_GATEWAY_UNAVAILABLE');
  },
  charge: unavailable,
  findCharge: unavailable,
  getCharge: unavailable,
  refund: unavailable,
  removeCard: unavailable,
};

/**
 * The adapter parseCardGatewayConfig chose. The sandbox adapter needs the
 * sandbox stage's mock values; without them (a config error upstream) the
 * card network is unavailable rather than approving cards.
 */
export function createCardNetwork(
  config: CardGatewayConfig,
  sandbox: SandboxMockValues | null,
  log: FastifyBaseLogger,
  /** Where the sandbox adapter keeps its charges (the app's database). */
  sandboxLedger?: SandboxLedger,
  /** Where the sandbox adapter writes a validation charge's statement line (the outbox). */
  sandboxStatement?: SandboxStatement,
): CardNetwork {
  if (config.kind === 'cielo') {
    return createCieloCardNetwork({ ...config, log: log.child({ gateway: 'cielo' }) });
  }
  return sandbox
    ? createSandboxCardNetwork(sandbox, sandboxLedger, sandboxStatement)
    : unconfiguredCardNetwork;
}

export interface CardNetworkOptions {
  sandbox: SandboxMockValues | null;
  /** A ready adapter (createCardNetwork); when absent, the sandbox adapter or none. */
  gateway?: CardNetwork;
}

export default fp<CardNetworkOptions>(
  (app, { sandbox, gateway }, done) => {
    app.decorate(
      'cardNetwork',
      gateway ?? (sandbox ? createSandboxCardNetwork(sandbox) : unconfiguredCardNetwork),
    );
    done();
  },
  { name: 'card-network' },
);
