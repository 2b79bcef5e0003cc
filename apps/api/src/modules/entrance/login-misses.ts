// CPF enumeration (issue 30 §4, decision 078): `login/start` keeps the spec's
// answers (404 USER_NOT_FOUND for a CPF with no account, 200 with the phone's
// hint for one), and counts the misses, by device, network and in all, so a
// run of unknown CPFs meets the visible captcha, then the device's refusal.
// The rows live in the database, so every instance sees the same counts.
import { createHmac } from 'node:crypto';
import { and, asc, count, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginMisses } from '../../db/schema';
import { networkPrefix } from '../phone-codes/phone-codes';

/** Every count looks back one hour. */
export const LOGIN_MISS_WINDOW_MS = 60 * 60 * 1000;
/** Unknown CPFs from one device in the hour after which its sign-in asks for the visible captcha. */
export const LOGIN_MISSES_CAPTCHA_PER_DEVICE = 3;
/** Unknown CPFs from one device in the hour after which its sign-in is refused until the hour frees. */
export const LOGIN_MISSES_MAX_PER_DEVICE = 10;
/** Unknown CPFs from one network in the hour after which its sign-in asks for the visible captcha (never refused). */
export const LOGIN_MISSES_CAPTCHA_PER_NETWORK = 10;
/** Unknown CPFs in the hour, from anywhere, after which every sign-in asks for the visible captcha. */
export const LOGIN_MISSES_PER_HOUR = 500;

export function createLoginMissesRepository(db: Database) {
  return {
    async record(values: { deviceUuid: string; networkHash: string | null; createdAt: Date }) {
      await db.insert(loginMisses).values(values);
    },

    /** The device's misses since `since`, oldest first (a handful: refused starts record none). */
    async deviceMissesSince(deviceUuid: string, since: Date): Promise<Date[]> {
      const rows = await db
        .select({ createdAt: loginMisses.createdAt })
        .from(loginMisses)
        .where(and(eq(loginMisses.deviceUuid, deviceUuid), gt(loginMisses.createdAt, since)))
        .orderBy(asc(loginMisses.createdAt));
      return rows.map((row) => row.createdAt);
    },

    async networkMissesSince(networkHash: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(loginMisses)
        .where(and(eq(loginMisses.networkHash, networkHash), gt(loginMisses.createdAt, since)));
      return row?.count ?? 0;
    },

    async missesSince(since: Date): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(loginMisses)
        .where(gt(loginMisses.createdAt, since));
      return row?.count ?? 0;
    },

    /** Deletes the misses recorded before `before` (data-retention); how many. */
    async deleteBefore(before: Date): Promise<number> {
      const rows = await db
        .delete(loginMisses)
        .where(lt(loginMisses.createdAt, before))
        .returning({ id: loginMisses.id });
      return rows.length;
    },
  };
}
export type LoginMissesRepository = ReturnType<typeof createLoginMissesRepository>;

/** What a `login/start` meets before its CPF is looked up. */
export type LoginFriction =
  | { kind: 'none' }
  | { kind: 'refused'; retryAfterSeconds: number }
  | { kind: 'captcha'; by: 'device' | 'network' | 'global' };

export interface LoginMissesDeps {
  repository: LoginMissesRepository;
  /** HMAC key of the stored network hashes. */
  hashKey: Buffer;
  /** Unknown CPFs in the hour past which every sign-in asks for the captcha (LOGIN_UNKNOWN_CPF_PER_HOUR). */
  perHour?: number;
  /** Unknown CPFs from one network past which it asks for the captcha (LOGIN_UNKNOWN_CPF_PER_NETWORK). */
  perNetwork?: number;
  /** Called once each time the hour's budget is crossed (it is reset when the hour falls below it). */
  onBudgetSpent(misses: number): void;
}

export function createLoginMisses(deps: LoginMissesDeps) {
  const perHour = deps.perHour ?? LOGIN_MISSES_PER_HOUR;
  const perNetwork = deps.perNetwork ?? LOGIN_MISSES_CAPTCHA_PER_NETWORK;
  let budgetSpent = false;

  /** The stored form of the requester's network: a keyed hash, never the address. */
  const networkHash = (ip: string): string | null => {
    const prefix = networkPrefix(ip);
    return prefix === null
      ? null
      : createHmac('sha256', deps.hashKey).update(`login-miss-network:${prefix}`).digest('hex');
  };

  return {
    /**
     * The friction for a start from this device and address at `now`, the same
     * whatever CPF it names: the device's refusal first, then the captcha, by
     * the first of the device's, the network's or the hour's count reached.
     */
    async frictionFor(deviceUuid: string, ip: string, now: Date): Promise<LoginFriction> {
      const since = new Date(now.getTime() - LOGIN_MISS_WINDOW_MS);
      const device = await deps.repository.deviceMissesSince(deviceUuid, since);
      if (device.length >= LOGIN_MISSES_MAX_PER_DEVICE) {
        // The count falls below the cap when this miss leaves the hour.
        const freeing = device[device.length - LOGIN_MISSES_MAX_PER_DEVICE] ?? now;
        const until = freeing.getTime() + LOGIN_MISS_WINDOW_MS;
        return {
          kind: 'refused',
          retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)),
        };
      }
      if (device.length >= LOGIN_MISSES_CAPTCHA_PER_DEVICE)
        return { kind: 'captcha', by: 'device' };
      const network = networkHash(ip);
      if (
        network !== null &&
        (await deps.repository.networkMissesSince(network, since)) >= perNetwork
      ) {
        return { kind: 'captcha', by: 'network' };
      }
      const all = await deps.repository.missesSince(since);
      if (all >= perHour) {
        if (!budgetSpent) deps.onBudgetSpent(all);
        budgetSpent = true;
        return { kind: 'captcha', by: 'global' };
      }
      budgetSpent = false;
      return { kind: 'none' };
    },

    /** Records an answer for a CPF with no account. */
    async recordMiss(deviceUuid: string, ip: string, now: Date): Promise<void> {
      await deps.repository.record({ deviceUuid, networkHash: networkHash(ip), createdAt: now });
    },
  };
}
export type LoginMisses = ReturnType<typeof createLoginMisses>;
