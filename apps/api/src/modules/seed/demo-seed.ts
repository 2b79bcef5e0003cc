// The sandbox demo seed (issue 11): a lived-in account made through the app's
// own services, as a person would make it: the stage's partners (seeded at
// start), places and terminals (terminals repository and service), the
// customer (the sandbox users endpoint's path, with a PIN and a partner product
// card with credits), her face (the face service, a capture pair), a Visa
// validated by the small charge and a food voucher (the wallet's add and
// validation flows on the sandbox gateway), then months of payments; last, a
// few faces and a card waiting for review in the console (demo-reviews.ts).
import {
  addCreditCardBodySchema,
  addFoodVoucherBodySchema,
} from '@rosto/contract/schemas/payment-methods';
import { faceCaptureBodySchema } from '@rosto/contract/schemas/face';
import { CHALLENGE_MAX_FRAMES } from '@rosto/contract/validators/face-image';
import { createSandboxUserBodySchema } from '@rosto/contract/schemas/sandbox';
import type { CreateSandboxUserBody } from '@rosto/contract/schemas/sandbox';
import type { App } from '../../app';
import { OnnxFaceEngine } from '../../face-engine/onnx-engine';
import { headTurnCapture } from '../../face-engine/testing/head-turn';
import type { TerminalsRepository } from '../terminals/repository';
import type { TerminalsService } from '../terminals/service';
import type { AddCards } from '../wallet/add-cards';
import type { CardValidation } from '../wallet/card-validation';
import {
  DEMO_CUSTOMER,
  DEMO_PLACES,
  DEMO_PORTAL_SHOP,
  DEMO_PRODUCT_CARD,
  type DemoFace,
  type DemoPlace,
  planDemoPayments,
  planShopSales,
} from './demo-plan';
import { type DemoReviews, readDemoReviewPhotos, seedReviewQueues } from './demo-reviews';
import {
  type DemoTransactionsRepository,
  createDemoTransactionsRepository,
} from './demo-transactions-repository';

/** The classic Visa test number: Luhn-valid, only its hash and last four are kept. */
const DEMO_VISA = '4111111111111111';
/** Any 16 digits not ending in 0000: the sandbox food-voucher issuer knows them. */
const DEMO_FOOD_VOUCHER = '6062825624254001';

export interface SeededTerminal {
  id: string;
  name: string;
  placeName: string;
  partnerName: string;
  requirePin: boolean;
  /** Shown once: only its hash is stored. */
  key: string;
}

export interface DemoSeedResult {
  customer: { id: string; cpf: string; fullName: string; phone: string; pin: string };
  places: { id: string; name: string; address: string; lat: number; lng: number }[];
  terminals: SeededTerminal[];
  cards: { id: string; label: string }[];
  productCard: { placeName: string; balanceCents: number };
  face: DemoFace;
  payments: { count: number; canceled: number; from: Date; to: Date };
  /** The portal's shop (issue 27): recent sales on its two tills, today's included. */
  portalShop: { id: string; name: string; sales: number };
  /** What waits for a person in the console. */
  reviews: DemoReviews;
}

export interface EnrolOptions {
  /** The face status the registration must end in: SUCCESS (default), or PROCESSING (held for review). */
  outcome?: 'SUCCESS' | 'PROCESSING';
  /** The liveness photo's burst frames (decision 038). */
  frames?: readonly Buffer[];
}

/** Registers the face from a capture pair (photo, liveness photo); throws when it does not end as asked. */
export type EnrolFace = (
  customer: { id: string; token: string },
  photos: readonly [Buffer, Buffer],
  options?: EnrolOptions,
) => Promise<void>;

export interface DemoSeedDeps {
  findCustomerByCpf(cpf: string): Promise<{ id: string } | null>;
  partner(slug: string): Promise<{ id: string; name: string }>;
  places: Pick<TerminalsRepository, 'findOrCreatePlace'>;
  terminals: Pick<TerminalsService, 'create'>;
  /** The sandbox users endpoint's service: user, PIN, consent, product card, session. */
  createCustomer(body: CreateSandboxUserBody): Promise<{ token: string; profile: { id: string } }>;
  enrolFace: EnrolFace;
  readPhoto(file: string): Buffer;
  addCards: Pick<AddCards, 'creditCard' | 'foodVoucher'>;
  cardValidation: Pick<CardValidation, 'start' | 'checkAmount'>;
  /** The sandbox gateway's validation charge (SANDBOX_RANDOM_AMOUNT_CENTS, 123 by default). */
  validationAmountCents: number;
  transactions: Pick<DemoTransactionsRepository, 'insertMany'>;
  now(): Date;
}

export class AlreadySeededError extends Error {}

