// Which card gateway the server talks to, read from the environment: the
// sandbox adapter (STAGE=sandbox only) or Cielo's E-commerce API 3.0.
// config/env.ts calls parseCardGatewayConfig once; messages never repeat a
// credential.
import { ConfigError, type Stage } from '../../../config/config-error';
import { providerBaseUrl, settingValue } from '../../../config/provider-setting';

const cardGateways = ['sandbox', 'cielo'] as const;

/** Cielo's production hosts: transactions (POST/PUT) and queries (GET). */
export const CIELO_PRODUCTION_API_URL = 'https://api.cieloecommerce.cielo.com.br';
export const CIELO_PRODUCTION_QUERY_URL = 'https://apiquery.cieloecommerce.cielo.com.br';

export const CIELO_DEFAULT_TIMEOUT_MS = 15_000;
/** Below the app's 60 s limit on a card call, so a slow Cielo answers before the client gives up. */
export const CIELO_MAX_TIMEOUT_MS = 55_000;
export const CIELO_MIN_TIMEOUT_MS = 1_000;

export interface CieloGatewayConfig {
  kind: 'cielo';
  /** A GUID (Cielo error 114 otherwise). */
  merchantId: string;
  merchantKey: string;
  /** Without a trailing slash. */
  apiUrl: string;
  /** Without a trailing slash. */
  queryUrl: string;
  timeoutMs: number;
}

export type CardGatewayConfig = { kind: 'sandbox' } | CieloGatewayConfig;

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;

function timeout(env: Record<string, string | undefined>): number {
  const raw = settingValue(env, 'CIELO_TIMEOUT_MS');
  if (raw === undefined) return CIELO_DEFAULT_TIMEOUT_MS;
  const ms = /^\d+$/u.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(ms) || ms < CIELO_MIN_TIMEOUT_MS || ms > CIELO_MAX_TIMEOUT_MS) {
    throw new ConfigError(
      `CIELO_TIMEOUT_MS must be a whole number of milliseconds from ${CIELO_MIN_TIMEOUT_MS} to ` +
        `${CIELO_MAX_TIMEOUT_MS} (the app gives a card call 60 s in all)`,
    );
  }
  return ms;
}

/**
 * CARD_GATEWAY=sandbox|cielo: sandbox by default when STAGE=sandbox and only
 * there; required elsewhere. Cielo needs CIELO_MERCHANT_ID and
 * CIELO_MERCHANT_KEY together, and takes CIELO_API_URL with CIELO_QUERY_URL
 * (both or neither: default Cielo production), CIELO_TIMEOUT_MS (default 15000).
 */
export function parseCardGatewayConfig(
  env: Record<string, string | undefined>,
  stage: Stage,
): CardGatewayConfig {
  const merchantId = settingValue(env, 'CIELO_MERCHANT_ID');
  const merchantKey = settingValue(env, 'CIELO_MERCHANT_KEY');
  // Checked whatever the gateway: one without the other is always a mistake.
  if ((merchantId === undefined) !== (merchantKey === undefined)) {
    throw new ConfigError(
      merchantId === undefined
        ? 'CIELO_MERCHANT_KEY is set but CIELO_MERCHANT_ID is not: set both (the Cielo ' +
            'credentials from the Cielo portal), or neither'
        : 'CIELO_MERCHANT_ID is set but CIELO_MERCHANT_KEY is not: set both (the Cielo ' +
            'credentials from the Cielo portal), or neither',
    );
  }

  const gateway =
    settingValue(env, 'CARD_GATEWAY') ?? (stage === 'sandbox' ? 'sandbox' : undefined);
  if (gateway === undefined) {
    throw new ConfigError(
      `CARD_GATEWAY is required when STAGE=${stage}: set CARD_GATEWAY=cielo with ` +
        'CIELO_MERCHANT_ID and CIELO_MERCHANT_KEY (the sandbox gateway approves any card)',
    );
  }
  if (!(cardGateways as readonly string[]).includes(gateway)) {
    throw new ConfigError(`CARD_GATEWAY must be one of ${cardGateways.join(', ')}`);
  }
  if (gateway === 'sandbox') {
    if (stage !== 'sandbox') {
      throw new ConfigError(
        `CARD_GATEWAY=sandbox is only allowed when STAGE=sandbox: it approves cards without ` +
          'asking any acquirer',
      );
    }
    return { kind: 'sandbox' };
  }

  if (merchantId === undefined || merchantKey === undefined) {
    throw new ConfigError('CARD_GATEWAY=cielo needs CIELO_MERCHANT_ID and CIELO_MERCHANT_KEY');
  }
  if (!GUID.test(merchantId)) {
    throw new ConfigError(
      'CIELO_MERCHANT_ID must be the GUID Cielo gives the store (xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx)',
    );
  }
  if (/\s/u.test(merchantKey)) {
    throw new ConfigError('CIELO_MERCHANT_KEY must not contain spaces');
  }

  const apiUrl = settingValue(env, 'CIELO_API_URL');
  const queryUrl = settingValue(env, 'CIELO_QUERY_URL');
  // A payment made on one environment is not found on the other: a refund would
  // then fail to tell an already-cancelled charge from an unknown one.
  if ((apiUrl === undefined) !== (queryUrl === undefined)) {
    throw new ConfigError(
      'CIELO_API_URL and CIELO_QUERY_URL go together (both Cielo sandbox or both production): ' +
        'set both, or neither for Cielo production',
    );
  }

  return {
    kind: 'cielo',
    merchantId,
    merchantKey,
    apiUrl: providerBaseUrl(
      'CIELO_API_URL',
      apiUrl ?? CIELO_PRODUCTION_API_URL,
      stage,
      CIELO_PRODUCTION_API_URL,
    ),
    queryUrl: providerBaseUrl(
      'CIELO_QUERY_URL',
      queryUrl ?? CIELO_PRODUCTION_QUERY_URL,
      stage,
      CIELO_PRODUCTION_API_URL,
    ),
    timeoutMs: timeout(env),
  };
}
