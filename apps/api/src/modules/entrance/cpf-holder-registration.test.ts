// Registration asks the Receita Federal's register who the CPF belongs to
// (issue 30): the sandbox's test CPFs, one per case, and Serpro's adapter
// against its local double for the holder's name.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import type { CpfBureau } from '../../plugins/app/cpf-bureau/index';
import { sandboxCpfs } from '../../plugins/app/cpf-bureau/sandbox';
import { useTestApp } from '../../../test/app';
import { dataOf, expectError, newCpf, registerUser, registration } from '../../../test/entrance';
import { type SerproDouble, serproBureauFor, startSerproDouble } from '../../../test/serpro-double';

async function intentionsFor(ctx: ReturnType<typeof useTestApp>, cpf: string) {
  const [row] = await queryRows<{ count: number }>(
    ctx.app.db,
    sql`select count(*)::int as count from register_intentions where cpf = ${cpf}`,
  );
  return row?.count ?? 0;
}

async function nameMatchOf(ctx: ReturnType<typeof useTestApp>, cpf: string) {
  const [row] = await queryRows<{ matches: boolean | null }>(
    ctx.app.db,
    sql`select cpf_holder_name_matches as matches from users where cpf = ${cpf}`,
  );
  return row?.matches;
}

describe('registration and the CPF register (sandbox)', () => {
  const ctx = useTestApp();

  it.each([
    ['suspended', sandboxCpfs.suspended],
    ['a deceased holder', sandboxCpfs.holderDeceased],
    ['pending regularisation', sandboxCpfs.pendingRegularisation],
    ['cancelled', sandboxCpfs.cancelled],
    ['null', sandboxCpfs.null],
    ['not in the register', sandboxCpfs.notFound],
  ])('refuses a CPF that is %s, creating nothing', async (_, cpf) => {
    const steps = registration(ctx.app, { cpf });
    expectError(await steps.start(), 400, 'CPF_NOT_REGULAR');
    expect(await intentionsFor(ctx, cpf)).toBe(0);
  });

  it("refuses a holder under 18: by the register's withheld data or by the birth date", async () => {
    for (const cpf of [sandboxCpfs.minor, sandboxCpfs.underAge]) {
      expectError(
        await registration(ctx.app, { cpf }).start(),
        400,
        'CPF_HOLDER_UNDER_MINIMUM_AGE',
      );
      expect(await intentionsFor(ctx, cpf)).toBe(0);
    }
  });

  it('says the register is not answering, creates nothing, and goes on once it answers', async () => {
    const cpf = sandboxCpfs.unavailable;
    const refused = await registration(ctx.app, { cpf }).start();
    expectError(refused, 503, 'CPF_CHECK_UNAVAILABLE');
    expect(refused.json<{ message: string }>().message).toBe('CPF_CHECK_UNAVAILABLE');
    expect(await intentionsFor(ctx, cpf)).toBe(0);
  });

  it("registers a regular adult; the sandbox's register knows no name, so none is compared", async () => {
    const { steps } = await registerUser(ctx.app);
    expect(await nameMatchOf(ctx, steps.cpf)).toBeNull();
  });

  it("keeps a registration whose name is not the holder's, marked for a person to look at", async () => {
    const cpf = sandboxCpfs.otherHolder;
    await registerUser(ctx.app, { cpf, fullName: 'Alguém Bem Diferente' });
    expect(await nameMatchOf(ctx, cpf)).toBe(false);
  });
});

describe("registration and Serpro's register (its local double)", () => {
  let double: SerproDouble | undefined;
  const viaDouble: CpfBureau = {
    lookup: (cpf) => {
      if (!double) throw new Error('double not started');
      return serproBureauFor(double).lookup(cpf);
    },
  };
  const ctx = useTestApp({ cpfBureau: viaDouble });
  beforeAll(async () => {
    double = await startSerproDouble();
  });
  afterAll(() => double?.close());

  const holder = (cpf: string, nome: string, nascimento = '15081970') =>
    double?.records.set(cpf, {
      nome,
      situacao: { codigo: '0', descricao: 'REGULAR' },
      nascimento,
    });

  it("compares the typed name with the holder's and records the answer on the account", async () => {
    for (const [fullName, matches] of [
      ['Maria Santos', true],
      ['Joana Pereira', false],
    ] as const) {
      const cpf = newCpf();
      holder(cpf, 'MARIA DA SILVA SANTOS');
      await registerUser(ctx.app, { cpf, fullName });
      expect(await nameMatchOf(ctx, cpf)).toBe(matches);
    }
  });

  it('refuses what the register refuses, and waits when it is down', async () => {
    const young = registration(ctx.app);
    const tenYearsAgo = `0101${new Date().getUTCFullYear() - 10}`;
    holder(young.cpf, 'ANA MARIA SOUZA', tenYearsAgo);
    expectError(await young.start(), 400, 'CPF_HOLDER_UNDER_MINIMUM_AGE');

    const unknown = registration(ctx.app);
    expectError(await unknown.start(), 400, 'CPF_NOT_REGULAR');

    const later = registration(ctx.app);
    holder(later.cpf, 'ANA MARIA SOUZA');
    if (double) double.scenario = 'error500';
    expectError(await later.start(), 503, 'CPF_CHECK_UNAVAILABLE');
    expect(await intentionsFor(ctx, later.cpf)).toBe(0);
    if (double) double.scenario = 'answer';
    dataOf(await later.start());
  });
});
