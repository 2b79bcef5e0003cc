// What the settings of an outside provider (the card gateway, the CPF
// register) share: a blank value is unset, and its base URL is https outside
// the sandbox, where only a local double may answer on plain http.
import { ConfigError, type Stage } from './config-error';

/** A variable's value, with an empty or blank one read as unset. */
export function settingValue(
  env: Record<string, string | undefined>,
  name: string,
): string | undefined {
  const raw = env[name]?.trim();
  return raw === undefined || raw === '' ? undefined : raw;
}

/**
 * A provider's base URL without a trailing slash. Plain http would carry the
 * provider's keys and the customer's data in clear: https unless sandbox.
 */
export function providerBaseUrl(name: string, raw: string, stage: Stage, example: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL such as ${example}`);
  }
  const allowed = stage === 'sandbox' ? ['https:', 'http:'] : ['https:'];
  if (!allowed.includes(url.protocol)) {
    throw new ConfigError(
      stage === 'sandbox'
        ? `${name} must be an http(s) URL`
        : `${name} must be an https URL when STAGE=${stage}`,
    );
  }
  if (url.search !== '' || url.hash !== '') {
    throw new ConfigError(`${name} must be a base URL, without a query or fragment`);
  }
  return url.href.replace(/\/+$/u, '');
}
