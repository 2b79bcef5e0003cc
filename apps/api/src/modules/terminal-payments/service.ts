// The terminal's payment steps (issue 11, decision 033): start (idempotent per
// key), face (identify the customer, offer the cards, decide the PIN), confirm
// (PIN, one charge, the transaction recorded with SUCCEEDED) and cancel (a void
// on the same São Paulo day, by any terminal of the place).
import type { FastifyBaseLogger } from 'fastify';
import type {
  TerminalPayment,
  TerminalPaymentChallengeBody,
  TerminalPaymentConfirmBody,
  TerminalPaymentFaceBody,
  TerminalPaymentStartBody,
  TerminalPaymentState,
  TerminalSale,
  unavailableCardReasons,
} from '@rosto/contract/schemas/terminal-payments';
import type { ErrorCode } from '@rosto/contract/errors';
import { formatMoney } from '@rosto/contract/format-money';
import type { ChallengeAction } from '@rosto/contract/schemas/face';
import { stripJpegDataUrl } from '@rosto/contract/validators/face-image';
import { saleStatusOf } from '@rosto/contract/schemas/shop-portal';
import { sameSaoPauloDay } from '@rosto/contract/validators/sao-paulo-date';
import { AppError } from '../../errors';
import type { Clock } from '../../plugins/app/clock';
import type { CardNetwork, ChargeLookup, GatewayBrand } from '../../plugins/app/card-network/types';
import type { FaceSearch } from '../face-search/face-search';
import { type EnrolledFace } from '../../face-engine/similarity';
import { type FaceEngine, FaceEngineError, hasFace } from '../../face-engine/types';
import type { FaceTemplateRepository } from '../face-search/template-repository';
import type { TerminalCaller } from '../terminals/plugin';
import type { Pins } from '../pin/pins';
import { limitRefusal, saoPauloDayStart } from './customer-limits';
import { livenessOutcome, matchFace, paymentFaceRefusal } from './payment-face';
import type { PaymentNotice, PaymentNotices } from './payment-notices';
import { pinReasons, pinRequired } from './pin-rule';
import { offersChallenge } from './payment-challenge';
import { challengeOutcome } from '../face-challenge/outcome';
import type { FaceChallenges } from '../face-challenge/challenges';
import type { FaceReplayGuard } from '../face-replay/service';
import type {
  PayingCustomer,
  PaymentCardRow,
  TerminalPaymentRow,
  TerminalPaymentsRepository,
} from './repository';

/** How long a started payment waits for its face and its confirmation. */
export const PAYMENT_TTL_MS = 5 * 60 * 1000;
/** Templates the 1:N search narrows to by embedding; the fused score decides among them (decision 012). */
export const SEARCH_CANDIDATES = 20;
/** An UNKNOWN payment is left to the terminal's own lookups for this long before the reconciliation looks it up. */
const RECONCILE_QUIET_MS = 60 * 1000;
/**
 * How long the server waits for an unknown charge's outcome before giving it
 * up (decision 057): the till counts down to it, then may ring again, and a
 * charge that lands afterwards is reversed. Counted from when it became unknown.
 */
export const SETTLE_WAIT_MS = 60 * 1000;
/** GET looks an unknown payment up at most this often (the till asks every 2 s). */
const LOOKUP_EVERY_MS = 2 * 1000;
/**
 * A charge found after the till was told "unknown" stops the till charging
 * the same customer again for this long: it is likely the same purchase.
 */
const EARLIER_CHARGED_MS = 10 * 60 * 1000;
/** A given-up charge is watched this long for a late landing (Cielo answers within a minute). */
const REVERSAL_WATCH_MS = 24 * 60 * 60 * 1000;
/**
 * A payment CHARGING this long lost its confirm (a crash): the charge has long
 * timed out (TERMINAL_CHARGING_STALE_MS sets it; the default, decision 033).
 */
const RECONCILE_CHARGING_MS = 5 * 60 * 1000;
/** Older ones are the help desk's (a week of lookups found nothing). */
const RECONCILE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const RECONCILE_BATCH = 50;
/** What the customer's statement shows (Cielo allows 13 characters). */
const SOFT_DESCRIPTOR = 'ROSTO';

const GATEWAY_BRANDS: ReadonlySet<string> = new Set<GatewayBrand>([
  'VISA',
  'MASTERCARD',
  'AMERICAN_EXPRESS',
  'DINERS',
  'ELO',
]);

/** The identified customer may no longer pay (blocked or deleted since the face). */
class NoLongerPayable extends Error {}

/** What a payment forgets of a match that a later photo did not confirm. */
const forgotten = {
  userId: null,
  matchMode: null,
  matchScore: null,
  secondScore: null,
  liveness: null,
  livenessScore: null,
  pinRequired: null,
  challengeId: null,
  challengeOutcome: null,
} as const;

