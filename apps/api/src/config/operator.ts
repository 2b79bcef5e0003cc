// The company that operates Rosto, named by the terms of use and the privacy
// policy (issue 13, point 7). Production needs every value, and refuses to start
// without one. A sandbox or demo server may leave them out and gets example
// values, which the texts then say are examples.
import type { LegalOperator } from '@rosto/contract/schemas/legal-operator';
import { isValidEmail } from '@rosto/contract/validators/email';
import { maskedValidCnpj } from '@rosto/contract/validators/cnpj';
import { ConfigError, type Stage } from './config-error';

const EXAMPLE_OPERATOR: Omit<LegalOperator, 'example'> = {
  legalName: 'Rosto Tecnologia de Pagamentos Ltda.',
  cnpj: '11.222.333/0001-81',
  address: 'Avenida Paulista, 1000, 10º andar, Bela Vista, São Paulo, SP, CEP 01310-100',
  contactEmail: 'ajuda@rosto.app',
  dpoName: 'Carla Exemplo',
  dpoEmail: 'privacidade@rosto.app',
};

const variables = {
  legalName: 'OPERATOR_LEGAL_NAME',
  cnpj: 'OPERATOR_CNPJ',
  address: 'OPERATOR_ADDRESS',
  contactEmail: 'OPERATOR_CONTACT_EMAIL',
  dpoName: 'OPERATOR_DPO_NAME',
  dpoEmail: 'OPERATOR_DPO_EMAIL',
} as const satisfies Record<keyof typeof EXAMPLE_OPERATOR, string>;
type Field = keyof typeof variables;

const MAX_LENGTH = 200;

function checked(field: Field, raw: string): string {
  const variable = variables[field];
  if (raw.length > MAX_LENGTH) throw new ConfigError(`${variable} is longer than ${MAX_LENGTH}`);
  if (field === 'cnpj') {
    const cnpj = maskedValidCnpj(raw);
    if (!cnpj) throw new ConfigError(`${variable} must be a valid CNPJ (check digits)`);
    return cnpj;
  }
  if ((field === 'contactEmail' || field === 'dpoEmail') && !isValidEmail(raw)) {
    throw new ConfigError(`${variable} must be an e-mail address`);
  }
  return raw;
}

export function parseOperatorConfig(
  source: Record<string, string | undefined>,
  stage: Stage,
): LegalOperator {
  const fields = Object.keys(variables) as Field[];
  const given = new Map<Field, string>();
  for (const field of fields) {
    const raw = source[variables[field]]?.trim();
    if (raw) given.set(field, checked(field, raw));
  }
  const missing = fields.filter((field) => !given.has(field));
  if (missing.length > 0 && stage === 'production') {
    throw new ConfigError(
      `The legal texts name the operator: set ${missing.map((field) => variables[field]).join(', ')} when STAGE=production`,
    );
  }
  // Part real, part example would read as real: any missing value makes all of them examples.
  if (missing.length > 0) return { ...EXAMPLE_OPERATOR, example: true };
  return { ...(Object.fromEntries(given) as Omit<LegalOperator, 'example'>), example: false };
}
