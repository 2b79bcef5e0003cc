// The card-network plugin: the adapter from its options, else the sandbox
// adapter, else one that answers CARD_GATEWAY_UNAVAILABLE.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import cardNetwork, { type CardNetwork, createCardNetwork, unconfiguredCardNetwork } from './index';

const mock = {
  otpSecret: '123456',
  cvv: '123',
  randomAmountCents: 123,
  mockDelays: false,
  challengeAction: null,
};

async function decorated(options: Parameters<typeof cardNetwork>[1]): Promise<CardNetwork> {
  const app = Fastify({ logger: false });
  await app.register(cardNetwork, options);
  await app.ready();
  const network = app.cardNetwork;
  await app.close();
  return network;
}

describe('card-network plugin', () => {
  it('decorates the app with the gateway it is given', async () => {
    const gateway = { ...unconfiguredCardNetwork, validationAmountCents: () => 7 };
    await expect(decorated({ sandbox: mock, gateway })).resolves.toBe(gateway);
  });

  it('keeps the sandbox adapter when no gateway is given', async () => {
    const network = await decorated({ sandbox: mock });
    expect(network.validationAmountCents()).toBe(123);
  });

  it('answers CARD_GATEWAY_UNAVAILABLE with neither', async () => {
    const network = await decorated({ sandbox: null });
    await expect(
      network.tokenize({
        number: '4111111111111111',
        holder: 'A',
        expiryMonth: 1,
        expiryYear: 2030,
        brand: 'VISA',
      }),
    ).rejects.toMatchObject({
      code: 'CARD_GATEWAY_UNAVAILABLE',
    });
    expect(() => network.validationAmountCents()).toThrow('CARD_GATEWAY_UNAVAILABLE');
  });

  it('builds the adapter parseCardGatewayConfig chose', () => {
    const log = Fastify({ logger: false }).log;
    expect(createCardNetwork({ kind: 'sandbox' }, mock, log).validationAmountCents()).toBe(123);
    expect(createCardNetwork({ kind: 'sandbox' }, null, log)).toBe(unconfiguredCardNetwork);
    const cielo = createCardNetwork(
      {
        kind: 'cielo',
        merchantId: '8937bd5b-9796-494d-9fe5-f76b3e4da633',
        merchantKey: 'k',
        apiUrl: 'https://api.cieloecommerce.cielo.com.br',
        queryUrl: 'https://apiquery.cieloecommerce.cielo.com.br',
        timeoutMs: 15_000,
      },
      null,
      log,
    );
    const amount = cielo.validationAmountCents();
    expect(amount).toBeGreaterThanOrEqual(1);
    expect(amount).toBeLessThanOrEqual(1000);
  });
});