/** The answer to a challenge that cannot be used (decision 062); the PIN stays asked. */
const unusableChallenge = {
  'not-found': 'TERMINAL_PAYMENT_CHALLENGE_NOT_FOUND',
  used: 'TERMINAL_PAYMENT_CHALLENGE_USED',
  expired: 'TERMINAL_PAYMENT_CHALLENGE_EXPIRED',
} as const satisfies Record<string, ErrorCode>;

/** States in which the face may be sent (again: a second photo replaces the first match). */
const OPEN: readonly TerminalPaymentState[] = ['STARTED', 'IDENTIFIED'];

/** When the server gives an unknown payment's charge up (null in any other state). */
function settleBy(row: TerminalPaymentRow): Date | null {
  if (row.state !== 'UNKNOWN') return null;
  const since = row.outcomeUnknownAt ?? row.chargeStartedAt ?? row.createdAt;
  return new Date(since.getTime() + SETTLE_WAIT_MS);
}

export interface TerminalPaymentsDeps {
  repository: TerminalPaymentsRepository;
  templates: Pick<FaceTemplateRepository, 'templateFeatures' | 'activeFaces'>;
  search: () => Promise<FaceSearch>;
  engine: FaceEngine;
  /** Refuses a capture sent before (decision 063). */
  replays: Pick<FaceReplayGuard, 'fingerprints' | 'replayed'>;
  pins: Pick<Pins, 'check'>;
  /** The head turn offered when only the liveness check asks the PIN (decision 062). */
  challenges: Pick<FaceChallenges, 'forPayment' | 'findOpen' | 'use' | 'record'>;
  cardNetwork: CardNetwork;
  notices: PaymentNotices;
  clock: Clock;
  log: FastifyBaseLogger;
  /** When a CHARGING payment counts as abandoned (default RECONCILE_CHARGING_MS). */
  chargingStaleMs?: number;
}

const photoBytes = (image: string) => Buffer.from(stripJpegDataUrl(image), 'base64');

/**
 * Why a live card of the customer is not offered: still to be validated,
 * waiting for a person's review, or a store card of another shop.
 */
function unavailableReason(card: PaymentCardRow): (typeof unavailableCardReasons)[number] {
  if (card.status === 'WAITING_APPROVAL') return 'IN_REVIEW';
  if (!card.validated || !card.cardToken) return 'NOT_VALIDATED';
  return 'OTHER_SHOP';
}

/** The most of today's sales the till lists. */
const TILL_SALES_SHOWN = 50;

