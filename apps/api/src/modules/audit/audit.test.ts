// The audit trail (issue 26): rows are written and read back newest first, and
// the database itself refuses to change or remove one (UPDATE, DELETE,
// TRUNCATE), whoever asks. On PGlite and PostgreSQL (TEST_DB).
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { auditEvents } from '../../db/schema';

/** The database's own message for a refused query ("accepted" when it went through). */
async function refusal(query: PromiseLike<unknown>): Promise<string> {
  try {
    await query;
    return 'accepted';
  } catch (error) {
    // Drizzle wraps the driver's error; the database's words are its cause.
    const { cause, message } = error as Error & { cause?: Error };
    return cause?.message ?? message;
  }
}

describe('audit trail', () => {
  const ctx = useTestApp();
  const operatorId = randomUUID();
  const userId = randomUUID();

  const record = (action: string, at: Date, reason: string | null = null) =>
    ctx.app.auditRepository.record({
      at,
      operatorId,
      action,
      targetKind: 'user',
      targetId: userId,
      reason,
      ip: '203.0.113.7',
      requestId: 'req-1',
    });

  it('keeps each row as written and lists them newest first, by target or operator', async () => {
    const viewed = await record('customer.view', new Date('2026-11-27T12:00:00Z'));
    const blocked = await record('customer.block', new Date('2026-11-27T12:01:00Z'), 'fraude');
    await ctx.app.auditRepository.record({
      at: new Date('2026-11-27T12:02:00Z'),
      operatorId: null,
      action: 'terminal.revoke',
      targetKind: 'terminal',
      targetId: randomUUID(),
    });

    const ofUser = await ctx.app.auditRepository.list({ targetKind: 'user', targetId: userId }, 10);
    expect(ofUser.map((row) => row.action)).toEqual(['customer.block', 'customer.view']);
    expect(ofUser[0]).toEqual({
      id: blocked.id,
      at: new Date('2026-11-27T12:01:00Z'),
      operatorId,
      shopUserId: null,
      action: 'customer.block',
      targetKind: 'user',
      targetId: userId,
      reason: 'fraude',
      ip: '203.0.113.7',
      requestId: 'req-1',
    });
    expect(await ctx.app.auditRepository.list({ operatorId }, 10)).toHaveLength(2);
    expect(await ctx.app.auditRepository.list({ action: 'terminal.revoke' }, 10)).toHaveLength(1);
    const nextPage = await ctx.app.auditRepository.list({ operatorId, beforeId: blocked.id }, 10);
    expect(nextPage.map((row) => row.id)).toEqual([viewed.id]);
  });

  it('refuses UPDATE, DELETE and TRUNCATE in the database, leaving the rows as they were', async () => {
    const row = await record('face.approve', new Date('2026-11-27T13:00:00Z'), 'mesma pessoa');
    expect(
      await refusal(
        ctx.app.db
          .update(auditEvents)
          .set({ reason: 'rewritten' })
          .where(eq(auditEvents.id, row.id)),
      ),
    ).toMatch(/append-only: UPDATE refused/u);
    expect(await refusal(ctx.app.db.delete(auditEvents).where(eq(auditEvents.id, row.id)))).toMatch(
      /append-only: DELETE refused/u,
    );
    expect(await refusal(ctx.app.db.execute(sql`truncate audit_events`))).toMatch(
      /append-only: TRUNCATE refused/u,
    );

    const [kept] = await ctx.app.db.select().from(auditEvents).where(eq(auditEvents.id, row.id));
    expect(kept).toEqual(row);
    expect((await ctx.app.auditRepository.list({}, 100)).length).toBeGreaterThanOrEqual(4);
  });
});
