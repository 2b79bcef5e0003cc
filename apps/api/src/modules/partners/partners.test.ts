import { describe, expect, it } from 'vitest';
import { apiBase, endpointPath, endpoints } from '@rosto/contract/endpoints';
import { partnerResponseSchema } from '@rosto/contract/schemas/partner';
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
