// One-time codes sent by SMS or voice call (hashes only), with the atomic
// updates that make a code single-use and its wrong tries counted exactly.
import {
  type SQL,
  and,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lt,
  max,
  min,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { phoneCodes } from '../../db/schema';

export type PhoneCodeRow = typeof phoneCodes.$inferSelect;
export type NewPhoneCode = typeof phoneCodes.$inferInsert;
export type CodePurpose = PhoneCodeRow['purpose'];

/** Two-key advisory locks live apart from the one-key (bigint) migration lock. */
const SEND_LOCK_NAMESPACE = 7291;

export interface SentSince {
  count: number;
  /** The oldest code in the window: the window frees a slot an hour after it. */
  oldest: Date | null;
  /** The newest code in the window: a busy network's next code waits after it (decision 068). */
  newest: Date | null;
}

/** The queries, on the database or inside a transaction. */
function phoneCodeQueries(db: Database) {
  /** Codes of the given purposes (one budget, decision 066) sent since `since`. */
  const sentSince = async (
    where: SQL,
    since: Date,
    purposes: readonly CodePurpose[],
  ): Promise<SentSince> => {
    const [row] = await db
      .select({
        count: count(),
        oldest: min(phoneCodes.createdAt),
        newest: max(phoneCodes.createdAt),
      })
      .from(phoneCodes)
      .where(
        and(where, inArray(phoneCodes.purpose, [...purposes]), gt(phoneCodes.createdAt, since)),
      );
    return { count: row?.count ?? 0, oldest: row?.oldest ?? null, newest: row?.newest ?? null };
  };

  return {
    /** The newest code of an intention: the only one that counts. */
    async latest(purpose: CodePurpose, intentionId: string): Promise<PhoneCodeRow | null> {
      const [row] = await db
        .select()
        .from(phoneCodes)
        .where(and(eq(phoneCodes.purpose, purpose), eq(phoneCodes.intentionId, intentionId)))
        .orderBy(desc(phoneCodes.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** The newest code an intention sent to this phone (the resend countdown runs per phone). */
    async latestToPhone(
      purpose: CodePurpose,
      intentionId: string,
      phoneNumber: string,
    ): Promise<PhoneCodeRow | null> {
      const [row] = await db
        .select()
        .from(phoneCodes)
        .where(
          and(
            eq(phoneCodes.purpose, purpose),
            eq(phoneCodes.intentionId, intentionId),
            eq(phoneCodes.phoneNumber, phoneNumber),
          ),
        )
        .orderBy(desc(phoneCodes.createdAt))
        .limit(1);
      return row ?? null;
    },

    sentToPhoneSince: (phoneNumber: string, since: Date, purposes: readonly CodePurpose[]) =>
      sentSince(eq(phoneCodes.phoneNumber, phoneNumber), since, purposes),

    sentToDeviceSince: (deviceUuid: string, since: Date, purposes: readonly CodePurpose[]) =>
      sentSince(eq(phoneCodes.deviceUuid, deviceUuid), since, purposes),

    sentFromDeviceToPhoneSince: (
      deviceUuid: string,
      phoneNumber: string,
      since: Date,
      purposes: readonly CodePurpose[],
    ) =>
      sentSince(
        and(eq(phoneCodes.deviceUuid, deviceUuid), eq(phoneCodes.phoneNumber, phoneNumber)) as SQL,
        since,
        purposes,
      ),

    /** Calls (voice codes) to one phone: a call's own lane past the caps (decision 074). */
    callsToPhoneSince: (phoneNumber: string, since: Date, purposes: readonly CodePurpose[]) =>
      sentSince(
        and(eq(phoneCodes.phoneNumber, phoneNumber), eq(phoneCodes.channel, 'voice')) as SQL,
        since,
        purposes,
      ),

    /** Calls (voice codes) asked from one device, to any phones. */
    callsFromDeviceSince: (deviceUuid: string, since: Date, purposes: readonly CodePurpose[]) =>
      sentSince(
        and(eq(phoneCodes.deviceUuid, deviceUuid), eq(phoneCodes.channel, 'voice')) as SQL,
        since,
        purposes,
      ),

    sentFromNetworkSince: (networkHash: string, since: Date, purposes: readonly CodePurpose[]) =>
      sentSince(eq(phoneCodes.networkHash, networkHash), since, purposes),

    sentFromNetworkToPhoneSince: (
      networkHash: string,
      phoneNumber: string,
      since: Date,
      purposes: readonly CodePurpose[],
    ) =>
      sentSince(
        and(
          eq(phoneCodes.networkHash, networkHash),
          eq(phoneCodes.phoneNumber, phoneNumber),
        ) as SQL,
        since,
        purposes,
      ),

    async insert(code: NewPhoneCode): Promise<PhoneCodeRow> {
      const [row] = await db.insert(phoneCodes).values(code).returning();
      if (!row) throw new Error('phone code insert returned nothing');
      return row;
    },

    /**
     * Codes sent before `before`, with the phone number each went to: every
     * cap looks back an hour, so older rows only kept personal data (issue 30).
     */
    async deleteSentBefore(before: Date): Promise<number> {
      const rows = await db
        .delete(phoneCodes)
        .where(lt(phoneCodes.createdAt, before))
        .returning({ id: phoneCodes.id });
      return rows.length;
    },

    /** Takes back a code whose message could not be sent, so it counts against no limit. */
    async remove(id: string): Promise<void> {
      await db.delete(phoneCodes).where(eq(phoneCodes.id, id));
    },

    /**
     * Counts a wrong try; the new count, or null when the code is used or
     * already out of tries (another request got there first).
     */
    async recordWrongAttempt(id: string, maxAttempts: number): Promise<number | null> {
      const [row] = await db
        .update(phoneCodes)
        .set({ attempts: sql`${phoneCodes.attempts} + 1` })
        .where(
          and(
            eq(phoneCodes.id, id),
            isNull(phoneCodes.consumedAt),
            lt(phoneCodes.attempts, maxAttempts),
          ),
        )
        .returning({ attempts: phoneCodes.attempts });
      return row?.attempts ?? null;
    },

    /**
     * Uses the code up. One statement, so of two concurrent confirmations of
     * one code exactly one gets the row back.
     */
    async consume(id: string, now: Date, maxAttempts: number): Promise<PhoneCodeRow | null> {
      const [row] = await db
        .update(phoneCodes)
        .set({ consumedAt: now })
        .where(
          and(
            eq(phoneCodes.id, id),
            isNull(phoneCodes.consumedAt),
            gt(phoneCodes.expiresAt, now),
            lt(phoneCodes.attempts, maxAttempts),
          ),
        )
        .returning();
      return row ?? null;
    },
  };
}
export type PhoneCodeQueries = ReturnType<typeof phoneCodeQueries>;

export function createPhoneCodesRepository(db: Database) {
  return {
    ...phoneCodeQueries(db),

    /** Sandbox tool: makes every unused code of a phone already expired. */
    async expireUnused(phoneNumber: string, now: Date): Promise<number> {
      const rows = await db
        .update(phoneCodes)
        .set({ expiresAt: new Date(now.getTime() - 1000) })
        .where(
          and(
            eq(phoneCodes.phoneNumber, phoneNumber),
            isNull(phoneCodes.consumedAt),
            gt(phoneCodes.expiresAt, now),
          ),
        )
        .returning({ id: phoneCodes.id });
      return rows.length;
    },

    /**
     * Runs `work` in a transaction holding locks on the phone, the device and
     * the requester's network (when known), so the countdown and hourly limits
     * are checked and the new code inserted as one step: concurrent requests
     * cannot both slip under a limit.
     */
    async withSendLock<T>(
      keys: { phoneNumber: string; deviceUuid: string; networkHash?: string | null },
      work: (locked: PhoneCodeQueries) => Promise<T>,
    ): Promise<T> {
      return db.transaction(async (tx) => {
        // Always phone, then device, then network: a fixed order cannot deadlock.
        await tx.execute(
          sql`select pg_advisory_xact_lock(${SEND_LOCK_NAMESPACE}::int, hashtext(${`phone:${keys.phoneNumber}`}))`,
        );
        await tx.execute(
          sql`select pg_advisory_xact_lock(${SEND_LOCK_NAMESPACE}::int, hashtext(${`device:${keys.deviceUuid}`}))`,
        );
        if (keys.networkHash) {
          await tx.execute(
            sql`select pg_advisory_xact_lock(${SEND_LOCK_NAMESPACE}::int, hashtext(${`network:${keys.networkHash}`}))`,
          );
        }
        return work(phoneCodeQueries(tx));
      });
    },
  };
}
export type PhoneCodesRepository = ReturnType<typeof createPhoneCodesRepository>;
