// What the published terms of use say (docs/spec/account-checklist.md §1, §9): the date, the
// operator, who may use Rosto, the window for reporting a divergence and the absence of a fee, in
// both locales. The texts are legal content; this keeps the spec's facts in them.
import { describe, expect, it } from 'vitest';
import { termsOfUseBr } from './content/terms-of-use-br';
import { termsOfUseEn } from './content/terms-of-use-en';
import { termsOfUseContents } from './terms-content';

/** The plain text of the section whose <h2> starts with `heading` (up to the next <h2>). */
function section(html: string, heading: string): string {
  const start = html.indexOf(`<h2>${heading}`);
  expect(start, `section "${heading}"`).toBeGreaterThanOrEqual(0);
  const end = html.indexOf('<h2>', start + 4);
  return html
    .slice(start, end === -1 ? undefined : end)
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ');
}

describe('terms of use content', () => {
  it('publishes one dated version in both locales, updated 2026-11-23', () => {
    expect(termsOfUseContents.map(({ locale, version }) => [locale, version])).toEqual([
      ['br', '2026-11-23'],
      ['en', '2026-11-23'],
    ]);
    for (const terms of termsOfUseContents) {
      expect(new Date(terms.publishedAt).toISOString()).toBe('2026-11-23T03:00:00.000Z');
    }
    // The date is publishedAt, shown once by the app: the text carries none of its own.
    expect(termsOfUseBr.html).not.toMatch(/atualização: \d/u);
    expect(termsOfUseEn.html).not.toMatch(/updated: \d/u);
  });

  it('names the operator only through its placeholders, never a placeholder sentence', () => {
    for (const { html } of termsOfUseContents) {
      expect(html).not.toMatch(/a ser informad|to be provided|Ltda\./u);
      for (const field of ['legalName', 'cnpj', 'address', 'contactEmail', 'exampleNote']) {
        expect(html).toContain(`{{operator.${field}}}`);
      }
    }
  });

  it('is for adults (18+) only', () => {
    expect(section(termsOfUseBr.html, '3. Quem pode usar o Rosto')).toContain(
      'O Rosto é destinado exclusivamente a maiores de 18 anos. Ao se cadastrar, você declara ter 18 anos ou mais.',
    );
    expect(section(termsOfUseEn.html, '3. ')).toContain(
      'Rosto is intended exclusively for people aged 18 or over. By registering, you state that you are 18 or older.',
    );
  });

  it('asks for a divergence in a transaction to be reported within 30 days', () => {
    const br = section(termsOfUseBr.html, '8. Comprovantes, divergências e contestações');
    expect(br).toContain('informe-nos em até 30 dias contados da data da transação');
    // The window never narrows the consumer's legal rights (CDC art. 51).
    expect(br).toContain('não reduz nem substitui os direitos e prazos garantidos pelo Código');
    expect(section(termsOfUseEn.html, '8. ')).toContain(
      'let us know within 30 days of the transaction date',
    );
  });

  it('charges the user no fee for the service', () => {
    expect(section(termsOfUseBr.html, '7. Tarifas')).toContain(
      'O Rosto é gratuito para você. Não cobramos do consumidor tarifa, mensalidade ou qualquer outra taxa pelo uso do serviço.',
    );
    expect(section(termsOfUseEn.html, '7. ')).toContain(
      'Rosto is free for you. We do not charge consumers any fee, monthly charge or other charge for using the service.',
    );
  });
});