/** Two years ahead, "MM/YY". */
function expiryAhead(now: Date): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${month}/${String((now.getUTCFullYear() + 2) % 100).padStart(2, '0')}`;
}

export async function seedDemo(deps: DemoSeedDeps, face: DemoFace): Promise<DemoSeedResult> {
  if (await deps.findCustomerByCpf(DEMO_CUSTOMER.cpf)) {
    throw new AlreadySeededError(
      `Already seeded: the demo customer (CPF ${DEMO_CUSTOMER.cpf}) exists in this database. ` +
        'Start from an empty DATA_DIR (or database) to seed again.',
    );
  }
  // Read before anything is written: a missing photo stops the seed at once.
  const photos = [deps.readPhoto(face.enrol[0]), deps.readPhoto(face.enrol[1])] as const;
  const reviewPhotos = readDemoReviewPhotos((file) => deps.readPhoto(file));

  const places: DemoSeedResult['places'] = [];
  const terminals: SeededTerminal[] = [];
  const portalTills: SeededTerminal[] = [];
  for (const demoPlace of DEMO_PLACES) {
    const { place, terminal } = await placeWithTerminal(deps, demoPlace);
    if (demoPlace.name === DEMO_PORTAL_SHOP) {
      // A second till, so the portal's sales come from two.
      portalTills.push(terminal, await tillAt(deps, place, terminal.partnerName, 'Caixa 2', false));
      terminals.push(portalTills[1]!);
    }
    places.push({
      id: place.id,
      name: demoPlace.name,
      address: demoPlace.address,
      lat: demoPlace.lat,
      lng: demoPlace.lng,
    });
    terminals.push(terminal);
  }

  /** The first till of a place (the older payments' till). */
  const terminalAt = (placeName: string) =>
    terminals.find((terminal) => terminal.placeName === placeName)!;

  const created = await deps.createCustomer(
    createSandboxUserBodySchema.parse({
      cpf: DEMO_CUSTOMER.cpf,
      fullName: DEMO_CUSTOMER.fullName,
      phone: DEMO_CUSTOMER.phone,
      email: DEMO_CUSTOMER.email,
      pin: DEMO_CUSTOMER.pin,
      // Face not yet registered: the capture pair below registers it.
      mustRegisterFace: true,
      faceStatus: 'NOT_STARTED',
      biometricConsent: true,
      prePostPaidCard: DEMO_PRODUCT_CARD,
    }),
  );
  const userId = created.profile.id;
  await deps.enrolFace({ id: userId, token: created.token }, photos);

  const now = deps.now();
  const visa = await deps.addCards.creditCard(
    userId,
    addCreditCardBodySchema.parse({
      name: DEMO_CUSTOMER.cardHolder,
      number: DEMO_VISA,
      expiration: expiryAhead(now),
      cvc: '123',
      zipCode: '01310-100',
      alias: 'Visa do dia a dia',
    }),
  );
  // The small-charge validation, as the app walks the customer through it.
  await deps.cardValidation.start(userId, visa.id);
  const validated = await deps.cardValidation.checkAmount(
    userId,
    visa.id,
    deps.validationAmountCents,
  );
  if (!validated.validated) throw new Error('The demo Visa did not validate');
  const voucher = await deps.addCards.foodVoucher(
    userId,
    addFoodVoucherBodySchema.parse({ number: DEMO_FOOD_VOUCHER, alias: 'Vale-refeição' }),
  );
  const cards = [
    { id: visa.id, label: `Visa final ${DEMO_VISA.slice(-4)} (validated by the small charge)` },
    { id: voucher.id, label: `Food voucher final ${DEMO_FOOD_VOUCHER.slice(-4)}` },
  ];

  const plan = planDemoPayments({ now, places: places.length, cards: cards.length });
  const count = await deps.transactions.insertMany(
    plan.map((payment) => ({
      userId,
      placeId: places[payment.place]!.id,
      terminalId: terminalAt(places[payment.place]!.name).id,
      paymentMethodId: cards[payment.card]!.id,
      amountCents: payment.amountCents,
      createdAt: payment.at,
      canceledAt: payment.canceledAt,
    })),
  );
  const portalShop = places.find((place) => place.name === DEMO_PORTAL_SHOP)!;
  const shopSales = await deps.transactions.insertMany(
    planShopSales({ now, terminals: portalTills.length, cards: cards.length }).map((sale) => ({
      userId,
      placeId: portalShop.id,
      terminalId: portalTills[sale.terminal]!.id,
      paymentMethodId: cards[sale.card]!.id,
      amountCents: sale.amountCents,
      createdAt: sale.at,
      canceledAt: null,
    })),
  );

  const reviews = await seedReviewQueues(deps, reviewPhotos, {
    number: DEMO_VISA,
    expiration: expiryAhead(now),
    heldBy: DEMO_CUSTOMER.fullName,
  });

  return {
    customer: {
      id: userId,
      cpf: DEMO_CUSTOMER.cpf,
      fullName: DEMO_CUSTOMER.fullName,
      phone: `${DEMO_CUSTOMER.phone.areaCode}${DEMO_CUSTOMER.phone.number}`,
      pin: DEMO_CUSTOMER.pin,
    },
    places,
    terminals,
    cards,
    productCard: {
      placeName: DEMO_PRODUCT_CARD.placeName,
      balanceCents: DEMO_PRODUCT_CARD.balanceCents,
    },
    face,
    payments: {
      count,
      canceled: plan.filter((payment) => payment.canceledAt).length,
      from: plan[0]!.at,
      to: plan.at(-1)!.at,
    },
    portalShop: { id: portalShop.id, name: portalShop.name, sales: shopSales },
    reviews,
  };
}

async function placeWithTerminal(deps: DemoSeedDeps, demoPlace: DemoPlace) {
  const partner = await deps.partner(demoPlace.partnerSlug);
  const { place } = await deps.places.findOrCreatePlace({
    partnerId: partner.id,
    name: demoPlace.name,
    address: demoPlace.address,
    latitude: demoPlace.lat,
    longitude: demoPlace.lng,
  });
  const terminal = await tillAt(deps, place, partner.name, 'Caixa 1', demoPlace.requirePin);
  return { place, terminal };
}

async function tillAt(
  deps: DemoSeedDeps,
  place: { id: string; name: string },
  partnerName: string,
  name: string,
  requirePin: boolean,
): Promise<SeededTerminal> {
  const { terminal: row, key } = await deps.terminals.create(place.id, { name, requirePin });
  return {
    id: row.id,
    name: row.name,
    placeName: place.name,
    partnerName,
    requirePin: row.requirePin,
    key,
  };
}

/** How long a registration may take when the engine starts cold. */
const ENROL_TIMEOUT_MS = 120_000;

/**
 * The face service's set-face calls (the app's capture pair), waiting for each
 * analysis; the registration must end as asked (SUCCESS unless told otherwise).
 * A face meant to enrol answers the liveness challenge as the app does, with
 * the frames of its head turning to the side drawn (decision 064: one photo
 * alone waits for a person): the sandbox's customers have no camera, so the
 * turn is rendered from the photo (face-engine/testing/head-turn.ts).
 */
export function enrolFaceWith(app: App): EnrolFace {
  return async (customer, photos, options = {}) => {
    const outcome = options.outcome ?? 'SUCCESS';
    const { sid } = app.jwt.decode<{ sid: string }>(customer.token) ?? {};
    if (!sid) throw new Error('The demo customer has no session');
    // As the server does after listening: the models load before the first photo waits on them.
    await app.faceEngine.warmUp?.();
    const deadline = Date.now() + ENROL_TIMEOUT_MS;
    for (const [index, photo] of photos.entries()) {
      const liveness =
        index === 1
          ? outcome === 'SUCCESS' && !options.frames
            ? await answeredTurn(app, customer.id, photo)
            : { frames: options.frames?.map((frame) => frame.toString('base64')) }
          : {};
      let usage = await app.faceService.captureAndWait(
        customer.id,
        sid,
        faceCaptureBodySchema.parse({
          images: [photo.toString('base64')],
          usesGlasses: false,
          step: index + 1,
          ...(liveness.frames?.length ? liveness : {}),
        }),
      );
      while (usage.faceUsageIntentionState === 'PROCESSING' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        usage = await app.faceService.usage(customer.id, usage.faceUsageIntentionId);
      }
    }
    const user = await app.usersRepository.findById(customer.id);
    if (user?.faceStatus !== outcome) {
      throw new Error(
        `The demo face did not end ${outcome} (face status ${user?.faceStatus ?? 'none'})`,
      );
    }
  };
}

/** A challenge asked for the customer's liveness capture, and the frames of `photo`'s head turning as it asks. */
async function answeredTurn(
  app: App,
  customerId: string,
  photo: Buffer,
): Promise<{ frames: string[]; challengeId: string }> {
  const challenge = await app.faceService.challenge(customerId);
  // Landmarks only, for the rendered head's mesh: an engine of the seed's own, closed after.
  const engine = await OnnxFaceEngine.create();
  try {
    const landmarks = await engine.faceLandmarks(photo);
    if (!landmarks) throw new Error('The demo face photo shows no face');
    const frames = await headTurnCapture(
      photo,
      landmarks,
      CHALLENGE_MAX_FRAMES,
      challenge.action === 'turn-left' ? 1 : -1,
    );
    return {
      frames: frames.map((frame) => frame.toString('base64')),
      challengeId: challenge.challengeId,
    };
  } finally {
    await engine.close();
  }
}

/** The seed's dependencies from a built app (sandbox stage: the sandbox service exists). */
export function demoSeedDeps(
  app: App,
  options: { readPhoto: (file: string) => Buffer; enrolFace?: EnrolFace },
): DemoSeedDeps {
  const sandbox = app.config.sandbox;
  if (app.config.stage !== 'sandbox' || !sandbox || !app.hasDecorator('sandboxService')) {
    throw new Error('The demo seed needs STAGE=sandbox');
  }
  return {
    findCustomerByCpf: (cpf) => app.usersRepository.findByCpf(cpf),
    partner: (slug) => app.partnersService.partner(slug),
    places: app.terminalsRepository,
    terminals: app.terminalsService,
    createCustomer: (body) => app.sandboxService.createUser(body),
    enrolFace: options.enrolFace ?? enrolFaceWith(app),
    readPhoto: options.readPhoto,
    addCards: app.addCards,
    cardValidation: app.cardValidation,
    validationAmountCents: sandbox.randomAmountCents,
    transactions: createDemoTransactionsRepository(app.db, app.customerChanges),
    now: () => app.clock.now(),
  };
}
