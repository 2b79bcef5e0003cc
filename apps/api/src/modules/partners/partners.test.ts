import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { apiBase, endpointPath, endpoints } from '@rosto/contract/endpoints';
import { partnerResponseSchema, partnerSchema } from '@rosto/contract/schemas/partner';
import { useTestApp } from '../../../test/app';
import { mercadoAzul, padariaSol } from './sandbox-partners';

describe('GET /api/partner/{slug or id}', () => {
  const ctx = useTestApp();

  it('answers a partner by slug, wrapped in data', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `${apiBase}/${endpointPath(endpoints.partner.path, { slugOrId: 'mercado-azul' })}`,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<unknown>();
    expect(partnerResponseSchema.parse(body)).toEqual({ data: mercadoAzul });
  });

  it('answers a partner by id', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `${apiBase}/${endpointPath(endpoints.partner.path, { slugOrId: padariaSol.id })}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: padariaSol });
  });

  it('matches the slug case-insensitively', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/partner/Padaria-Sol' });
    expect(response.json<{ data: { id: string } }>().data.id).toBe(padariaSol.id);
  });

  it('gives the two sandbox partners different colours, typography and views', () => {
    expect(mercadoAzul.options.colors.primary).not.toBe(padariaSol.options.colors.primary);
    expect(mercadoAzul.options.typography.fontFamily).not.toBe(
      padariaSol.options.typography.fontFamily,
    );
    expect(mercadoAzul.options.views).toContain('transactions');
    expect(padariaSol.options.views).not.toContain('transactions');
  });

  it("answers each sandbox partner's logo: an SVG the web app serves, named by its own path", async () => {
    for (const partner of [mercadoAzul, padariaSol]) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/partner/${partner.slug}` });
      const { logoUrl } = response.json<{ data: { logoUrl: string | null } }>().data;
      expect(logoUrl).toBe(`/partners/${partner.slug}.svg`);
      const file = fileURLToPath(new URL(`../../../../web/public${logoUrl}`, import.meta.url));
      expect(existsSync(file)).toBe(true);
      // A real logo, labelled with the partner's name, that loads nothing from elsewhere.
      const svg = readFileSync(file, 'utf8');
      expect(svg).toContain(`aria-label="${partner.name}"`);
      expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/u);
    }
  });

  it('refuses a logo that is not a same-origin SVG path', () => {
    for (const logoUrl of [
      'https://evil.test/x.svg',
      '//evil.test/x.svg',
      '/a/../b.svg',
      '/x.png',
    ]) {
      expect(partnerSchema.safeParse({ ...mercadoAzul, logoUrl }).success).toBe(false);
    }
    expect(partnerSchema.safeParse({ ...mercadoAzul, logoUrl: null }).success).toBe(true);
  });

  it('answers 422 PARTNER_NOT_FOUND for an unknown slug or id', async () => {
    for (const slugOrId of ['nope', '00000000-0000-4000-8000-000000000000']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/partner/${slugOrId}` });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        statusCode: 422,
        error: 'Unprocessable Entity',
        message: 'PARTNER_NOT_FOUND',
      });
    }
  });
});
