// What the sandbox demo seed makes (issue 11, "Sandbox seed"), as data and
// pure functions: the customer, the places and their terminals, the face
// photos, and the plan of a few months of payments. demo-seed.ts carries it
// out through the app's own services.
import { saoPauloDate } from '@rosto/contract/validators/sao-paulo-date';
import type { SharedFace } from '../../face-engine/testing/shared-faces';

/** The demo customer: a fixed CPF, so a second run finds her and refuses. */
export const DEMO_CUSTOMER = {
  cpf: '52998224725',
  fullName: 'Joana Lima Prado',
  /** As embossed on her Visa. */
  cardHolder: 'JOANA L PRADO',
  phone: { areaCode: '11', number: '987650123' },
  email: 'joana.prado@demo.rosto.dev',
  pin: '2580',
} as const;

export interface DemoPlace {
  partnerSlug: string;
  name: string;
  address: string;
  lat: number;
  lng: number;
  /** The terminal there asks for the PIN at every payment. */
  requirePin: boolean;
}

/** Real streets of São Paulo, so the receipt's map shows something familiar. */
export const DEMO_PLACES: readonly DemoPlace[] = [
  {
    partnerSlug: 'mercado-azul',
    name: 'Mercado Azul Paulista',
    address: 'Av. Paulista, 1578, Bela Vista, São Paulo - SP',
    lat: -23.5614,
    lng: -46.6559,
    requirePin: false,
  },
  {
    partnerSlug: 'mercado-azul',
    name: 'Mercado Azul Pinheiros',
    address: 'Rua dos Pinheiros, 870, Pinheiros, São Paulo - SP',
    lat: -23.5662,
    lng: -46.6863,
    requirePin: false,
  },
  {
    partnerSlug: 'padaria-sol',
    name: 'Padaria Sol Vila Madalena',
    address: 'Rua Harmonia, 123, Vila Madalena, São Paulo - SP',
    lat: -23.5535,
    lng: -46.6897,
    // One till that always asks, so the PIN pad can be tried at /terminal.
    requirePin: true,
  },
];

/**
 * The partner product card the customer holds (docs/spec/wallet-checklist.md's pre/post-paid card).
 */
export const DEMO_PRODUCT_CARD = {
  product: 'PADARIA_SOL',
  placeName: 'Padaria Sol Vila Madalena',
  balanceCents: 4_750,
} as const;

/**
 * The face photos (../shared/faces): a registration takes a pair (a photo, then
 * a liveness photo), and a third photo of the same person pays at /terminal.
 * These three are the ones the face tests know to register and to match
 * (test/face.ts, personA); a photo never used to enrol shows a real 1:N match.
 */
export const DEMO_FACE = {
  enrol: ['stock-emotions-a-1.jpg', 'stock-emotions-a-3.jpg'],
  atTerminal: 'stock-emotions-a-4.jpg',
} as const;

/**
 * The customers whose faces and card wait for a person in the console (issue
 * 26), so a tester finds the queues filled: Bruno, enrolled; Carla, the same
 * face (a look-alike of Bruno's account, decision 010), who also adds Joana's
 * Visa (the same card in another wallet, decision 030); Leonardo, whose
 * liveness photo is too small to judge and whose burst stands still (decision
 * 037). Photos of ../shared/faces, a capture pair each (photo, liveness photo).
 */
export const DEMO_REVIEWS = {
  enrolled: {
    cpf: '31840762535',
    fullName: 'Bruno Alves Costa',
    phone: { areaCode: '11', number: '987650124' },
    photos: ['stock-emotions-b-8.jpg', 'stock-emotions-b-2.jpg'],
  },
  lookAlike: {
    cpf: '46029187350',
    fullName: 'Carla Dias Souza',
    phone: { areaCode: '11', number: '987650125' },
    photos: ['stock-emotions-b-2.jpg', 'stock-emotions-b-8.jpg'],
    cardHolder: 'CARLA D SOUZA',
  },
  unsureLiveness: {
    cpf: '70518394204',
    fullName: 'Leonardo Prado Lima',
    phone: { areaCode: '11', number: '987650126' },
    photos: ['small-leonard-1.jpg', 'small-leonard-2.jpg'],
  },
} as const;

export interface DemoFace {
  identity: string;
  enrol: readonly [string, string];
  atTerminal: string;
}

/** DEMO_FACE checked against the manifest: three photos of one person, one face each. */
export function pickDemoFace(manifest: readonly SharedFace[]): DemoFace {
  const files = [...DEMO_FACE.enrol, DEMO_FACE.atTerminal];
  const entries = files.map((file) => manifest.find((image) => image.file === file));
  const identity = entries[0]?.identity;
  const usable = entries.every(
    (entry) => entry !== undefined && entry.faces === 1 && entry.identity === identity,
  );
  if (!identity || !usable) {
    throw new Error(
      `The face manifest no longer lists ${files.join(', ')} as one person with one face each`,
    );
  }
  return { identity, enrol: DEMO_FACE.enrol, atTerminal: DEMO_FACE.atTerminal };
}

