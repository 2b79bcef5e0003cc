// The operator's details inside a legal text (issue 13, point 7). The texts are
// written once with placeholders, {{operator.legalName}} and the like, and
// filled where they are shown: the server fills the terms of use, the web app
// the privacy policy. A change of address or contact is then no new version.
import { escapeHtml } from './html';
import type { LegalOperator } from './schemas/legal-operator';

export type LegalTextLocale = 'pt-BR' | 'en';

const exampleNotes: Record<LegalTextLocale, string> = {
  'pt-BR':
    '<p><em>Ambiente de testes: a razão social, o CNPJ, o endereço e os contatos da empresa nesta página são exemplos, não os de uma empresa real.</em></p>',
  en: "<p><em>Test environment: the company's legal name, CNPJ, address and contacts on this page are examples, not those of a real company.</em></p>",
};

const fields = ['legalName', 'cnpj', 'address', 'contactEmail', 'dpoName', 'dpoEmail'] as const;

/**
 * The HTML with every {{operator.*}} placeholder replaced by the operator's
 * details, escaped. {{operator.exampleNote}} becomes a paragraph saying that
 * the details are examples, or nothing when they are the real ones. A
 * placeholder this function does not know is an error: it would reach a user.
 */
export function fillOperatorPlaceholders(
  html: string,
  operator: LegalOperator,
  locale: LegalTextLocale,
): string {
  return html.replace(/\{\{operator\.(\w+)\}\}/gu, (placeholder, name: string) => {
    if (name === 'exampleNote') return operator.example ? exampleNotes[locale] : '';
    const field = fields.find((known) => known === name);
    if (!field) throw new Error(`Unknown legal text placeholder ${placeholder}`);
    return escapeHtml(operator[field]);
  });
}
