import { describe, expect, it } from 'vitest';
import { fillOperatorPlaceholders } from '@rosto/contract/legal-text';
import { legalOperatorResponseSchema } from '@rosto/contract/schemas/legal-operator';
import { termsOfUseResponseSchema } from '@rosto/contract/schemas/terms';
import { TEST_OPERATOR_ENV, useTestApp } from '../../../test/app';
import { parseOperatorConfig } from '../../config/operator';
import { createLegalService } from './service';
import { termsOfUseBr } from './content/terms-of-use-br';
import { termsOfUseEn } from './content/terms-of-use-en';

describe('GET /api/terms-of-use', () => {
  const ctx = useTestApp();

  const get = async (url: string) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return termsOfUseResponseSchema.parse(response.json()).data;
  };

  it('answers the Portuguese ("br") text by default', async () => {
    const terms = await get('/api/terms-of-use');
    expect(terms).toMatchObject({
      locale: 'br',
      version: termsOfUseBr.version,
      html: fillOperatorPlaceholders(termsOfUseBr.html, ctx.app.config.operator, 'pt-BR'),
    });
    expect(new Date(terms.publishedAt).getTime()).toBe(
      new Date(termsOfUseBr.publishedAt).getTime(),
    );
  });

  it('answers the locale asked for', async () => {
    expect(await get('/api/terms-of-use?locale=br')).toMatchObject({ locale: 'br' });
    expect(await get('/api/terms-of-use?locale=en')).toMatchObject({
      locale: 'en',
      version: termsOfUseEn.version,
      html: fillOperatorPlaceholders(termsOfUseEn.html, ctx.app.config.operator, 'en'),
    });
  });

  it('answers the latest published version', async () => {
    await ctx.app.legalRepository.upsertTermsOfUse({
      locale: 'en',
      version: '2099-01-01',
      publishedAt: '2099-01-01T00:00:00-03:00',
      html: '<p>future</p>',
    });
    await ctx.app.legalRepository.upsertTermsOfUse({
      locale: 'en',
      version: '2000-01-01',
      publishedAt: '2000-01-01T00:00:00-03:00',
      html: '<p>old</p>',
    });
    expect((await get('/api/terms-of-use?locale=en')).version).toBe(termsOfUseEn.version);
  });

  it('names the sandbox operator, marked as an example, with no placeholder left', async () => {
    const br = await get('/api/terms-of-use');
    expect(br.html).toContain('CNPJ 11.222.333/0001-81, com sede em Avenida Paulista');
    expect(br.html).toContain('Ambiente de testes: a razão social, o CNPJ');
    expect(br.html).not.toMatch(/\{\{|a ser informado/u);
    const en = await get('/api/terms-of-use?locale=en');
    expect(en.html).toContain('Test environment:');
    expect(en.html).not.toContain('{{');
  });

  it('names the configured operator in the text, with no example note', async () => {
    const operator = parseOperatorConfig(TEST_OPERATOR_ENV, 'production');
    const legal = createLegalService({
      legal: ctx.app.legalRepository,
      operator,
    });
    const { html } = await legal.termsOfUse('br');
    expect(html).toContain(
      '<strong>Operadora de Teste Ltda.</strong>, CNPJ 11.222.333/0001-81, com sede em Rua de Teste, 1, São Paulo, SP',
    );
    expect(html).toContain(
      '<a href="mailto:contato@operadora.example">contato@operadora.example</a>',
    );
    expect(html).not.toContain('Ambiente de testes');
  });

  it('refuses an unknown locale with 400 VALIDATION_ERROR', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/terms-of-use?locale=fr' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'VALIDATION_ERROR',
      fields: [{ path: 'locale' }],
    });
  });
});

describe('GET /api/legal/operator', () => {
  const ctx = useTestApp();

  it('answers the operator the legal texts name, public and cacheable', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/legal/operator' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(legalOperatorResponseSchema.parse(response.json()).data).toEqual({
      ...ctx.app.config.operator,
      example: true,
    });
  });
});
