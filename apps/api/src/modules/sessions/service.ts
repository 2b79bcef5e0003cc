// The rules of signed-in sessions (decision 016): a session starts where a
// token is signed, and a token counts only while its session is open: not
// ended, not past its lifetime, not idle too long, its user neither blocked
// nor deleted. Open sessions are cached per instance (decision 039): a
// session that closes is dropped from the cache by its change notice.
import type { CustomerCache } from '../../cache/customer-cache';
import type { Clock } from '../../plugins/app/clock';
import type { SessionClaims } from '../../plugins/app/auth';
import type { SessionRepository, SessionStanding } from './repository';

/** `last_seen_at` moves at most this often, so a busy session is not a write per request. */
export const LAST_SEEN_RESOLUTION_MS = 60_000;

export interface SessionsDeps {
  repository: Pick<
    SessionRepository,
    'create' | 'findStanding' | 'touch' | 'revoke' | 'revokeAllOfUser'
  >;
  clock: Clock;
  signToken(claims: SessionClaims): string;
  /** Absolute lifetime (JWT_EXPIRES_IN). */
  ttlMs: number;
  /** Ends a session nobody used for this long (SESSION_IDLE_TIMEOUT). */
  idleTimeoutMs: number;
  /** Standings of open sessions, by user and session id; none: every check reads the database. */
  cache?: CustomerCache<SessionStanding | null>;
}

export function createSessions(deps: SessionsDeps) {
  const now = () => deps.clock.now();

  const isOpenAt = (standing: SessionStanding, at: number) =>
    standing.revokedAt === null &&
    standing.expiresAt.getTime() > at &&
    standing.lastSeenAt.getTime() + deps.idleTimeoutMs > at &&
    !standing.blocked &&
    !standing.deleted;

  /**
   * Moves last_seen_at, in the database and in the standing (cached or about
   * to be), once a minute. The standing moves first, so that the requests
   * arriving meanwhile do not each write it too.
   */
  const touchIfDue = async (sessionId: string, standing: SessionStanding, at: number) => {
    if (at - standing.lastSeenAt.getTime() < LAST_SEEN_RESOLUTION_MS) return;
    standing.lastSeenAt = new Date(at);
    await deps.repository.touch(sessionId, new Date(at));
  };

  /** The session's standing from the database when it is open; null when it is not. */
  const readOpen = async (claims: SessionClaims, at: number) => {
    const standing = await deps.repository.findStanding(claims.sid);
    if (!standing || standing.userId !== claims.sub || !isOpenAt(standing, at)) return null;
    await touchIfDue(claims.sid, standing, at);
    return standing;
  };

  return {
    /** Opens a session for the user and answers its token. */
    async start(userId: string, deviceUuid: string | null = null): Promise<string> {
      const startedAt = now();
      const session = await deps.repository.create({
        userId,
        deviceUuid,
        createdAt: startedAt,
        lastSeenAt: startedAt,
        expiresAt: new Date(startedAt.getTime() + deps.ttlMs),
      });
      return deps.signToken({ sub: userId, sid: session.id });
    },

    async isOpen(claims: SessionClaims): Promise<boolean> {
      const at = now().getTime();
      const { cache } = deps;
      if (!cache) return (await readOpen(claims, at)) !== null;
      // Only an open standing is trusted from the cache: one that looks idle
      // may have been used through another instance since, so it is read again.
      const cached = cache.get(claims.sub, claims.sid);
      if (cached && isOpenAt(cached, at)) {
        await touchIfDue(claims.sid, cached, at);
        return true;
      }
      if (cached) cache.forget(claims.sub, claims.sid);
      const standing = await cache.through(
        claims.sub,
        claims.sid,
        () => readOpen(claims, at),
        (read) => read !== null,
      );
      return standing !== null;
    },

    /** Ends one session (logout). */
    async end(sessionId: string): Promise<void> {
      await deps.repository.revoke(sessionId, now());
    },

    /**
     * Ends every session of the user ("sign out everywhere", a deleted
     * account), or every other one (`except`: after a PIN or e-mail change).
     */
    endAll(userId: string, except?: string): Promise<number> {
      return deps.repository.revokeAllOfUser(userId, now(), except);
    },

    /** user/logout: ends the session of the token the call carried; it answers 401 from now on. */
    async logout(sessionId: string): Promise<{ ok: true }> {
      await deps.repository.revoke(sessionId, now());
      return { ok: true };
    },

    /** user/logout/all, "Sair de todos os aparelhos": every session of the user, this one included. */
    async logoutEverywhere(userId: string): Promise<{ ok: true }> {
      await deps.repository.revokeAllOfUser(userId, now());
      return { ok: true };
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;