export interface PlannedPayment {
  /** Index into the places. */
  place: number;
  /** Index into the customer's payable cards. */
  card: number;
  amountCents: number;
  at: Date;
  /** Set for a payment the shop canceled (refunded) the same day. */
  canceledAt: Date | null;
}

export interface PaymentPlanInput {
  now: Date;
  places: number;
  cards: number;
  /** How many payments (default 64). */
  count?: number;
  /** The oldest is this many São Paulo days before today (default 90). */
  days?: number;
  /** The same seed gives the same plan. */
  seed?: number;
}

/** Opening hours of the demo shops, São Paulo time: 08:00 to 19:59. */
export const BUSINESS_HOURS = { from: 8, to: 20 } as const;

/** Indices of the payments canceled by the shop. */
const CANCELED = [9, 41];

/**
 * Brazil has kept no daylight saving time since 2019: São Paulo is UTC−3 all
 * year, so a local hour is that hour plus three in UTC.
 */
const SAO_PAULO_OFFSET_HOURS = 3;

/** A small seeded generator (mulberry32): the plan is reproducible, tests included. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Payments spread evenly from `days` São Paulo days ago to yesterday (today is
 * left to the payments made at /terminal), at shop hours, oldest first. The
 * amounts are everyday ones, R$ 4,00 to R$ 189,90, under the R$ 200 PIN limit.
 */
export function planDemoPayments(input: PaymentPlanInput): PlannedPayment[] {
  const count = input.count ?? 64;
  const days = input.days ?? 90;
  if (count < 2 || days < 1 || input.places < 1 || input.cards < 1) {
    throw new Error('A payment plan needs two payments, a day, a place and a card');
  }
  const random = seededRandom(input.seed ?? 11);
  const pick = (size: number) => Math.min(size - 1, Math.floor(random() * size));
  const today = saoPauloDate(input.now);
  const plan: PlannedPayment[] = [];
  for (let i = 0; i < count; i += 1) {
    const daysAgo = days - Math.round((i * (days - 1)) / (count - 1));
    const hour = BUSINESS_HOURS.from + pick(BUSINESS_HOURS.to - BUSINESS_HOURS.from);
    const minute = pick(60);
    const at = new Date(
      Date.UTC(
        today.year,
        today.month - 1,
        today.day - daysAgo,
        hour + SAO_PAULO_OFFSET_HOURS,
        minute,
        pick(60),
      ),
    );
    // Whole reais and ",90" prices, as shops price things.
    const reais = 4 + pick(186);
    const amountCents = reais * 100 + (random() < 0.6 ? 90 : 0);
    plan.push({
      place: pick(input.places),
      card: pick(input.cards),
      amountCents,
      at,
      canceledAt: CANCELED.includes(i) ? new Date(at.getTime() + (5 + pick(20)) * 60_000) : null,
    });
  }
  return plan;
}

/** The shop whose portal the demo fills with recent sales on two tills (issue 27). */
export const DEMO_PORTAL_SHOP = DEMO_PLACES[0]!.name;

export interface PlannedShopSale {
  /** Index into the shop's terminals. */
  terminal: number;
  /** Index into the customer's payable cards. */
  card: number;
  amountCents: number;
  at: Date;
}

/**
 * A few days of a shop's sales for its portal: 3 to 6 a day at shop hours on
 * the days before today, and 4 today spread over the hours before `now`
 * (whenever the seed runs, so today's list is never empty), each till used.
 */
export function planShopSales(input: {
  now: Date;
  terminals: number;
  cards: number;
  days?: number;
  seed?: number;
}): PlannedShopSale[] {
  const days = input.days ?? 5;
  const random = seededRandom(input.seed ?? 27);
  const pick = (size: number) => Math.min(size - 1, Math.floor(random() * size));
  const today = saoPauloDate(input.now);
  const amount = () => (4 + pick(120)) * 100 + (random() < 0.6 ? 90 : 0);
  const sales: PlannedShopSale[] = [];
  for (let daysAgo = days; daysAgo >= 1; daysAgo -= 1) {
    const count = 3 + pick(4);
    for (let i = 0; i < count; i += 1) {
      const hour = BUSINESS_HOURS.from + pick(BUSINESS_HOURS.to - BUSINESS_HOURS.from);
      sales.push({
        terminal: i % input.terminals,
        card: pick(input.cards),
        amountCents: amount(),
        at: new Date(
          Date.UTC(
            today.year,
            today.month - 1,
            today.day - daysAgo,
            hour + SAO_PAULO_OFFSET_HOURS,
            pick(60),
            pick(60),
          ),
        ),
      });
    }
  }
  // Today: four sales in the last hours before now (at most 8 h back, never before midnight).
  const midnight = Date.UTC(today.year, today.month - 1, today.day, SAO_PAULO_OFFSET_HOURS);
  const from = Math.max(midnight, input.now.getTime() - 8 * 60 * 60 * 1000);
  const span = input.now.getTime() - 60_000 - from;
  for (let i = 0; i < 4; i += 1) {
    sales.push({
      terminal: i % input.terminals,
      card: 0,
      amountCents: amount(),
      at: new Date(from + Math.floor((span * (i + 1)) / 5)),
    });
  }
  return sales.sort((a, b) => a.at.getTime() - b.at.getTime());
}
