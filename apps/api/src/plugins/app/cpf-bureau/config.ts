// Which CPF register the server asks at registration (issue 30), read from the
// environment: the sandbox's (STAGE=sandbox only), Serpro's Consulta CPF, or
// none (`off`, outside production only). config/env.ts calls it once; its
// messages never repeat a credential.
import { ConfigError, type Stage } from '../../../config/config-error';
import { providerBaseUrl, settingValue } from '../../../config/provider-setting';
import type { SerproConfig } from './serpro';

const cpfBureaus = ['sandbox', 'serpro', 'off'] as const;

export const SERPRO_CPF_PRODUCTION_URL =
  'https://gateway.apiserpro.serpro.gov.br/consulta-cpf-df/v2';
export const SERPRO_TOKEN_URL = 'https://gateway.apiserpro.serpro.gov.br/token';
export const SERPRO_DEFAULT_TIMEOUT_MS = 10_000;

export type CpfBureauConfig =
  { kind: 'sandbox' } | { kind: 'off' } | ({ kind: 'serpro' } & SerproConfig);

export function parseCpfBureauConfig(
  env: Record<string, string | undefined>,
  stage: Stage,
): CpfBureauConfig {
  const kind = settingValue(env, 'CPF_BUREAU') ?? (stage === 'sandbox' ? 'sandbox' : undefined);
  if (kind === undefined) {
    throw new ConfigError(
      `CPF_BUREAU is required when STAGE=${stage}: CPF_BUREAU=serpro with SERPRO_CONSUMER_KEY ` +
        'and SERPRO_CONSUMER_SECRET (registration checks who the CPF belongs to)' +
        (stage === 'production' ? '' : ', or CPF_BUREAU=off'),
    );
  }
  if (!(cpfBureaus as readonly string[]).includes(kind)) {
    throw new ConfigError(`CPF_BUREAU must be one of ${cpfBureaus.join(', ')}`);
  }
  if (kind === 'sandbox') {
    if (stage !== 'sandbox') {
      throw new ConfigError(
        'CPF_BUREAU=sandbox is only allowed when STAGE=sandbox: its register passes any CPF',
      );
    }
    return { kind };
  }
  if (kind === 'off') {
    if (stage === 'production') {
      throw new ConfigError(
        'CPF_BUREAU=off is not allowed when STAGE=production: registration must check the CPF',
      );
    }
    return { kind };
  }
  const consumerKey = settingValue(env, 'SERPRO_CONSUMER_KEY');
  const consumerSecret = settingValue(env, 'SERPRO_CONSUMER_SECRET');
  if (!consumerKey || !consumerSecret) {
    throw new ConfigError('CPF_BUREAU=serpro needs SERPRO_CONSUMER_KEY and SERPRO_CONSUMER_SECRET');
  }
  const timeout = Number(settingValue(env, 'SERPRO_TIMEOUT_MS') ?? SERPRO_DEFAULT_TIMEOUT_MS);
  if (!Number.isInteger(timeout) || timeout < 1_000 || timeout > 30_000) {
    throw new ConfigError('SERPRO_TIMEOUT_MS must be whole milliseconds between 1000 and 30000');
  }
  return {
    kind: 'serpro',
    consumerKey,
    consumerSecret,
    cpfUrl: providerBaseUrl(
      'SERPRO_CPF_URL',
      settingValue(env, 'SERPRO_CPF_URL') ?? SERPRO_CPF_PRODUCTION_URL,
      stage,
      SERPRO_CPF_PRODUCTION_URL,
    ),
    tokenUrl: providerBaseUrl(
      'SERPRO_TOKEN_URL',
      settingValue(env, 'SERPRO_TOKEN_URL') ?? SERPRO_TOKEN_URL,
      stage,
      SERPRO_TOKEN_URL,
    ),
    timeoutMs: timeout,
  };
}