export function createTerminalPaymentsService(deps: TerminalPaymentsDeps) {
  const { repository, clock } = deps;

  async function view(row: TerminalPaymentRow): Promise<TerminalPayment> {
    const [customer] = row.userId ? await repository.customers([row.userId]) : [];
    // Cards only while one may still be chosen.
    const cards =
      customer && row.state === 'IDENTIFIED'
        ? await repository.usableCards(customer.id, row.placeId)
        : [];
    // The customer's other cards, with why each is not offered (the till says it).
    const others =
      customer && row.state === 'IDENTIFIED'
        ? await repository.otherCards(
            customer.id,
            cards.map((card) => card.id),
          )
        : [];
    return {
      id: row.id,
      state: row.state,
      amountCents: row.amountCents,
      amount: formatMoney(row.amountCents, 'pt-BR', { plainSpaces: true }),
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      customer: customer
        ? {
            firstName: customer.firstName,
            cards: cards.map((card) => ({
              id: card.id,
              brand: card.brand,
              lastFour: card.lastFour,
              alias: card.alias,
            })),
            unavailableCards: others.map((card) => ({
              id: card.id,
              brand: card.brand,
              lastFour: card.lastFour,
              alias: card.alias,
              type: card.type,
              reason: unavailableReason(card),
            })),
            pinRequired: row.pinRequired ?? true,
          }
        : null,
      challenge: await offeredChallenge(row),
      challengeOutcome:
        row.challengeOutcome === null
          ? null
          : row.challengeOutcome === 'passed'
            ? 'passed'
            : 'failed',
      transactionId: row.transactionId,
      canceledAt: row.canceledAt?.toISOString() ?? null,
      settleBy: settleBy(row)?.toISOString() ?? null,
    };
  }

  /** The challenge offered with the payment's match, while it waits for its frames. */
  async function offeredChallenge(row: TerminalPaymentRow) {
    if (row.state !== 'IDENTIFIED' || !row.userId || !row.challengeId || row.challengeOutcome) {
      return null;
    }
    return deps.challenges.findOpen(row.challengeId, { userId: row.userId, paymentId: row.id });
  }

  /** The terminal's own payment; anyone else's answers as a missing one. */
  async function ownPayment(terminal: TerminalCaller, id: string): Promise<TerminalPaymentRow> {
    const row = await repository.find(id);
    if (!row || row.terminalId !== terminal.id) throw new AppError('TERMINAL_PAYMENT_NOT_FOUND');
    return row;
  }

  /** Refuses a payment past its time (marking it EXPIRED) or in another state than `allowed`. */
  async function assertOpen(
    row: TerminalPaymentRow,
    allowed: readonly TerminalPaymentState[],
  ): Promise<void> {
    const now = clock.now();
    if (row.state === 'EXPIRED') throw new AppError('TERMINAL_PAYMENT_EXPIRED');
    if (OPEN.includes(row.state) && now >= row.expiresAt) {
      await repository.move(row.id, OPEN, 'EXPIRED', now);
      throw new AppError('TERMINAL_PAYMENT_EXPIRED');
    }
    if (!allowed.includes(row.state)) throw new AppError('TERMINAL_PAYMENT_WRONG_STATE');
  }

  /** What the gateway knows of the payment's charge, by our order id; a failed lookup knows nothing. */
  async function lookUp(payment: TerminalPaymentRow): Promise<ChargeLookup> {
    try {
      return await deps.cardNetwork.findCharge({ orderId: payment.id });
    } catch (error) {
      deps.log.warn({ err: error, terminalPaymentId: payment.id }, 'charge lookup failed');
      return { outcome: 'unknown' };
    }
  }

  /**
   * Settles an UNKNOWN payment from the gateway's record (decision 057), never
   * charging: found approved, SUCCEEDED with its transaction (and the
   * customer's SMS); found declined, DECLINED; no sale at all, or still
   * nothing settled once its settleBy has passed, given up (NOT_CHARGED: the
   * till may ring again, and a charge landing later is reversed). Otherwise
   * it stays UNKNOWN. The payment as it is afterwards.
   */
  async function settle(
    payment: TerminalPaymentRow,
    by: 'till' | 'reconciliation',
  ): Promise<TerminalPaymentRow> {
    const lookup = await lookUp(payment);
    const now = clock.now();
    let settled: TerminalPaymentRow | null = null;
    if (lookup.outcome === 'declined') {
      settled = await repository.move(payment.id, ['UNKNOWN'], 'DECLINED', now, {
        gatewayReturnCode: lookup.returnCode.slice(0, 16),
      });
    } else if (lookup.outcome === 'approved' && payment.userId && payment.paymentMethodId) {
      settled = await recordFound(payment, payment.userId, payment.paymentMethodId, lookup, by);
    } else if (lookup.outcome === 'none' || now.getTime() >= settleBy(payment)!.getTime()) {
      // A customer deleted meanwhile lands here too, at the time limit: the
      // charge has no one to be recorded for, so one that landed goes back.
      settled = await repository.move(payment.id, ['UNKNOWN'], 'NOT_CHARGED', now);
    }
    return settled ?? (await repository.find(payment.id)) ?? payment;
  }

  /** The charge a lookup found for an UNKNOWN payment, recorded as the payment's. */
  async function recordFound(
    payment: TerminalPaymentRow,
    userId: string,
    paymentMethodId: string,
    found: { paymentId: string },
    by: 'till' | 'reconciliation',
  ): Promise<TerminalPaymentRow | null> {
    // Two calls may both find the charge: the charge id is unique among
    // transactions, so the second one's insert fails, and it answers the first's.
    const paid = await repository
      .recordSuccess(
        payment,
        { userId, paymentMethodId, gatewayChargeId: found.paymentId },
        clock.now(),
        'UNKNOWN',
        by === 'reconciliation',
      )
      .catch((error: unknown) => {
        deps.log.warn({ err: error, terminalPaymentId: payment.id }, 'settled charge not recorded');
        return null;
      });
    // Only the call that recorded it tells the customer.
    if (paid) await notify('paid', paid);
    return paid;
  }

  /**
   * A given-up payment (NOT_CHARGED) whose charge landed after all: voided
   * in whole, then recorded REVERSED with a CANCELED transaction marked
   * reversed, and the customer told (decision 057). A refused void is tried
   * again at the next round; the payment as it is afterwards.
   */
  async function reverseIfLanded(payment: TerminalPaymentRow): Promise<TerminalPaymentRow> {
    const lookup = await lookUp(payment);
    const now = clock.now();
    if (lookup.outcome === 'declined') {
      // Settled for good, and not charged: nothing more to watch.
      return (await repository.move(payment.id, ['NOT_CHARGED'], 'DECLINED', now)) ?? payment;
    }
    if (lookup.outcome !== 'approved') return payment;
    try {
      await deps.cardNetwork.refund({
        paymentId: lookup.paymentId,
        amountCents: payment.amountCents,
      });
    } catch (error) {
      deps.log.error(
        { err: error, terminalPaymentId: payment.id, gatewayChargeId: lookup.paymentId },
        'late charge not reversed yet',
      );
      return payment;
    }
    const reversed = await repository.recordReversal(payment, lookup.paymentId, clock.now());
    if (reversed) await notify('reversed', reversed);
    return reversed ?? (await repository.find(payment.id)) ?? payment;
  }

  /** The till is answered this payment: a charge the reconciliation found is now one it heard of. */
  async function heard(payment: TerminalPaymentRow): Promise<TerminalPaymentRow> {
    if (!payment.lateChargeUnseen) return payment;
    return (await repository.markSeen(payment.id)) ?? payment;
  }

  /** A confirm repeated on a charge of unknown outcome: answered as its lookup settles it. */
  async function settleUnknown(payment: TerminalPaymentRow): Promise<TerminalPayment> {
    const settled = payment.state === 'UNKNOWN' ? await settle(payment, 'till') : payment;
    // The reconciliation may have recorded it while this lookup was out: answered, it is heard.
    if (settled.state === 'SUCCEEDED') return view(await heard(settled));
    if (settled.state === 'DECLINED') throw new AppError('TERMINAL_PAYMENT_CARD_DECLINED');
    if (settled.state === 'UNKNOWN') throw new AppError('TERMINAL_PAYMENT_OUTCOME_UNKNOWN');
    throw new AppError('TERMINAL_PAYMENT_NOT_CHARGED');
  }

  /** Tells the customer by SMS (never fails the payment). */
  async function notify(notice: PaymentNotice, row: TerminalPaymentRow): Promise<void> {
    const facts = await repository.noticeFacts(row).catch(() => null);
    if (facts) await deps.notices.send(notice, facts, clock.now());
  }

  /** A payment a concurrent call moved first: fine if it canceled it too. */
  async function canceledMeanwhile(id: string): Promise<TerminalPaymentRow> {
    const row = await repository.find(id);
    if (row?.state !== 'CANCELED') throw new AppError('TERMINAL_PAYMENT_WRONG_STATE');
    return row;
  }

  /**
   * Refuses a customer who paused paying by face, or whose day's face payments
   * would pass the daily limit with this one (decision 036).
   */
  async function assertWithinLimits(
    customer: PayingCustomer,
    payment: TerminalPaymentRow,
  ): Promise<void> {
    if (!customer.paused && customer.dailyLimitCents === null) return;
    const spent = customer.paused
      ? 0
      : await repository.spentSince(customer.id, saoPauloDayStart(clock.now()), payment.id);
    const refusal = limitRefusal(customer, spent, payment.amountCents);
    if (refusal) throw new AppError(refusal);
  }

  /**
   * The till charges this customer again (decision 057): their payments of
   * unknown outcome at this terminal are given up first, so that one landing
   * late is reversed, not kept beside this one; and one the reconciliation
   * found charged, which the till has not heard of, refuses this charge
   * once, since it is likely the same purchase.
   */
  async function moveOn(
    terminal: TerminalCaller,
    payment: TerminalPaymentRow,
    userId: string,
  ): Promise<void> {
    const now = clock.now();
    const scope = { userId, terminalId: terminal.id, except: payment.id };
    const givenUp = await repository.giveUpUnknown({ ...scope, at: now });
    if (givenUp.length > 0) {
      deps.log.warn(
        { terminalPaymentId: payment.id, givenUp: givenUp.map((row) => row.id) },
        'unknown charges given up: the till rang the customer again',
      );
    }
    const earlier = await repository.unseenLateCharge({
      ...scope,
      since: new Date(now.getTime() - EARLIER_CHARGED_MS),
    });
    if (earlier) {
      throw new AppError('TERMINAL_PAYMENT_EARLIER_CHARGED', {
        earlierPaymentId: earlier.id,
        amountCents: earlier.amountCents,
      });
    }
  }

  async function analyse(image: Uint8Array, frames: readonly Uint8Array[]) {
    try {
      return await deps.engine.analyse(image, { frames, thumbnails: true });
    } catch (error) {
      if (error instanceof FaceEngineError) throw new AppError(error.code, {}, { cause: error });
      throw error;
    }
  }

  /**
   * The frames of a challenge, analysed with its action: the first, facing
   * the camera, as the photo; all of them as the turn (decision 062).
   */
  async function analyseChallenge(frames: readonly Buffer[], action: ChallengeAction) {
    try {
      return await deps.engine.analyse(frames[0]!, { frames, challenge: action, thumbnails: true });
    } catch (error) {
      if (error instanceof FaceEngineError) throw new AppError(error.code, {}, { cause: error });
      throw error;
    }
  }

  /** The enrolled faces the photo is compared with, and the customers they belong to. */
  async function candidates(
    embedding: Float32Array,
    body: TerminalPaymentFaceBody,
  ): Promise<{ enrolled: EnrolledFace[]; customers: Map<string, PayingCustomer> }> {
    if (body.cpf !== undefined) {
      // 1:1: an unknown CPF compares with nothing, and answers as a face nobody has.
      const customer = await repository.customerByCpf(body.cpf);
      const enrolled = customer ? await deps.templates.activeFaces(customer.id) : [];
      return { enrolled, customers: new Map(customer ? [[customer.id, customer]] : []) };
    }
    const search = await deps.search();
    const nearest = await search.nearest(embedding, SEARCH_CANDIDATES);
    let enrolled = await deps.templates.templateFeatures(nearest.map((hit) => hit.templateId));
    const customers = new Map(
      (await repository.customers([...new Set(enrolled.map((face) => face.userId))])).map(
        (customer) => [customer.id, customer],
      ),
    );
    if (body.phoneLastFour !== undefined) {
      const suffix = body.phoneLastFour;
      enrolled = enrolled.filter(
        (face) => customers.get(face.userId)?.phoneNumber?.endsWith(suffix) === true,
      );
    }
    return { enrolled, customers };
  }

  /** Analyses the photo, finds the customer and moves the payment to IDENTIFIED. */
  async function identify(
    terminal: TerminalCaller,
    payment: TerminalPaymentRow,
    body: TerminalPaymentFaceBody,
  ): Promise<TerminalPayment> {
    const id = payment.id;
    const images = [body.image, ...(body.frames ?? [])].map(photoBytes);
    // The engine's thumbnails spare the replay check a second decode of each
    // image; it decodes only those the engine did not (decision 085).
    const result = await analyse(images[0]!, images.slice(1));
    const prints = await deps.replays.fingerprints(images, [
      result.thumbnails?.image,
      ...(result.thumbnails?.frames ?? []),
    ]);
    // A copy is refused before anything is read from it, even whether it shows a face.
    if (await deps.replays.replayed('terminal', terminal.id, id, prints)) {
      throw new AppError('TERMINAL_PAYMENT_REPLAY');
    }
    const refusal = paymentFaceRefusal(result);
    if (refusal || !hasFace(result)) throw new AppError(refusal ?? 'TERMINAL_PAYMENT_NO_FACE');
    const liveness = livenessOutcome(result, result.burst?.evidence ?? null);
    if (liveness === 'attack') throw new AppError('TERMINAL_PAYMENT_LIVENESS_FAILED');

    const { enrolled, customers } = await candidates(result.embedding, body);
    const match = matchFace(
      { embedding: result.embedding, descriptor: result.descriptor },
      enrolled,
      (userId) => customers.get(userId)?.mayPay === true,
    );
    if (!match) throw new AppError('TERMINAL_PAYMENT_NO_MATCH');
    const customer = customers.get(match.best.userId)!;
    // The same capture of this customer sent at another till.
    if (await deps.replays.replayed('customer', customer.id, id, prints)) {
      throw new AppError('TERMINAL_PAYMENT_REPLAY');
    }
    await assertWithinLimits(customer, payment);

    const reasons = pinReasons({
      placeRequiresPin: terminal.requirePin,
      liveness,
      matchScore: match.best.score,
      secondScore: match.secondScore,
      amountCents: payment.amountCents,
      pinAboveCents: customer.pinAboveCents,
    });
    // Unsure of the liveness alone: a head turn may spare the PIN (decision 062).
    const challenge = offersChallenge(reasons)
      ? await deps.challenges.forPayment(id, customer.id)
      : null;
    const identified = await repository.move(id, OPEN, 'IDENTIFIED', clock.now(), {
      userId: match.best.userId,
      matchMode:
        body.cpf !== undefined ? 'cpf' : body.phoneLastFour !== undefined ? 'phone' : 'search',
      matchScore: match.best.score,
      secondScore: match.secondScore,
      liveness,
      livenessScore: result.liveness.score,
      pinRequired: reasons.length > 0,
      challengeId: challenge?.challengeId ?? null,
      challengeOutcome: null,
    });
    if (!identified) throw new AppError('TERMINAL_PAYMENT_WRONG_STATE');
    return view(identified);
  }

  return {
    async start(
      terminal: TerminalCaller,
      body: TerminalPaymentStartBody,
    ): Promise<TerminalPayment> {
      const now = clock.now();
      const till = await repository.tillOf(terminal.id);
      if (till && body.amountCents > till.shop.maxAmountCents) {
        throw new AppError('TERMINAL_AMOUNT_TOO_HIGH', {
          maxAmountCents: till.shop.maxAmountCents,
        });
      }
      const row = await repository.startOnce({
        terminalId: terminal.id,
        placeId: terminal.placeId,
        idempotencyKey: body.idempotencyKey,
        amountCents: body.amountCents,
        createdAt: now,
        expiresAt: new Date(now.getTime() + PAYMENT_TTL_MS),
      });
      if (row.amountCents !== body.amountCents) throw new AppError('TERMINAL_PAYMENT_KEY_REUSED');
      return view(row);
    },

    async face(
      terminal: TerminalCaller,
      id: string,
      body: TerminalPaymentFaceBody,
    ): Promise<TerminalPayment> {
      const payment = await ownPayment(terminal, id);
      await assertOpen(payment, OPEN);
      try {
        return await identify(terminal, payment, body);
      } catch (error) {
        // A new photo that fails forgets the earlier match: whoever stands
        // there now was not recognised, so nobody's card may be charged.
        if (payment.state === 'IDENTIFIED') {
          await repository.move(id, ['IDENTIFIED'], 'STARTED', clock.now(), forgotten);
        }
        throw error;
      }
    },

    /**
     * The frames of the challenge offered with the match (decision 062): passed,
     * the payment's liveness is confident-live and the PIN rule is applied
     * again; failed, the PIN stays asked. Either way the challenge is used up,
     * and what it came to is kept on the payment.
     */
    async challenge(
      terminal: TerminalCaller,
      id: string,
      body: TerminalPaymentChallengeBody,
    ): Promise<TerminalPayment> {
      const payment = await ownPayment(terminal, id);
      await assertOpen(payment, ['IDENTIFIED']);
      const userId = payment.userId;
      if (!userId || payment.challengeId !== body.challengeId) {
        throw new AppError('TERMINAL_PAYMENT_CHALLENGE_NOT_FOUND');
      }
      const use = await deps.challenges.use(body.challengeId, { userId, paymentId: id });
      if (use.status !== 'open') {
        if (use.status === 'expired') {
          await repository.answerChallenge(payment, clock.now(), {
            liveness: payment.liveness,
            pinRequired: payment.pinRequired,
            challengeOutcome: 'expired',
          });
        }
        throw new AppError(unusableChallenge[use.status]);
      }
      const frames = body.frames.map(photoBytes);
      const [result, faces, [customer]] = await Promise.all([
        analyseChallenge(frames, use.action),
        deps.templates.activeFaces(userId),
        repository.customers([userId]),
      ]);
      const prints = await deps.replays.fingerprints(frames, result.thumbnails?.frames ?? []);
      // A turn recorded for an earlier challenge (of this till or this
      // customer) fails, whichever side it turns to (decision 063).
      const replayed =
        (await deps.replays.replayed('terminal', terminal.id, id, prints)) ||
        (await deps.replays.replayed('customer', userId, id, prints));
      const outcome = replayed ? 'replayed' : challengeOutcome(result, faces);
      await deps.challenges.record(use.id, 'payment', outcome);
      const liveness = outcome === 'passed' ? 'confident-live' : (payment.liveness ?? 'uncertain');
      const answered = await repository.answerChallenge(payment, clock.now(), {
        liveness,
        challengeOutcome: outcome,
        pinRequired:
          !customer ||
          payment.matchScore === null ||
          pinRequired({
            placeRequiresPin: terminal.requirePin,
            liveness,
            matchScore: payment.matchScore,
            secondScore: payment.secondScore,
            amountCents: payment.amountCents,
            pinAboveCents: customer.pinAboveCents,
          }),
      });
      // A new photo (or the confirm) moved the payment on meanwhile.
      if (!answered) throw new AppError('TERMINAL_PAYMENT_WRONG_STATE');
      return view(answered);
    },

    async confirm(
      terminal: TerminalCaller,
      id: string,
      body: TerminalPaymentConfirmBody,
    ): Promise<TerminalPayment> {
      const payment = await ownPayment(terminal, id);
      // A repeat of a confirm that went through answers the same; nothing is charged twice.
      if (payment.state === 'SUCCEEDED' && payment.paymentMethodId === body.paymentMethodId) {
        return view(await heard(payment));
      }
      if (['UNKNOWN', 'NOT_CHARGED', 'REVERSED'].includes(payment.state)) {
        return settleUnknown(payment);
      }
      if (payment.state === 'DECLINED') throw new AppError('TERMINAL_PAYMENT_CARD_DECLINED');
      await assertOpen(payment, ['IDENTIFIED']);
      const userId = payment.userId;
      if (!userId) throw new AppError('TERMINAL_PAYMENT_WRONG_STATE');
      const card: PaymentCardRow | undefined = (
        await repository.usableCards(userId, payment.placeId)
      ).find((row) => row.id === body.paymentMethodId);
      if (!card?.cardToken || !card.brand || !GATEWAY_BRANDS.has(card.brand)) {
        throw new AppError('TERMINAL_PAYMENT_CARD_NOT_OFFERED');
      }

      // Claimed before the PIN is checked: a repeated confirm meets CHARGING and
      // is refused without counting a PIN try against the customer.
      const claimed = await repository.move(id, ['IDENTIFIED'], 'CHARGING', clock.now(), {
        paymentMethodId: card.id,
        chargeStartedAt: clock.now(),
      });
      if (!claimed) throw new AppError('TERMINAL_PAYMENT_WRONG_STATE');
      try {
        // The limits again, after the claim: the customer may have paused or
        // lowered them since the face, and a payment of theirs being charged
        // elsewhere is claimed too, so of two that pass the limit together one
        // sees the other (decision 036).
        const [customer] = await repository.customers([userId]);
        if (!customer) throw new AppError('TERMINAL_PAYMENT_WRONG_STATE');
        if (!customer.mayPay) throw new NoLongerPayable();
        await assertWithinLimits(customer, claimed);
        if (payment.pinRequired !== false || payment.amountCents > customer.pinAboveCents) {
          if (!customer.hasPin) throw new AppError('TERMINAL_PAYMENT_PIN_NOT_SET');
          if (body.pin === undefined) throw new AppError('TERMINAL_PAYMENT_PIN_REQUIRED');
          await deps.pins.check(userId, body.pin);
        }
        await moveOn(terminal, claimed, userId);
      } catch (error) {
        if (error instanceof NoLongerPayable) {
          // Blocked or deleted since the face: the match is forgotten, and the
          // shop hears only that the face is not recognised, as it would have
          // at the face had the block come first.
          await repository.move(id, ['CHARGING'], 'STARTED', clock.now(), {
            ...forgotten,
            paymentMethodId: null,
          });
          throw new AppError('TERMINAL_PAYMENT_NO_MATCH');
        }
        await repository.move(id, ['CHARGING'], 'IDENTIFIED', clock.now(), {
          paymentMethodId: null,
        });
        throw error;
      }

      let result;
      try {
        result = await deps.cardNetwork.charge({
          cardToken: card.cardToken,
          brand: card.brand as GatewayBrand,
          amountCents: payment.amountCents,
          // Our id as Cielo's MerchantOrderId: what the reconciliation looks the charge up by.
          orderId: payment.id,
          softDescriptor: SOFT_DESCRIPTOR,
          // The customer, at the till, pays with a card stored (and validated) before.
          storedCardUse: 'subsequent',
        });
      } catch (error) {
        // No answer is not a "no": the charge may have gone through. UNKNOWN is
        // settled by a lookup (a retry, or the reconciliation), never by charging again.
        await repository.move(id, ['CHARGING'], 'UNKNOWN', clock.now(), {
          outcomeUnknownAt: clock.now(),
        });
        deps.log.error({ err: error, terminalPaymentId: id }, 'charge outcome unknown');
        throw new AppError('TERMINAL_PAYMENT_OUTCOME_UNKNOWN', {}, { cause: error });
      }
      if (!result.approved) {
        await repository.move(id, ['CHARGING'], 'DECLINED', clock.now(), {
          gatewayReturnCode: result.returnCode.slice(0, 16),
        });
        throw new AppError('TERMINAL_PAYMENT_CARD_DECLINED');
      }
      let paid: TerminalPaymentRow | null;
      try {
        paid = await repository.recordSuccess(
          claimed,
          { userId, paymentMethodId: card.id, gatewayChargeId: result.paymentId },
          clock.now(),
        );
        if (!paid) throw new Error(`terminal payment ${id} left CHARGING during its charge`);
      } catch (error) {
        // Charged but not recorded: keep the charge id for the reconciliation.
        deps.log.error(
          { err: error, terminalPaymentId: id, gatewayChargeId: result.paymentId },
          'approved charge not recorded',
        );
        await repository
          .move(id, ['CHARGING'], 'UNKNOWN', clock.now(), {
            gatewayChargeId: result.paymentId,
            outcomeUnknownAt: clock.now(),
          })
          .catch(() => null);
        throw new AppError('TERMINAL_PAYMENT_OUTCOME_UNKNOWN', {}, { cause: error });
      }
      await notify('paid', paid);
      return view(paid);
    },

    /**
     * The reconciliation (every minute, decisions 033 and 057): UNKNOWN
     * payments left alone for a minute, and CHARGING ones claimed over five
     * minutes ago (a crash between the claim and the charge's answer), are
     * settled from the gateway's record; given-up ones (NOT_CHARGED) of the
     * last day are looked up for a charge that landed late, which is reversed.
     * Those still open go to the back of the queue.
     */
    async reconcile(): Promise<{ settled: number; unknown: number }> {
      const now = clock.now();
      const due = await repository.unsettled({
        unknownBefore: new Date(now.getTime() - RECONCILE_QUIET_MS),
        chargingBefore: new Date(now.getTime() - (deps.chargingStaleMs ?? RECONCILE_CHARGING_MS)),
        createdAfter: new Date(now.getTime() - RECONCILE_MAX_AGE_MS),
        givenUpAfter: new Date(now.getTime() - REVERSAL_WATCH_MS),
        limit: RECONCILE_BATCH,
      });
      let settled = 0;
      for (const row of due) {
        const open =
          row.state === 'CHARGING'
            ? await repository.move(row.id, ['CHARGING'], 'UNKNOWN', now, {
                outcomeUnknownAt: now,
              })
            : row;
        if (!open) continue;
        const after =
          open.state === 'NOT_CHARGED'
            ? await reverseIfLanded(open)
            : await settle(open, 'reconciliation');
        if (after.state === open.state) {
          await repository.move(row.id, [open.state], open.state, clock.now());
        } else settled += 1;
      }
      return { settled, unknown: due.length - settled };
    },

    /**
     * The till's payment as it stands; one of unknown outcome is settled from
     * the gateway first (at most every LOOKUP_EVERY_MS: the till asks every 2 s).
     */
    async get(terminal: TerminalCaller, id: string): Promise<TerminalPayment> {
      const payment = await ownPayment(terminal, id);
      if (payment.state !== 'UNKNOWN') return view(await heard(payment));
      const now = clock.now();
      if (now.getTime() - payment.updatedAt.getTime() < LOOKUP_EVERY_MS) return view(payment);
      const settled = await settle(payment, 'till');
      if (settled.state !== 'UNKNOWN') return view(await heard(settled));
      return view((await repository.move(id, ['UNKNOWN'], 'UNKNOWN', now)) ?? settled);
    },

    /** The till's name, its shop's and the largest payment it takes. */
    async me(terminal: TerminalCaller) {
      const till = await repository.tillOf(terminal.id);
      if (!till) throw new AppError('TERMINAL_UNAUTHORIZED');
      return till;
    },

    /** The till's sales of today (São Paulo), newest first, each with whether it may cancel it. */
    async salesToday(terminal: TerminalCaller): Promise<TerminalSale[]> {
      const rows = await repository.salesOfTill(
        terminal.id,
        saoPauloDayStart(clock.now()),
        TILL_SALES_SHOWN,
      );
      return rows.map((row) => {
        const touched = row.refundedCents + row.refundPendingCents > 0;
        return {
          paymentId: row.paymentId,
          at: row.at.toISOString(),
          amountCents: row.amountCents,
          customerFirstName: row.customerFirstName,
          card: row.card?.lastFour || row.card?.brand ? row.card : null,
          status: saleStatusOf(row),
          cancelable: row.status === 'SUCCESS' && !touched,
        };
      });
    },

    async cancel(terminal: TerminalCaller, id: string): Promise<TerminalPayment> {
      const payment = await repository.find(id);
      // Any terminal of the place may cancel; another place's answers as a missing payment.
      if (!payment || payment.placeId !== terminal.placeId) {
        throw new AppError('TERMINAL_PAYMENT_NOT_FOUND');
      }
      const now = clock.now();
      if (payment.state === 'CANCELED') return view(payment);
      if (OPEN.includes(payment.state)) {
        const abandoned = await repository.move(id, OPEN, 'CANCELED', now, { canceledAt: now });
        return view(abandoned ?? (await canceledMeanwhile(id)));
      }
      if (payment.state !== 'SUCCEEDED' || !payment.gatewayChargeId || !payment.transactionId) {
        throw new AppError('TERMINAL_PAYMENT_WRONG_STATE');
      }
      const paid = await repository.transactionStanding(payment.transactionId);
      if (!sameSaoPauloDay(paid?.createdAt ?? payment.createdAt, now)) {
        throw new AppError('TERMINAL_PAYMENT_CANCEL_TOO_LATE');
      }
      // Part of it went back through the portal: a whole void would pass what is left.
      if (paid && paid.refundedCents + paid.refundPendingCents > 0) {
        throw new AppError('TERMINAL_PAYMENT_REFUNDED');
      }
      // The void first (idempotent at the gateway): a failure leaves the payment paid, to cancel again.
      await deps.cardNetwork.refund({
        paymentId: payment.gatewayChargeId,
        amountCents: payment.amountCents,
      });
      const canceled = await repository.recordCancel(payment, now);
      if (canceled) await notify('canceled', canceled);
      return view(canceled ?? (await canceledMeanwhile(id)));
    },
  };
}

export type TerminalPaymentsService = ReturnType<typeof createTerminalPaymentsService>;
