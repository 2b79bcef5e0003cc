// The privacy policy names the operator the server answers (issue 13, point 7).
import type { LegalOperator } from '@rosto/contract/schemas/legal-operator';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../testing/responses';
import { setUpRouteTests, sentCalls } from '../../../testing/routes';
import { privacyPolicyPtBr } from '../content/privacy-policy-pt-br';
import { withOperator } from './privacy-policy';

const operator: LegalOperator = {
  legalName: 'Operadora Real S.A.',
  cnpj: '11.222.333/0001-81',
  address: 'Rua Real, 10, Recife, PE',
  contactEmail: 'fale@operadora.example',
  dpoName: 'Bruno Dados',
  dpoEmail: 'dpo@operadora.example',
  example: false,
};

/** A fresh module each time: the operator's answer is kept for the visit. */
async function renderPolicy() {
  const { PrivacyPolicyRoute } = await import('./privacy-policy');
  render(
    <MemoryRouter initialEntries={['/politica-de-privacidade']}>
      <PrivacyPolicyRoute />
    </MemoryRouter>,
  );
}

// Each test imports the route afresh (resetModules): slow on a loaded machine.
describe('PrivacyPolicyRoute', { timeout: 20_000 }, () => {
  const fetchMock = setUpRouteTests();
  beforeEach(() => {
    vi.resetModules();
  });

  it('names the operator, its data protection officer and contacts, from the server', async () => {
    fetchMock.mockResolvedValue(json(200, { data: operator }));
    await renderPolicy();
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Política de Privacidade' },
      { timeout: 10_000 },
    );
    expect(sentCalls(fetchMock).map(({ call }) => call)).toEqual(['GET legal/operator']);
    const contact = screen.getByRole('region', { name: 'Central de Ajuda e contato' });
    expect(contact).toHaveTextContent(
      'Controlador: Operadora Real S.A., CNPJ 11.222.333/0001-81, Rua Real, 10, Recife, PE.',
    );
    expect(screen.getByText('Bruno Dados', { exact: false })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'dpo@operadora.example' })[0]).toHaveAttribute(
      'href',
      'mailto:dpo@operadora.example',
    );
    expect(document.body.textContent).not.toMatch(/\{\{|a ser informado|Ambiente de testes/u);
  });

  it('says so when the server gives example values', async () => {
    fetchMock.mockResolvedValue(json(200, { data: { ...operator, example: true } }));
    await renderPolicy();
    expect(
      await screen.findByText(/Ambiente de testes: a razão social/u, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});

describe('withOperator', () => {
  it('fills every section of both the intro and the body', () => {
    const filled = withOperator(privacyPolicyPtBr, operator, 'pt-BR');
    const all = [filled.intro, ...filled.sections.map((section) => section.html)].join('');
    expect(all).not.toContain('{{');
    expect(filled.intro).toContain('Operadora Real S.A.');
  });
});
