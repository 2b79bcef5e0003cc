// CARD_GATEWAY and the CIELO_* variables: defaults, what each stage allows,
// and the half-configured setups refused with a message that names the fix.
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../config/env';
import {
  CIELO_DEFAULT_TIMEOUT_MS,
  CIELO_PRODUCTION_API_URL,
  CIELO_PRODUCTION_QUERY_URL,
  parseCardGatewayConfig,
} from './config';

const MERCHANT_ID = '8937bd5b-9796-494d-9fe5-f76b3e4da633';
const MERCHANT_KEY = 'XKGHUBSBKIRXKAVPSKWLVXYCLVJUGTNZLIHPUSYV';
const cielo = {
  CARD_GATEWAY: 'cielo',
  CIELO_MERCHANT_ID: MERCHANT_ID,
  CIELO_MERCHANT_KEY: MERCHANT_KEY,
};

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error('expected a ConfigError');
}

describe('parseCardGatewayConfig', () => {
  it('defaults to the sandbox gateway in the sandbox stage', () => {
    expect(parseCardGatewayConfig({}, 'sandbox')).toEqual({ kind: 'sandbox' });
    expect(parseCardGatewayConfig({ CARD_GATEWAY: '' }, 'sandbox')).toEqual({ kind: 'sandbox' });
  });

  it('requires CARD_GATEWAY outside the sandbox stage', () => {
    expect(refusal(() => parseCardGatewayConfig({}, 'production'))).toMatch(
      /CARD_GATEWAY is required when STAGE=production/u,
    );
    expect(refusal(() => parseCardGatewayConfig({}, 'demo'))).toMatch(/STAGE=demo/u);
  });

  it('refuses the sandbox gateway outside the sandbox stage', () => {
    expect(
      refusal(() => parseCardGatewayConfig({ CARD_GATEWAY: 'sandbox' }, 'production')),
    ).toMatch(/CARD_GATEWAY=sandbox is only allowed when STAGE=sandbox/u);
  });

  it('refuses an unknown gateway', () => {
    expect(refusal(() => parseCardGatewayConfig({ CARD_GATEWAY: 'stone' }, 'sandbox'))).toMatch(
      /CARD_GATEWAY must be one of sandbox, cielo/u,
    );
  });

  it('reads Cielo with production hosts and a 15 s timeout by default', () => {
    expect(parseCardGatewayConfig(cielo, 'production')).toEqual({
      kind: 'cielo',
      merchantId: MERCHANT_ID,
      merchantKey: MERCHANT_KEY,
      apiUrl: CIELO_PRODUCTION_API_URL,
      queryUrl: CIELO_PRODUCTION_QUERY_URL,
      timeoutMs: CIELO_DEFAULT_TIMEOUT_MS,
    });
  });

  it('takes Cielo’s sandbox hosts, both together', () => {
    const config = parseCardGatewayConfig(
      {
        ...cielo,
        CIELO_API_URL: 'https://apisandbox.cieloecommerce.cielo.com.br/',
        CIELO_QUERY_URL: 'https://apiquerysandbox.cieloecommerce.cielo.com.br',
      },
      'demo',
    );
    expect(config).toMatchObject({
      apiUrl: 'https://apisandbox.cieloecommerce.cielo.com.br',
      queryUrl: 'https://apiquerysandbox.cieloecommerce.cielo.com.br',
    });
    expect(
      refusal(() =>
        parseCardGatewayConfig(
          { ...cielo, CIELO_API_URL: 'https://apisandbox.cieloecommerce.cielo.com.br' },
          'demo',
        ),
      ),
    ).toMatch(/CIELO_API_URL and CIELO_QUERY_URL go together/u);
  });

  it('refuses half-configured credentials, naming what is missing and never the key', () => {
    const keyOnly = refusal(() =>
      parseCardGatewayConfig(
        { CARD_GATEWAY: 'cielo', CIELO_MERCHANT_KEY: MERCHANT_KEY },
        'production',
      ),
    );
    expect(keyOnly).toMatch(/CIELO_MERCHANT_KEY is set but CIELO_MERCHANT_ID is not/u);
    expect(keyOnly).not.toContain(MERCHANT_KEY);
    expect(
      refusal(() =>
        parseCardGatewayConfig(
          { CARD_GATEWAY: 'cielo', CIELO_MERCHANT_ID: MERCHANT_ID },
          'production',
        ),
      ),
    ).toMatch(/CIELO_MERCHANT_ID is set but CIELO_MERCHANT_KEY is not/u);
    // Even when the sandbox gateway would not use them.
    expect(
      refusal(() => parseCardGatewayConfig({ CIELO_MERCHANT_ID: MERCHANT_ID }, 'sandbox')),
    ).toMatch(/set both/u);
    expect(refusal(() => parseCardGatewayConfig({ CARD_GATEWAY: 'cielo' }, 'production'))).toMatch(
      /CARD_GATEWAY=cielo needs CIELO_MERCHANT_ID and CIELO_MERCHANT_KEY/u,
    );
    expect(
      refusal(() =>
        parseCardGatewayConfig({ ...cielo, CIELO_MERCHANT_ID: 'store-1' }, 'production'),
      ),
    ).toMatch(/CIELO_MERCHANT_ID must be the GUID/u);
  });

  it('bounds the timeout: 1000..55000 ms, below the app’s 60 s', () => {
    const timeout = (value: string) =>
      parseCardGatewayConfig({ ...cielo, CIELO_TIMEOUT_MS: value }, 'production');
    expect(timeout('55000')).toMatchObject({ timeoutMs: 55_000 });
    expect(timeout('1000')).toMatchObject({ timeoutMs: 1_000 });
    for (const value of ['55001', '60000', '999', '0', '-5', '1.5', '15s', 'abc']) {
      expect(refusal(() => timeout(value))).toMatch(/CIELO_TIMEOUT_MS must be a whole number/u);
    }
  });

  it('wants https outside the sandbox stage, where a local double may use http', () => {
    const local = {
      ...cielo,
      CIELO_API_URL: 'http://127.0.0.1:4010',
      CIELO_QUERY_URL: 'http://127.0.0.1:4011',
    };
    expect(parseCardGatewayConfig(local, 'sandbox')).toMatchObject({
      apiUrl: 'http://127.0.0.1:4010',
    });
    expect(refusal(() => parseCardGatewayConfig(local, 'production'))).toMatch(
      /CIELO_API_URL must be an https URL when STAGE=production/u,
    );
    expect(
      refusal(() => parseCardGatewayConfig({ ...local, CIELO_API_URL: 'not a url' }, 'sandbox')),
    ).toMatch(/CIELO_API_URL must be a URL/u);
  });
});
