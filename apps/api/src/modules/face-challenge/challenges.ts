// Active liveness challenges (issue 28, decision 062): when the passive check
// is unsure, the server asks for a head turn to a side it draws at random.
// A challenge is bound to its customer (and, at the till, to the payment),
// expires in seconds and is used once; its action is known only to the call
// that uses it up, whichever instance answers.
import { randomInt } from 'node:crypto';
import type { FaceChallenge } from '@rosto/contract/schemas/face';
import { CHALLENGE_ACTIONS, type ChallengeAction } from '../../face-engine/challenge';
import type { Clock } from '../../plugins/app/clock';
import type { FaceChallengeOutcome } from '../../db/schema';
import type { ChallengeSubject, FaceChallengeRepository, FaceChallengeRow } from './repository';

export type { ChallengeSubject };

/**
 * From the answer that offers it to the frames' arrival: the turn takes under
 * two seconds and its frames are a few hundred KiB, so 20 s leaves room for a
 * hesitant customer and a slow link, and little for anything else.
 */
export const CHALLENGE_TTL_MS = 20 * 1000;
/**
 * Challenges one payment may be offered (one per face photo): a customer whose
 * turn went unrecognised may try again with a new photo, an attacker may not
 * try at will; past it, the PIN.
 */
export const CHALLENGES_PER_PAYMENT = 3;

/** Where a challenge was issued: at a terminal payment, or at the enrolment's liveness capture. */
export type ChallengeSite = 'payment' | 'enrolment';

/** What using a challenge up found: its action, or why there is none to act on. */
export type ChallengeUse =
  | { status: 'open'; id: string; action: ChallengeAction }
  | { status: 'not-found' | 'used' | 'expired' };

export interface FaceChallengesDeps {
  repository: FaceChallengeRepository;
  clock: Clock;
  /** Counts each challenge issued and what it came to (/metrics). */
  counted?: (site: ChallengeSite, outcome: FaceChallengeOutcome | 'issued') => void;
  /** The sandbox's fixed side (SANDBOX_CHALLENGE_ACTION) for browser tests; never set outside it. */
  fixedAction?: ChallengeAction | null;
}

const siteOf = (subject: ChallengeSubject): ChallengeSite =>
  subject.paymentId === null ? 'enrolment' : 'payment';

const asChallenge = (row: FaceChallengeRow): FaceChallenge => ({
  challengeId: row.id,
  action: row.action,
  expiresAt: row.expiresAt.toISOString(),
});

export function createFaceChallenges(deps: FaceChallengesDeps) {
  const { repository, clock } = deps;
  const counted = deps.counted ?? (() => undefined);

  async function issue(subject: ChallengeSubject): Promise<FaceChallenge> {
    const now = clock.now();
    const row = await repository.insert({
      userId: subject.userId,
      paymentId: subject.paymentId,
      // Unpredictable, so that no answer can be recorded before it is asked.
      action: deps.fixedAction ?? CHALLENGE_ACTIONS[randomInt(CHALLENGE_ACTIONS.length)]!,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
    });
    counted(siteOf(subject), 'issued');
    return asChallenge(row);
  }

  return {
    /** A challenge for the customer's liveness capture at enrolment. */
    forEnrolment(userId: string): Promise<FaceChallenge> {
      return issue({ userId, paymentId: null });
    },

    /**
     * A challenge for the payment's matched customer; null once the payment
     * had CHALLENGES_PER_PAYMENT of them.
     */
    async forPayment(paymentId: string, userId: string): Promise<FaceChallenge | null> {
      if ((await repository.countForPayment(paymentId)) >= CHALLENGES_PER_PAYMENT) return null;
      return issue({ userId, paymentId });
    },

    /** The subject's challenge while it is open (unused, unexpired); null otherwise. */
    async findOpen(id: string, subject: ChallengeSubject): Promise<FaceChallenge | null> {
      const row = await repository.findOpen(id, subject, clock.now());
      return row ? asChallenge(row) : null;
    },

    /**
     * Uses the subject's challenge up and answers its action; an expired one
     * is recorded as such. Another subject's challenge is not found.
     */
    async use(id: string, subject: ChallengeSubject): Promise<ChallengeUse> {
      const now = clock.now();
      const used = await repository.use(id, subject, now);
      if (used) return { status: 'open', id: used.id, action: used.action };
      const row = await repository.find(id, subject);
      if (!row) return { status: 'not-found' };
      if (row.usedAt) return { status: 'used' };
      if (row.outcome !== 'expired') {
        await repository.record(row.id, 'expired');
        counted(siteOf(subject), 'expired');
      }
      return { status: 'expired' };
    },

    /** Records what the frames of a used challenge showed. */
    async record(id: string, site: ChallengeSite, outcome: FaceChallengeOutcome): Promise<void> {
      await repository.record(id, outcome);
      counted(site, outcome);
    },
  };
}
export type FaceChallenges = ReturnType<typeof createFaceChallenges>;
