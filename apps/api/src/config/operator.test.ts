import { describe, expect, it } from 'vitest';
import { TEST_OPERATOR_ENV } from '../../test/app';
import { ConfigError } from './config-error';
import { parseOperatorConfig } from './operator';

describe('parseOperatorConfig', () => {
  it('takes every value from the environment, the CNPJ masked, and says they are real', () => {
    expect(parseOperatorConfig(TEST_OPERATOR_ENV, 'production')).toEqual({
      legalName: 'Operadora de Teste Ltda.',
      cnpj: '11.222.333/0001-81',
      address: 'Rua de Teste, 1, São Paulo, SP',
      contactEmail: 'contato@operadora.example',
      dpoName: 'Ana Teste',
      dpoEmail: 'dpo@operadora.example',
      example: false,
    });
  });

  it('refuses to start production without each value, naming the missing ones', () => {
    expect(() => parseOperatorConfig({}, 'production')).toThrow(ConfigError);
    const { OPERATOR_CNPJ: _cnpj, OPERATOR_DPO_NAME: _dpo, ...partial } = TEST_OPERATOR_ENV;
    expect(() => parseOperatorConfig(partial, 'production')).toThrow(
      /set OPERATOR_CNPJ, OPERATOR_DPO_NAME when STAGE=production/u,
    );
    expect(() =>
      parseOperatorConfig({ ...TEST_OPERATOR_ENV, OPERATOR_ADDRESS: '  ' }, 'production'),
    ).toThrow(/OPERATOR_ADDRESS/u);
  });

  it('gives the sandbox and the demo example values, marked as examples', () => {
    for (const stage of ['sandbox', 'demo'] as const) {
      const operator = parseOperatorConfig({}, stage);
      expect(operator.example).toBe(true);
      expect(operator.cnpj).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/u);
      // Half real, half example would read as real: all are examples then.
      expect(parseOperatorConfig({ OPERATOR_LEGAL_NAME: 'Real Ltda.' }, stage)).toEqual(operator);
    }
    expect(parseOperatorConfig(TEST_OPERATOR_ENV, 'demo').example).toBe(false);
  });

  it('refuses a CNPJ with wrong check digits and an address that is not an e-mail', () => {
    expect(() =>
      parseOperatorConfig({ ...TEST_OPERATOR_ENV, OPERATOR_CNPJ: '11222333000182' }, 'demo'),
    ).toThrow(/OPERATOR_CNPJ must be a valid CNPJ/u);
    expect(() =>
      parseOperatorConfig({ ...TEST_OPERATOR_ENV, OPERATOR_DPO_EMAIL: 'dpo' }, 'demo'),
    ).toThrow(/OPERATOR_DPO_EMAIL must be an e-mail address/u);
  });
});
