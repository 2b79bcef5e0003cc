import { describe, expect, it } from 'vitest';
import { termsOfUseResponseSchema } from '@rosto/contract/schemas/terms';
import { useTestApp } from '../../../test/app';
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
      html: termsOfUseBr.html,
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
      html: termsOfUseEn.html,
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

  it('refuses an unknown locale with 400 VALIDATION_ERROR', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/terms-of-use?locale=fr' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'VALIDATION_ERROR',
      fields: [{ path: 'locale' }],
    });
  });
});
