// The console's review queues (issue 26): what waits, each item with what it is
// judged against, and the decisions. The rules stay in their modules (faces:
// face-review/review.ts, decisions 010, 023 and 037; cards: wallet/card-review.ts,
// decision 030; names: identity-review.ts, decision 080); this service shows them and maps "nothing waits" to
// REVIEW_NOT_FOUND. Face photos are opened here, for the answer that shows them.
import type { EndpointData } from '@rosto/contract/endpoints';
import { maskedCpf } from '@rosto/contract/personal-data-masks';
import {
  type CardRejectReason,
  type FaceRejectReason,
  cardRejectReasons,
  faceRejectReasons,
} from '@rosto/contract/schemas/console-reviews';
import { AppError } from '../../errors';
import { LIVENESS_THRESHOLD } from '../../face-engine/liveness';
import { FACE_MATCH_SCORE } from '../../face-engine/similarity';
import { reviewFrames, reviewPhoto } from '../../face-images/review-photos';
import type { ReviewQueueFigures } from '../../plugins/app/metrics';
import type { FaceReview, PendingFace, ReviewResult } from '../face-review/review';
import type { SealedFaceInUse } from '../face-review/review-repository';
import type { CustomersService } from '../customers/service';
import type { CardReview, CardReviewItem } from '../wallet/card-review';
import type { IdentityReview, WaitingIdentity } from './identity-review';

export interface ReviewsDeps {
  faces: Pick<FaceReview, 'list' | 'evidence' | 'approve' | 'reject'>;
  cards: Pick<CardReview, 'list' | 'find' | 'decide'>;
  identities: IdentityReview;
  /** A refused name blocks the account as the help desk's block does (sessions end). */
  customers: Pick<CustomersService, 'block'>;
  /** FACE_IMAGE_KEY: opens the sealed photos. */
  imageKey: Buffer;
  now: () => Date;
}

/** How many wait and since when the oldest has. */
export interface QueueSummary {
  waiting: number;
  oldestSince: Date | null;
}

type FaceKind = EndpointData<'consoleFaceReviews'>['items'][number]['kind'];

function faceKind(face: PendingFace): FaceKind {
  if (face.replacement) return 'replacement';
  if (face.liveness) return 'liveness';
  return 'look-alike';
}

function summary(items: { since: Date }[]): QueueSummary {
  const oldest = items.reduce<Date | null>(
    (first, item) => (first === null || item.since < first ? item.since : first),
    null,
  );
  return { waiting: items.length, oldestSince: oldest };
}

const decided = (result: ReviewResult) => {
  if (!result.decided) throw new AppError('REVIEW_NOT_FOUND');
  return { decided: true as const, notified: result.notified };
};

const cardItem = (item: CardReviewItem) => ({
  id: item.id,
  firstName: item.firstName,
  waitingSince: item.since.toISOString(),
  name: item.card.name,
  brand: item.card.brand,
  lastFour: item.card.lastFour,
});

const identityItem = (item: WaitingIdentity) => ({
  id: item.userId,
  firstName: item.firstName,
  waitingSince: item.since.toISOString(),
});

/** The three queues' summaries. */
export type QueueSummaries = Record<'faces' | 'cards' | 'identities', QueueSummary>;

