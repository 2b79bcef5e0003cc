// The rules of signed-in sessions (decision 016): a session starts where a
// token is signed, and a token counts only while its session is open: not
// ended, not past its lifetime, not idle too long, its user neither blocked
// nor deleted.
import type { Clock } from '../../plugins/clock';
import type { SessionClaims } from '../../plugins/auth';
import type { SessionRepository } from './session-repository';

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
}

export function createSessions(deps: SessionsDeps) {
  const now = () => deps.clock.now();

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
      const standing = await deps.repository.findStanding(claims.sid);
      if (!standing || standing.userId !== claims.sub) return false;
      const at = now().getTime();
      const lastSeen = standing.lastSeenAt.getTime();
      if (
        standing.revokedAt !== null ||
        standing.expiresAt.getTime() <= at ||
        lastSeen + deps.idleTimeoutMs <= at ||
        standing.blocked ||
        standing.deleted
      ) {
        return false;
      }
      if (at - lastSeen >= LAST_SEEN_RESOLUTION_MS) await deps.repository.touch(claims.sid, now());
      return true;
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
  };
}
export type Sessions = ReturnType<typeof createSessions>;
