// Everything STAGE=production refuses to start with (issue 30), one test each,
// from a configuration that starts, changing one thing; and the README's list
// of refusals names each of them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  TEST_CIELO_ENV,
  TEST_MESSAGING_ENV,
  TEST_OPERATOR_ENV,
  TEST_SERPRO_ENV,
  tempDir,
} from '../../test/app';
import { ConfigError, loadConfig } from './env';

type Env = Record<string, string | undefined>;

/** A production that starts: every secret, a captcha, a gateway, the operator, both messengers. */
const complete = (): Env => ({
  STAGE: 'production',
  DATA_DIR: tempDir('production'),
  JWT_SECRET: 'j'.repeat(40),
  FACE_IMAGE_KEY: Buffer.alloc(32, 7).toString('base64'),
  PIN_PEPPER: Buffer.alloc(32, 9).toString('base64'),
  RECAPTCHA_SECRET_KEY: 'recaptcha-secret',
  ...TEST_CIELO_ENV,
  ...TEST_OPERATOR_ENV,
  ...TEST_MESSAGING_ENV,
  ...TEST_SERPRO_ENV,
});

const without = (...names: string[]) => {
  const env = complete();
  for (const name of names) delete env[name];
  return env;
};

interface Refusal {
  /** As the README's table writes it (the cell's first code span). */
  readme: string;
  env: () => Env;
  message: RegExp;
}

const refusals: Refusal[] = [
  { readme: 'JWT_SECRET', env: () => without('JWT_SECRET'), message: /JWT_SECRET is required/u },
  {
    readme: 'JWT_SECRET',
    env: () => ({ ...complete(), JWT_SECRET: 'short' }),
    message: /JWT_SECRET must have at least 32/u,
  },
  {
    readme: 'FACE_IMAGE_KEY',
    env: () => without('FACE_IMAGE_KEY'),
    message: /FACE_IMAGE_KEY is required/u,
  },
  { readme: 'PIN_PEPPER', env: () => without('PIN_PEPPER'), message: /PIN_PEPPER is required/u },
  {
    readme: 'CAPTCHA',
    env: () => without('RECAPTCHA_SECRET_KEY'),
    message: /CAPTCHA is required when STAGE=production/u,
  },
  {
    readme: 'CAPTCHA=off',
    env: () => ({ ...complete(), CAPTCHA: 'off' }),
    message: /CAPTCHA_OFF_IN_PRODUCTION=I_UNDERSTAND/u,
  },
  {
    readme: 'CARD_GATEWAY',
    env: () => without('CARD_GATEWAY', 'CIELO_MERCHANT_ID', 'CIELO_MERCHANT_KEY'),
    message: /CARD_GATEWAY is required/u,
  },
  {
    readme: 'CARD_GATEWAY',
    env: () => ({ ...complete(), CARD_GATEWAY: 'sandbox' }),
    message: /CARD_GATEWAY=sandbox is only allowed when STAGE=sandbox/u,
  },
  {
    readme: 'CIELO_API_URL',
    env: () => ({ ...complete(), CIELO_API_URL: 'http://cielo.example' }),
    message: /must be an https URL/u,
  },
  {
    readme: 'SMS_PROVIDER=sandbox',
    env: () => ({ ...complete(), SMS_PROVIDER: 'sandbox' }),
    message: /SMS_PROVIDER=sandbox is only allowed/u,
  },
  {
    readme: 'SMS_HTTP_URL',
    env: () => without('SMS_HTTP_URL'),
    message: /SMS_HTTP_URL is required when STAGE=production.*SMS_PROVIDER=off/u,
  },
  {
    readme: 'SMTP_URL',
    env: () => without('SMTP_URL'),
    message: /SMTP_URL is required when STAGE=production.*EMAIL_PROVIDER=off/u,
  },
  {
    readme: 'CPF_BUREAU',
    env: () => without('CPF_BUREAU'),
    message: /CPF_BUREAU is required when STAGE=production/u,
  },
  {
    readme: 'CPF_BUREAU',
    env: () => ({ ...complete(), CPF_BUREAU: 'off' }),
    message: /CPF_BUREAU=off is not allowed when STAGE=production/u,
  },
  {
    readme: 'CPF_BUREAU',
    env: () => ({ ...complete(), CPF_BUREAU: 'sandbox' }),
    message: /CPF_BUREAU=sandbox is only allowed when STAGE=sandbox/u,
  },
  {
    readme: 'CPF_BUREAU',
    env: () => without('SERPRO_CONSUMER_SECRET'),
    message: /SERPRO_CONSUMER_KEY and SERPRO_CONSUMER_SECRET/u,
  },
  {
    readme: 'OPERATOR_*',
    env: () => without('OPERATOR_CNPJ'),
    message: /legal texts name the operator: set OPERATOR_CNPJ/u,
  },
  {
    readme: 'REVIEW_ACCOUNT_CPF',
    env: () => ({
      ...complete(),
      REVIEW_ACCOUNT_CPF: '52998224725',
      REVIEW_ACCOUNT_CODE: '111111',
    }),
    message: /not allowed when STAGE=production/u,
  },
];

const refusedWith = (env: Env) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  return null;
};

describe('STAGE=production refuses to start half-configured', () => {
  it('starts with everything set', () => {
    expect(refusedWith(complete())).toBeNull();
  });

  it.each(refusals.map((refusal) => [refusal.message.source, refusal] as const))(
    'refuses: %s',
    (_, refusal) => {
      expect(refusedWith(refusal.env())).toMatch(refusal.message);
    },
  );

  it('starts without SMS or e-mail only when each is switched off by name', () => {
    const off = {
      ...without('SMS_HTTP_URL', 'SMTP_URL'),
      SMS_PROVIDER: 'off',
      EMAIL_PROVIDER: 'off',
    };
    const config = loadConfig(off);
    expect(config.sms.provider).toBe('off');
    expect(config.smtpUrl).toBeNull();
    // Off with an address is a contradiction, not a choice.
    expect(refusedWith({ ...complete(), EMAIL_PROVIDER: 'off' })).toMatch(/contradict/u);
  });

  it("is what the README's list of refusals says", () => {
    const readme = readFileSync(join(import.meta.dirname, '../../../../README.md'), 'utf8');
    const lines = readme.split('\n');
    const heading = lines.indexOf('### What `STAGE=production` refuses');
    expect(heading).toBeGreaterThan(0);
    const tableStart = lines.findIndex((line, i) => i > heading && line.startsWith('|'));
    const tableEnd = lines.findIndex((line, i) => i > tableStart && !line.startsWith('|'));
    const refusedCells = lines
      .slice(tableStart, tableEnd)
      .map((line) => /^\| `([^`]+)`/u.exec(line)?.[1])
      .filter((cell) => cell !== undefined);
    expect(new Set(refusedCells)).toEqual(new Set(refusals.map(({ readme }) => readme)));
  });
});