export function createReviews(deps: ReviewsDeps) {
  const photo = (sealed: Buffer) => reviewPhoto(deps.imageKey, sealed);
  const inUse = (faces: SealedFaceInUse[]) =>
    Promise.all(
      faces.map(async (face) => ({
        usesGlasses: face.usesGlasses,
        photo: await photo(face.image),
      })),
    );

  /** What waits in each queue. */
  async function summaries(): Promise<QueueSummaries> {
    const [faces, cards, identities] = await Promise.all([
      deps.faces.list(),
      deps.cards.list(),
      deps.identities.list(),
    ]);
    return { faces: summary(faces), cards: summary(cards), identities: summary(identities) };
  }

  return {
    /** The console's first page. */
    summaries,

    /** The queues for /metrics: how many wait and the oldest one's age (0 when none waits). */
    async figures(): Promise<ReviewQueueFigures[]> {
      const now = deps.now().getTime();
      return Object.entries(await summaries()).map(([queue, { waiting, oldestSince }]) => ({
        queue,
        waiting,
        oldestAgeSeconds: oldestSince ? Math.max(0, (now - oldestSince.getTime()) / 1000) : 0,
      }));
    },

    async faces(): Promise<EndpointData<'consoleFaceReviews'>> {
      return {
        items: (await deps.faces.list()).map((face) => ({
          id: face.userId,
          kind: faceKind(face),
          firstName: face.firstName,
          waitingSince: face.since.toISOString(),
        })),
      };
    },

    /** The waiting face with its photos opened; REVIEW_NOT_FOUND when none waits. */
    async face(userId: string): Promise<EndpointData<'consoleFaceReview'>> {
      const evidence = await deps.faces.evidence(userId);
      if (!evidence) throw new AppError('REVIEW_NOT_FOUND');
      const { face } = evidence;
      return {
        id: face.userId,
        kind: faceKind(face),
        firstName: face.firstName,
        waitingSince: face.since.toISOString(),
        faces: await Promise.all(
          evidence.faces.map(async (saved) => ({
            usesGlasses: saved.usesGlasses,
            savedAt: saved.savedAt.toISOString(),
            photo: await photo(saved.image),
            livenessPhoto: saved.livenessPhoto ? await photo(saved.livenessPhoto) : null,
            frames: saved.burstFrames ? await reviewFrames(deps.imageKey, saved.burstFrames) : [],
            liveness: {
              score: saved.livenessScore,
              models: saved.livenessDetail?.models ?? null,
              burst: saved.livenessDetail?.burst ?? null,
              challenge: saved.livenessDetail?.challenge
                ? {
                    action: saved.livenessDetail.challenge.action,
                    passed: saved.livenessDetail.challenge.passed,
                    failure: saved.livenessDetail.challenge.failure,
                  }
                : null,
            },
          })),
        ),
        replaces: evidence.replaces
          ? {
              score: face.replacement?.previousFaceScore ?? null,
              faces: await inUse(evidence.replaces),
            }
          : null,
        lookAlikes: await Promise.all(
          evidence.lookAlikes.map(async (other) => {
            const [theirs] = await inUse(other.faces.slice(0, 1));
            return {
              userId: other.userId,
              firstName: other.firstName,
              similarity: other.similarity,
              photo: theirs?.photo ?? null,
            };
          }),
        ),
        thresholds: { samePerson: FACE_MATCH_SCORE, live: LIVENESS_THRESHOLD },
      };
    },

    async approveFace(userId: string) {
      return decided(await deps.faces.approve(userId));
    },

    /** The reason's words go to the customer's SMS in the customer's language. */
    async rejectFace(userId: string, reason: FaceRejectReason) {
      return decided(await deps.faces.reject(userId, faceRejectReasons[reason]));
    },

    async cards(): Promise<EndpointData<'consoleCardReviews'>> {
      return { items: (await deps.cards.list()).map(cardItem) };
    },

    async card(id: string): Promise<EndpointData<'consoleCardReview'>> {
      const card = await deps.cards.find(id);
      if (!card) throw new AppError('REVIEW_NOT_FOUND');
      return { ...cardItem(card), type: card.card.type, held: card.held };
    },

    async approveCard(id: string) {
      const result = await deps.cards.decide(id, 'MANUAL_APPROVED');
      if (!result) throw new AppError('REVIEW_NOT_FOUND');
      return { decided: true as const, notified: result.notified };
    },

    async rejectCard(id: string, reason: CardRejectReason) {
      const result = await deps.cards.decide(id, 'MANUAL_REJECTED', cardRejectReasons[reason]);
      if (!result) throw new AppError('REVIEW_NOT_FOUND');
      return { decided: true as const, notified: result.notified };
    },

    async identities(): Promise<EndpointData<'consoleIdentityReviews'>> {
      return { items: (await deps.identities.list()).map(identityItem) };
    },

    async identity(userId: string): Promise<EndpointData<'consoleIdentityReview'>> {
      const item = await deps.identities.find(userId);
      if (!item) throw new AppError('REVIEW_NOT_FOUND');
      return {
        ...identityItem(item),
        typedName: [item.firstName, item.lastName].filter(Boolean).join(' '),
        holderName: item.holderName ?? '',
        maskedCpf: item.cpf ? maskedCpf(item.cpf) : '',
      };
    },

    /** The name is fine (a married name, a nickname): the face may pay. */
    async approveIdentity(userId: string) {
      if (!(await deps.identities.approve(userId))) throw new AppError('REVIEW_NOT_FOUND');
      return { decided: true as const, notified: false };
    },

    /**
     * The name is refused: marked so, then the account is blocked and its
     * sessions end. The reason stays in the audit trail; no SMS goes out (a
     * blocked customer hears it from the help desk, as after any block).
     */
    async rejectIdentity(userId: string) {
      if (!(await deps.identities.reject(userId))) throw new AppError('REVIEW_NOT_FOUND');
      await deps.customers.block(userId);
      return { decided: true as const, notified: false };
    },
  };
}
export type Reviews = ReturnType<typeof createReviews>;
