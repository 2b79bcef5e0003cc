// The review queues of the sandbox demo (issue 26): a face like another
// customer's, a face whose liveness check could not tell, and a card already in
// another wallet, each waiting for a person in the console (/console/, role
// reviewer). Made through the app's own services, as the customers' apps would
// make them (demo-plan.ts DEMO_REVIEWS says who and with which photos).
import type { CreateSandboxUserBody } from '@rosto/contract/schemas/sandbox';
import { createSandboxUserBodySchema } from '@rosto/contract/schemas/sandbox';
import { addCreditCardBodySchema } from '@rosto/contract/schemas/payment-methods';
import { DEMO_REVIEWS } from './demo-plan';
import type { DemoSeedDeps } from './demo-seed';

type Pair = readonly [Buffer, Buffer];

/** The review customers' photos, read before anything is written. */
export interface DemoReviewPhotos {
  enrolled: Pair;
  lookAlike: Pair;
  unsureLiveness: Pair;
}

export function readDemoReviewPhotos(readPhoto: (file: string) => Buffer): DemoReviewPhotos {
  const pair = ([photo, liveness]: readonly [string, string]): Pair => [
    readPhoto(photo),
    readPhoto(liveness),
  ];
  return {
    enrolled: pair(DEMO_REVIEWS.enrolled.photos),
    lookAlike: pair(DEMO_REVIEWS.lookAlike.photos),
    unsureLiveness: pair(DEMO_REVIEWS.unsureLiveness.photos),
  };
}

/** What waits, as the seed's report prints it. */
export interface DemoReviews {
  faces: { id: string; fullName: string; why: string }[];
  cards: { id: string; fullName: string; why: string }[];
}

/** The card Carla adds: Joana's, so it waits as the same card in another wallet. */
export interface HeldCard {
  number: string;
  expiration: string;
  /** Whose wallet already holds it. */
  heldBy: string;
}

type Customer = (typeof DEMO_REVIEWS)[keyof typeof DEMO_REVIEWS];

async function createReviewCustomer(deps: DemoSeedDeps, customer: Customer) {
  const body: CreateSandboxUserBody = createSandboxUserBodySchema.parse({
    cpf: customer.cpf,
    fullName: customer.fullName,
    phone: customer.phone,
    mustRegisterFace: true,
    faceStatus: 'NOT_STARTED',
    biometricConsent: true,
  });
  const created = await deps.createCustomer(body);
  return { id: created.profile.id, token: created.token };
}

export async function seedReviewQueues(
  deps: DemoSeedDeps,
  photos: DemoReviewPhotos,
  card: HeldCard,
): Promise<DemoReviews> {
  const { enrolled, lookAlike, unsureLiveness } = DEMO_REVIEWS;
  const bruno = await createReviewCustomer(deps, enrolled);
  await deps.enrolFace(bruno, photos.enrolled);
  const carla = await createReviewCustomer(deps, lookAlike);
  await deps.enrolFace(carla, photos.lookAlike, { outcome: 'PROCESSING' });
  const leonardo = await createReviewCustomer(deps, unsureLiveness);
  // The liveness photo again as its burst: a face that does not move gives no evidence.
  await deps.enrolFace(leonardo, photos.unsureLiveness, {
    outcome: 'PROCESSING',
    frames: [photos.unsureLiveness[1], photos.unsureLiveness[1]],
  });
  const held = await deps.addCards.creditCard(
    carla.id,
    addCreditCardBodySchema.parse({
      name: lookAlike.cardHolder,
      number: card.number,
      expiration: card.expiration,
      cvc: '123',
      zipCode: '04538-132',
      alias: 'Visa',
    }),
  );
  return {
    faces: [
      { id: carla.id, fullName: lookAlike.fullName, why: `looks like ${enrolled.fullName}'s face` },
      {
        id: leonardo.id,
        fullName: unsureLiveness.fullName,
        why: 'liveness check unsure (a photo too small to judge, a still burst)',
      },
    ],
    cards: [
      {
        id: held.id,
        fullName: lookAlike.fullName,
        why: `Visa final ${card.number.slice(-4)}, the same card is in ${card.heldBy}'s wallet`,
      },
    ],
  };
}
