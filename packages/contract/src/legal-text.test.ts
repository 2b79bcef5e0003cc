import { describe, expect, it } from 'vitest';
import { fillOperatorPlaceholders } from './legal-text';
import type { LegalOperator } from './schemas/legal-operator';

const operator: LegalOperator = {
  legalName: 'Pagamentos & Cia <Ltda.>',
  cnpj: '11.222.333/0001-81',
  address: 'Rua A, 1, São Paulo, SP',
  contactEmail: 'ajuda@example.com',
  dpoName: 'Ana Souza',
  dpoEmail: 'dpo@example.com',
  example: false,
};

describe('fillOperatorPlaceholders', () => {
  it('fills every field, escaped, each time it appears', () => {
    const html =
      '<p>{{operator.legalName}}, CNPJ {{operator.cnpj}}, {{operator.address}}.</p>' +
      '<p>{{operator.contactEmail}} · {{operator.dpoName}} · {{operator.dpoEmail}} · {{operator.cnpj}}</p>';
    expect(fillOperatorPlaceholders(html, operator, 'pt-BR')).toBe(
      '<p>Pagamentos &amp; Cia &lt;Ltda.&gt;, CNPJ 11.222.333/0001-81, Rua A, 1, São Paulo, SP.</p>' +
        '<p>ajuda@example.com · Ana Souza · dpo@example.com · 11.222.333/0001-81</p>',
    );
  });

  it('says the details are examples only when they are, in the text’s language', () => {
    const html = '<p>{{operator.legalName}}</p>{{operator.exampleNote}}';
    expect(fillOperatorPlaceholders(html, operator, 'pt-BR')).not.toMatch(/exemplo/u);
    const example = { ...operator, example: true };
    expect(fillOperatorPlaceholders(html, example, 'pt-BR')).toMatch(
      /Ambiente de testes: .* são exemplos/u,
    );
    expect(fillOperatorPlaceholders(html, example, 'en')).toMatch(/Test environment: .* examples/u);
  });

  it('refuses a placeholder it does not know, so that none reaches a reader', () => {
    expect(() => fillOperatorPlaceholders('{{operator.phone}}', operator, 'en')).toThrow(
      /operator\.phone/u,
    );
  });
});
