// GET shops (decision 069): the help centre's public list of the shops that
// take Rosto, with their addresses. On PGlite and PostgreSQL (TEST_DB).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { partnerShopsResponseSchema } from '@rosto/contract/schemas/places';
import { terminals } from '../../db/schema';
import { mercadoAzul, padariaSol } from '../partners/sandbox-partners';
import { useTestApp } from '../../../test/app';
import { dataOf } from '../../../test/entrance';
import { PAULISTA, createPlace, createTerminal } from '../../../test/payments';

type Shops = { items: { id: string; name: string }[] };

describe('GET shops', () => {
  const ctx = useTestApp();
  const shops = () => ctx.app.inject({ method: 'GET', url: '/api/shops' });

  // First: the file's database is shared by its tests, and the next one adds shops.
  it('answers an empty list when no shop takes payments yet', async () => {
    expect(dataOf<Shops>(await shops()).items).toEqual([]);
  });

  it('answers, signed out, the shops with a working terminal by name, with address and partner only', async () => {
    const db = ctx.database.db;
    const bakery = await createPlace(db, {
      name: 'Zeta Padaria',
      partnerId: padariaSol.id,
      address: 'Rua Augusta, 500, São Paulo',
      location: null,
    });
    await createTerminal(db, bakery.id);
    const market = await createPlace(db, { name: 'Alfa Mercado', location: PAULISTA });
    await createTerminal(db, market.id);
    // No terminal yet, and one whose only terminal was revoked: nobody can pay there.
    await createPlace(db, { name: 'Sem Caixa' });
    const closed = await createPlace(db, { name: 'Fechada' });
    const { terminal } = await createTerminal(db, closed.id);
    await db.update(terminals).set({ revokedAt: new Date() }).where(eq(terminals.id, terminal.id));

    const response = await shops();
    expect(partnerShopsResponseSchema.strict().safeParse(response.json()).success).toBe(true);
    expect(dataOf<Shops>(response).items).toEqual([
      {
        id: market.id,
        name: 'Alfa Mercado',
        address: 'Av. Paulista, 1000, São Paulo',
        location: PAULISTA,
        partner: { slug: mercadoAzul.slug, name: mercadoAzul.name },
      },
      {
        id: bakery.id,
        name: 'Zeta Padaria',
        address: 'Rua Augusta, 500, São Paulo',
        location: null,
        partner: { slug: padariaSol.slug, name: padariaSol.name },
      },
    ]);
    // The place's private side (CNPJ, limit, terminals) never leaves.
    expect(response.body).not.toMatch(/cnpj|maxAmount|terminal|key/iu);
  });
});
