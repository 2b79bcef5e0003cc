// Database tables (Drizzle). `npm run db:generate -w @rosto/api` turns changes
// here into SQL under ./migrations; the same SQL runs on PGlite and PostgreSQL,
// so nothing here may need an extension (pgvector, where the server has it, is
// added to face_templates by migrate.ts).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ErrorCode, Locale } from '@rosto/contract/errors';
import type { PartnerOptions } from '@rosto/contract/schemas/partner';
import type { OutboxChannel } from '@rosto/contract/schemas/sandbox';
import type { ChallengeAction, FaceUsageIntentionState } from '@rosto/contract/schemas/face';
import type { RegisterDeviceInfo } from '@rosto/contract/schemas/entrance';
import type { ApprovalStatus, FaceStatus } from '@rosto/contract/schemas/user';
import type {
  AuthorizerId,
  CardStatus,
  PaymentMethodType,
  StoreCardMetadata,
} from '@rosto/contract/schemas/payment-methods';
import type { TerminalPaymentState } from '@rosto/contract/schemas/terminal-payments';
import type { TransactionStatus } from '@rosto/contract/schemas/transactions';
import type { WebhookEventType } from '@rosto/contract/schemas/shop-portal';
import type { CardBrand } from '@rosto/contract/validators/card-number';
import type { OperatorRole, ShopRole } from '@rosto/contract/operator-roles';
import type { BurstAnalysis } from '../face-engine/burst';
import type { ChallengeCheck } from '../face-engine/challenge';
import type { LivenessScores } from '../face-engine/liveness';

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const partners = pgTable('partners', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: varchar('slug', { length: 63 }).notNull().unique(),
  name: text('name').notNull(),
  options: jsonb('options').$type<PartnerOptions>().notNull(),
  /** Same-origin path of the partner's logo (an SVG the web app serves), or null. */
  logoUrl: text('logo_url'),
  placeIds: text('place_ids')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: createdAt(),
});

export const termsOfUse = pgTable(
  'terms_of_use',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locale: varchar('locale', { length: 8 }).notNull(),
    version: varchar('version', { length: 32 }).notNull(),
    html: text('html').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [uniqueIndex('terms_of_use_locale_version_key').on(table.locale, table.version)],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the account is deleted (decision 025): only `deleted_cpf_hash` remains. */
    cpf: varchar('cpf', { length: 11 }).unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    emailValidated: boolean('email_validated').notNull().default(false),
    phoneNumber: varchar('phone_number', { length: 11 }),
    phoneCountry: varchar('phone_country', { length: 2 }).notNull().default('BR'),
    phoneConfirmed: boolean('phone_confirmed').notNull().default(false),
    blocked: boolean('blocked').notNull().default(false),
    deleted: boolean('deleted').notNull().default(false),
    usesGlasses: boolean('uses_glasses').notNull().default(false),
    mustRegisterFace: boolean('must_register_face').notNull().default(true),
    faceStatus: text('face_status').$type<FaceStatus>(),
    scoreStatus: text('score_status').$type<ApprovalStatus>(),
    allowAddPaymentStatus: text('allow_add_payment_status').$type<ApprovalStatus>(),
    getPaymentStatus: text('get_payment_status').$type<ApprovalStatus>(),
    pinHash: text('pin_hash'),
    /** Wrong PINs in a row, wherever the PIN is checked; at 5 the PIN is locked until a reset. */
    pinFailures: integer('pin_failures').notNull().default(0),
    partnerId: uuid('partner_id').references(() => partners.id, { onDelete: 'set null' }),
    /** Registered through a partner (private label). */
    privateLabelEnabled: boolean('private_label_enabled').notNull().default(false),
    /** Face encodings exist at the partner; set by the face engine. */
    privateLabelHasEncodings: boolean('private_label_has_encodings').notNull().default(false),
    optInAt: moment('opt_in_at'),
    optInBy: text('opt_in_by'),
    /**
     * Whether the name registered with is the CPF holder's at the Receita
     * Federal (issue 30): false holds the account for a person to look at;
     * null when the register gave no name (sandbox, demo).
     */
    cpfHolderNameMatches: boolean('cpf_holder_name_matches'),
    /**
     * The holder's name in the Receita Federal's register, kept only when it is
     * not the name registered with: the reviewer compares the two (decision 080).
     */
    cpfHolderName: text('cpf_holder_name'),
    /** When the customer deleted the account (self-service, decision 025). */
    deletedAt: moment('deleted_at'),
    /**
     * HMAC of a deleted account's CPF: signing in with it answers USER_DELETED
     * until the person registers again (then it is cleared).
     */
    deletedCpfHash: varchar('deleted_cpf_hash', { length: 64 }),
    /** Above this amount a face payment always asks the PIN; 0: always (decision 036). */
    pinAboveCents: integer('pin_above_cents').notNull().default(20_000),
    /** Face payments of a São Paulo day add up to at most this; null: no limit (decision 036). */
    dailyLimitCents: integer('daily_limit_cents').default(100_000),
    /** Set while the customer has paused paying by face (decision 036). */
    facePaymentsPausedAt: moment('face_payments_paused_at'),
    /**
     * The language of the SMS, calls and e-mails sent to the customer (decision
     * 042): the app's, recorded at registration, sign-in and each switch.
     */
    language: varchar('language', { length: 5 }).$type<Locale>().notNull().default('pt-BR'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    // One confirmed phone belongs to one account; unconfirmed numbers may repeat.
    uniqueIndex('users_confirmed_phone_number_key')
      .on(table.phoneNumber)
      .where(sql`${table.phoneConfirmed}`),
    index('users_deleted_cpf_hash_idx').on(table.deletedCpfHash),
    check('users_language_check', sql`${table.language} in ('pt-BR', 'en')`),
  ],
);

/**
 * A registration in progress (docs/spec/account-checklist.md §4: start, set phone, confirm phone,
 * set e-mail, finish). Bound to the device that started it; lives one hour.
 */
export const registerIntentions = pgTable(
  'register_intentions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deviceUuid: uuid('device_uuid').notNull(),
    /**
     * The personal data below is the registration's working copy: erased when
     * it finishes (the account keeps its own) or expires (issue 30).
     */
    cpf: varchar('cpf', { length: 11 }),
    fullName: text('full_name'),
    timezone: varchar('timezone', { length: 64 }).notNull(),
    partnerId: uuid('partner_id').references(() => partners.id, { onDelete: 'set null' }),
    optInAt: moment('opt_in_at'),
    optInBy: text('opt_in_by'),
    termsAcceptedAt: moment('terms_accepted_at').notNull(),
    phoneNumber: varchar('phone_number', { length: 11 }),
    phoneConfirmedAt: moment('phone_confirmed_at'),
    email: text('email'),
    /**
     * The device the registration started on, as the app described it
     * (docs/spec/account-checklist.md §7 "extra device info"): platform, version, name, user agent.
     */
    deviceInfo: jsonb('device_info').$type<RegisterDeviceInfo>(),
    /**
     * Whether the typed name is the CPF holder's in the Receita Federal's
     * register (issue 30); null when the register gave no name.
     */
    cpfHolderNameMatches: boolean('cpf_holder_name_matches'),
    /** The holder's name when it is not the typed one; erased at finish, with the rest. */
    cpfHolderName: text('cpf_holder_name'),
    /** Set by finish, with the user it created. */
    finishedAt: moment('finished_at'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: moment('created_at').notNull(),
    expiresAt: moment('expires_at').notNull(),
  },
  (table) => [index('register_intentions_cpf_idx').on(table.cpf)],
);

/** A sign-in in progress: login start sends a code, confirm-phone turns it into a session. */
export const loginIntentions = pgTable(
  'login_intentions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deviceUuid: uuid('device_uuid').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    confirmedAt: moment('confirmed_at'),
    createdAt: moment('created_at').notNull(),
    expiresAt: moment('expires_at').notNull(),
  },
  (table) => [index('login_intentions_user_id_device_uuid_idx').on(table.userId, table.deviceUuid)],
);

/**
 * A `login/start` answered for a CPF with no account (decision 078): the
 * device and a keyed hash of its network, never the CPF or the address.
 * Kept a day (data-retention).
 */
export const loginMisses = pgTable(
  'login_misses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deviceUuid: uuid('device_uuid').notNull(),
    /** Keyed hash of the requester's /24 (IPv4) or /48 (IPv6) network, as phone_codes keeps it. */
    networkHash: varchar('network_hash', { length: 64 }),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [
    index('login_misses_device_uuid_created_at_idx').on(table.deviceUuid, table.createdAt),
    index('login_misses_network_hash_created_at_idx').on(table.networkHash, table.createdAt),
    index('login_misses_created_at_idx').on(table.createdAt),
  ],
);

/**
 * A signed-in session (decision 016): the session token names its row (`sid`),
 * and every signed-in request checks it is neither revoked, expired nor idle.
 * `last_seen_at` moves at most once a minute.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The device that signed in, when the flow knows it (login, registration). */
    deviceUuid: uuid('device_uuid'),
    createdAt: moment('created_at').notNull(),
    lastSeenAt: moment('last_seen_at').notNull(),
    expiresAt: moment('expires_at').notNull(),
    revokedAt: moment('revoked_at'),
  },
  // The per-request lookup is by primary key; this one serves "end every session of a user".
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/**
 * One-time codes sent by SMS or voice call. Only an HMAC of the code is kept;
 * a code serves only its intention, and only the newest code of an intention counts.
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: varchar('purpose', { length: 16 })
      .$type<'register' | 'login' | 'face_step_up' | 'account_delete' | 'senff_card'>()
      .notNull(),
    intentionId: uuid('intention_id').notNull(),
    phoneNumber: varchar('phone_number', { length: 11 }).notNull(),
    deviceUuid: uuid('device_uuid').notNull(),
    /** Keyed hash of the requester's /24 (IPv4) or /48 (IPv6) network, never the address. */
    networkHash: varchar('network_hash', { length: 64 }),
    channel: varchar('channel', { length: 8 }).$type<'sms' | 'voice'>().notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: moment('created_at').notNull(),
    expiresAt: moment('expires_at').notNull(),
    consumedAt: moment('consumed_at'),
  },
  (table) => [
    index('phone_codes_intention_idx').on(table.purpose, table.intentionId, table.createdAt),
    index('phone_codes_phone_number_created_at_idx').on(table.phoneNumber, table.createdAt),
    index('phone_codes_device_uuid_created_at_idx').on(table.deviceUuid, table.createdAt),
    index('phone_codes_network_hash_created_at_idx').on(table.networkHash, table.createdAt),
  ],
);

/** E-mail confirmation links: only the SHA-256 of the token is kept, bound to a user and address. */
export const emailValidationTokens = pgTable(
  'email_validation_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: moment('created_at').notNull(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    /** Wrong CPFs typed on this link; at EMAIL_LINK_CPF_TRIES the link is spent. */
    cpfFailures: integer('cpf_failures').notNull().default(0),
  },
  (table) => [
    index('email_validation_tokens_user_id_created_at_idx').on(table.userId, table.createdAt),
  ],
);

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // No foreign key: events are an append-only log that outlives account removal.
    userId: uuid('user_id'),
    anonymous: boolean('anonymous').notNull(),
    eventName: text('event_name').notNull(),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    index('analytics_events_received_at_idx').on(table.receivedAt),
    index('analytics_events_user_id_idx').on(table.userId),
  ],
);

export const sandboxOutbox = pgTable(
  'sandbox_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: varchar('channel', { length: 16 }).$type<OutboxChannel>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    // clock_timestamp(), not now(): two messages sent in one transaction still get an order.
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [
    index('sandbox_outbox_recipient_created_at_idx').on(table.recipient, table.createdAt),
    index('sandbox_outbox_created_at_idx').on(table.createdAt),
  ],
);

// --- face (docs/spec/account-checklist.md §3 "Face usage", §4 face outcomes) -------------------

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers Uint8Array, node-postgres Buffer: one type for the code above.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** The capture the server expects next while an intention is CAPTURING. */
export interface NextCapture {
  step: 1 | 2;
  usesGlasses: boolean;
}

/** A refusal kept on the intention, answered by polling as an error. */
export interface FaceRefusal {
  code: ErrorCode;
  additionalData?: Record<string, unknown>;
}

/**
 * One face registration: captures (step 1 photo, step 2 liveness photo; glasses
 * wearers twice), each analysed by a job, until a final outcome.
 */
export const faceUsageIntentions = pgTable(
  'face_usage_intentions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: varchar('state', { length: 16 }).$type<FaceUsageIntentionState>().notNull(),
    outcome: text('outcome').$type<FaceStatus>(),
    wearsGlasses: boolean('wears_glasses').notNull().default(false),
    withGlassesRegistered: boolean('with_glasses_registered').notNull().default(false),
    withoutGlassesRegistered: boolean('without_glasses_registered').notNull().default(false),
    nextCapture: jsonb('next_capture').$type<NextCapture>(),
    refusal: jsonb('refusal').$type<FaceRefusal>(),
    /** The accepted step-1 photo of the capture pair in progress (encrypted) and its embedding. */
    pendingImage: bytea('pending_image'),
    pendingEmbedding: bytea('pending_embedding'),
    /** dlib's 128-d descriptor of the same photo (descriptorToBytes). */
    pendingDescriptor: bytea('pending_descriptor'),
    /** The confirmed step-up (decision 023) a replacement of an enrolled face runs under. */
    stepUpId: uuid('step_up_id').references(() => faceStepUps.id, { onDelete: 'set null' }),
    pendingBox: jsonb('pending_box').$type<{
      x: number;
      y: number;
      width: number;
      height: number;
    }>(),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (table) => [
    index('face_usage_intentions_user_id_created_at_idx').on(table.userId, table.createdAt),
    // One registration in progress per user, even when two captures arrive at once.
    uniqueIndex('face_usage_intentions_open_user_key')
      .on(table.userId)
      .where(sql`${table.state} <> 'FINISHED'`),
  ],
);

/**
 * Durable queue of photo analyses. Any API instance claims a job with
 * FOR UPDATE SKIP LOCKED and holds it by a lease; a job whose lease ran out
 * (its process died) is claimed again.
 */
export const faceJobs = pgTable(
  'face_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    intentionId: uuid('intention_id')
      .notNull()
      .references(() => faceUsageIntentions.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).$type<'capture' | 'enroll'>().notNull(),
    step: integer('step').$type<1 | 2>().notNull(),
    usesGlasses: boolean('uses_glasses').notNull(),
    /** AES-256-GCM; cleared when the job ends. */
    image: bytea('image'),
    /**
     * The capture's burst frames (decision 038): AES-256-GCM of a JSON array of
     * base64 JPEGs; null without a burst; cleared when the job ends.
     */
    frames: bytea('frames'),
    /**
     * The liveness challenge the capture's frames answer (decision 062), used
     * up when the photo was queued: its action travels with the job, and the
     * job records what the frames showed on it.
     */
    challengeId: uuid('challenge_id').references(() => faceChallenges.id, {
      onDelete: 'set null',
    }),
    challengeAction: varchar('challenge_action', { length: 16 }).$type<ChallengeAction>(),
    status: varchar('status', { length: 16 })
      .$type<'queued' | 'running' | 'done' | 'failed'>()
      .notNull(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: moment('locked_until'),
    /** The request that queued it: the job's logs carry its id (plugins/app/request-context.ts). */
    requestId: varchar('request_id', { length: 128 }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`clock_timestamp()`),
    finishedAt: moment('finished_at'),
  },
  (table) => [index('face_jobs_status_created_at_idx').on(table.status, table.createdAt)],
);

/**
 * Enrolled faces: one active template per user and glasses state. `seq` only
 * grows, so an in-process search index can catch up with new rows cheaply.
 */
export const faceTemplates = pgTable(
  'face_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    usesGlasses: boolean('uses_glasses').notNull(),
    /** The registration that saved it (null on rows saved before this column). */
    intentionId: uuid('intention_id').references(() => faceUsageIntentions.id, {
      onDelete: 'set null',
    }),
    /** 512 float32, unit length (embeddingToBytes). */
    embedding: bytea('embedding').notNull(),
    /**
     * The embedding's 64-byte sign code (face-engine/search-index.ts `signCode`),
     * what the in-process 1:N index holds in memory and loads at start without
     * reading the embeddings (decision 044). Written at enrolment; null on rows
     * saved before this column, which the index fills in when it first reads them.
     * Migration 0025 also adds, by hand, the covering index the codes load from
     * (`face_templates_code_idx`: seq INCLUDE embedding_code, where active) and
     * keeps embeddings in the row (toast_tuple_target 4080).
     */
    embeddingCode: bytea('embedding_code'),
    /**
     * dlib's 128 float32 descriptor (descriptorToBytes), fused with `embedding` when
     * comparing faces. Null on templates saved before the fusion (decision 012):
     * those compare by `embedding` alone.
     */
    descriptor: bytea('descriptor'),
    /** The enrolment photo, AES-256-GCM. */
    image: bytea('image').notNull(),
    /** The profile's face crops (JSON of base64 JPEGs by FACEBOX_* name), AES-256-GCM. */
    pictures: bytea('pictures'),
    /** The face in the upright photo, as fractions of its width and height. */
    faceBox: jsonb('face_box')
      .$type<{ x: number; y: number; width: number; height: number }>()
      .notNull(),
    livenessScore: real('liveness_score').notNull(),
    active: boolean('active').notNull().default(true),
    /** When a newer face replaced it; the retention purge deletes it 180 days later (decision 029). */
    retiredAt: moment('retired_at'),
    /**
     * A replacement that did not look like the face it replaces (decision 023):
     * inactive until an operator approves it; rejected ones are deleted.
     */
    awaitingReview: boolean('awaiting_review').notNull().default(false),
    /**
     * Why it awaits review: a replacement unlike the old face (null on rows from
     * before this column), or a liveness check that could not tell (decision 037).
     */
    reviewReason: text('review_reason').$type<'replacement' | 'liveness'>(),
    /** The fused score against the closest face it replaces, for the reviewer. */
    previousFaceScore: real('previous_face_score'),
    // --- what a reviewer sees (issue 26, decision 051) ---
    /**
     * The capture pair's liveness photo (AES-256-GCM), kept only while the face
     * waits for a person's review (awaiting it, or like another account's);
     * cleared when the review ends or the face is retired.
     */
    livenessPhoto: bytea('liveness_photo'),
    /** That photo's burst frames, sealed as the face job holds them; same lifetime. */
    burstFrames: bytea('burst_frames'),
    /** Each liveness model's score and what the burst showed; null on faces saved before 0028. */
    livenessDetail: jsonb('liveness_detail').$type<{
      models: LivenessScores;
      burst: BurstAnalysis | null;
      /** What the liveness challenge's turn showed (decision 062); absent before it, null without one. */
      challenge?: ChallengeCheck | null;
    }>(),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('face_templates_active_user_glasses_key')
      .on(table.userId, table.usesGlasses)
      .where(sql`${table.active}`),
  ],
);

/** Another user's face looked like this one at enrolment: a person reviews; accounts are never merged. */
export const faceDuplicateFlags = pgTable(
  'face_duplicate_flags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    otherUserId: uuid('other_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    similarity: real('similarity').notNull(),
    createdAt: moment('created_at').notNull(),
    reviewedAt: moment('reviewed_at'),
  },
  (table) => [index('face_duplicate_flags_user_id_idx').on(table.userId)],
);

/** Failed liveness checks; enough of them within a window block new captures for some days. */
export const faceLivenessFailures = pgTable(
  'face_liveness_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    score: real('score').notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [
    index('face_liveness_failures_user_id_created_at_idx').on(table.userId, table.createdAt),
  ],
);

/**
 * Consents to biometric processing (LGPD art. 11, I), each acceptance with the
 * terms version then in force. Kept after an account is deleted: the proof that
 * the processing had a legal basis (LGPD art. 16, 37).
 */
export const biometricConsents = pgTable(
  'biometric_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    givenAt: moment('given_at').notNull(),
    termsVersion: varchar('terms_version', { length: 32 }),
  },
  (table) => [index('biometric_consents_user_id_idx').on(table.userId, table.givenAt)],
);

/** Each change of a user's e-mail address, for the user's data export (issue 9). */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    changedAt: moment('changed_at').notNull(),
  },
  (table) => [index('email_changes_user_id_idx').on(table.userId, table.changedAt)],
);

/** PIN resets (a new PIN by SMS), counted for the hourly cap per user. */
export const pinResets = pgTable(
  'pin_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [index('pin_resets_user_id_created_at_idx').on(table.userId, table.createdAt)],
);

/**
 * Confirmations before replacing an enrolled face (decision 023): the PIN was
 * checked when the row was made, the SMS code confirms it; bound to one user and
 * one session, good for captures until `expires_at`, used up by the replacement.
 */
export const faceStepUps = pgTable(
  'face_step_ups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    deviceUuid: uuid('device_uuid').notNull(),
    /** Whether a PIN was checked (false: the user has none, the SMS code alone). */
    pinChecked: boolean('pin_checked').notNull(),
    createdAt: moment('created_at').notNull(),
    /** Ten minutes after the PIN: the code and every capture must come before. */
    expiresAt: moment('expires_at').notNull(),
    confirmedAt: moment('confirmed_at'),
    usedAt: moment('used_at'),
  },
  (table) => [index('face_step_ups_user_id_idx').on(table.userId, table.createdAt)],
);

/**
 * Native face SDK sessions opened by set-face/handshake (decision 022): bound to
 * a user, short-lived, used by one set-face/enroll. Only the SHA-256 of the
 * session token is kept.
 */
export const faceSdkSessions = pgTable(
  'face_sdk_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: moment('created_at').notNull(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
  },
  (table) => [index('face_sdk_sessions_user_id_idx').on(table.userId)],
);

/**
 * The context of a help request behind the opaque reference a ticket carries
 * instead of personal data (decision 020); read by the help desk until it expires.
 */
export const supportReferences = pgTable(
  'support_references',
  {
    /** The reference without hyphens: 20 characters of Crockford's base32 (100 random bits). */
    id: varchar('id', { length: 20 }).primaryKey(),
    /** cpf, lastFour, phone, code, userAgent: what the ticket's text used to hold. */
    context: jsonb('context').$type<Record<string, string>>().notNull(),
    createdAt: moment('created_at').notNull(),
    expiresAt: moment('expires_at').notNull(),
  },
  (table) => [index('support_references_expires_at_idx').on(table.expiresAt)],
);

// --- wallet (docs/spec/wallet-checklist.md §3, decision 030) -------------------------------------

/**
 * The cards of a customer's wallet. Never the card number nor the CVV: the
 * gateway's token stands for the card, `numberHash` (HMAC-SHA256 under
 * CARD_NUMBER_HMAC_KEY) finds the same card twice. A deleted card keeps its row
 * (payments point at it) without its token.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 64 }).$type<PaymentMethodType>().notNull(),
    authorizer: varchar('authorizer', { length: 32 }).$type<AuthorizerId>().notNull(),
    brand: varchar('brand', { length: 32 }).$type<CardBrand>(),
    lastFour: varchar('last_four', { length: 4 }),
    expiryMonth: integer('expiry_month'),
    expiryYear: integer('expiry_year'),
    holderName: text('holder_name'),
    alias: text('alias'),
    zipCode: varchar('zip_code', { length: 8 }),
    cardToken: text('card_token'),
    numberHash: varchar('number_hash', { length: 64 }),
    status: varchar('status', { length: 32 }).$type<CardStatus>().notNull(),
    validated: boolean('validated').notNull().default(false),
    validationEnabled: boolean('validation_enabled').notNull().default(true),
    validationMissingData: varchar('validation_missing_data', { length: 8 }).$type<'CVV' | 'ALL'>(),
    /** Wrong amounts or codes so far; the app's own count is never trusted. */
    validationTries: integer('validation_tries').notNull().default(0),
    /** Rows saved before decision 075 have no `issuerColor`. */
    metadata: jsonb('metadata').$type<
      Omit<StoreCardMetadata, 'issuerColor'> & Partial<Pick<StoreCardMetadata, 'issuerColor'>>
    >(),
    /** The place product of a pre/post-paid card. */
    product: varchar('product', { length: 64 }),
    isDependent: boolean('is_dependent').notNull().default(false),
    titularName: text('titular_name'),
    balanceCents: integer('balance_cents'),
    showOnAppUser: boolean('show_on_app_user').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    deletedAt: moment('deleted_at'),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (table) => [
    index('payment_methods_user_id_created_at_idx').on(table.userId, table.createdAt),
    // One live copy of a card per wallet, even under concurrent adds.
    uniqueIndex('payment_methods_user_number_key')
      .on(table.userId, table.numberHash)
      .where(sql`${table.deletedAt} is null and ${table.numberHash} is not null`),
    index('payment_methods_number_hash_idx').on(table.numberHash),
  ],
);

/** The small charges that validate a card, and their refunds (decision 030). */
export const cardValidationCharges = pgTable(
  'card_validation_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentMethodId: uuid('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    gatewayPaymentId: text('gateway_payment_id'),
    /**
     * `unknown`: the gateway gave no answer, or a sale still in progress
     * (Status 0 or 12): the next start looks it up by the card's order id
     * before charging again (decision 052).
     */
    status: varchar('status', { length: 16 }).$type<'charged' | 'declined' | 'unknown'>().notNull(),
    createdAt: moment('created_at').notNull(),
    refundedAt: moment('refunded_at'),
    /** The last refund try that failed (the sweep tries again). */
    refundFailedAt: moment('refund_failed_at'),
  },
  (table) => [
    // At most one charge waiting for its amount per card.
    uniqueIndex('card_validation_charges_open_key')
      .on(table.paymentMethodId)
      .where(sql`${table.status} = 'charged' and ${table.refundedAt} is null`),
  ],
);

/** Every add that reached a gateway or issuer: the card-testing limit counts them. */
export const paymentMethodAddAttempts = pgTable(
  'payment_method_add_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [index('payment_method_add_attempts_user_idx').on(table.userId, table.createdAt)],
);

/** Top-ups and purchases of a pre/post-paid card (GET user/credits). */
export const cardCredits = pgTable(
  'card_credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentMethodId: uuid('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id, { onDelete: 'cascade' }),
    canceled: boolean('canceled').notNull().default(false),
    addedCreditCents: integer('added_credit_cents').notNull().default(0),
    totalPriceCents: integer('total_price_cents').notNull().default(0),
    client: text('client'),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [index('card_credits_payment_method_idx').on(table.paymentMethodId, table.createdAt)],
);

// --- payments (docs/spec/wallet-checklist.md §3 Transaction, issue 11, decision 032) -------------

/** One opening period of a week, as Google describes them: day 0 is Sunday, times "HHMM". */
export interface OpeningPeriod {
  open: { day: number; time: string };
  close?: { day: number; time: string };
}

/**
 * A partner's shop. Its location is ours (the receipt's map reads it from here);
 * a place without coordinates has no map. `google_place_id` only fills the
 * spec's field. Names are unique per partner: the terminal command finds a
 * place by them.
 */
export const places = pgTable(
  'places',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    name: text('name').notNull(),
    address: text('address'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    googlePlaceId: text('google_place_id'),
    openingHours: jsonb('opening_hours').$type<OpeningPeriod[]>(),
    /**
     * The shop's CNPJ for its receipts, 14 digits without the mask (issue 26:
     * the console's shops). Null on places made before it or by the terminal
     * command, which does not ask for one.
     */
    cnpj: varchar('cnpj', { length: 14 }),
    /**
     * The shop's short name in commands and the portal (`npm run
     * shop:user:create -- --shop SLUG`): lower-case letters, digits and
     * hyphens, made from the name when the place is made and kept when it is
     * renamed (issue 27, decision 053).
     */
    slug: varchar('slug', { length: 64 }).notNull().unique(),
    /** The largest payment its terminals may take, set by the operator (issue 27). */
    maxAmountCents: integer('max_amount_cents').notNull().default(500_000),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('places_partner_id_name_key').on(table.partnerId, table.name),
    check('places_slug_check', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('places_max_amount_cents_check', sql`${table.maxAmountCents} between 1 and 100000000`),
    check('places_cnpj_digits_check', sql`${table.cnpj} ~ '^[0-9]{14}$'`),
    // Both coordinates or neither, each on the globe.
    check(
      'places_location_check',
      sql`(${table.latitude} is null) = (${table.longitude} is null)
        and (${table.latitude} is null or ${table.latitude} between -90 and 90)
        and (${table.longitude} is null or ${table.longitude} between -180 and 180)`,
    ),
  ],
);

/**
 * A till at a place. Its API key is shown once when it is made; only the
 * SHA-256 of the key is kept (a 256-bit random key needs no slow hash:
 * decision 032) and 8 characters of it to recognise the key in lists.
 */
export const terminals = pgTable(
  'terminals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    keyHash: varchar('key_hash', { length: 64 }).notNull().unique(),
    keyPrefix: varchar('key_prefix', { length: 8 }).notNull(),
    /** The PIN is asked at every payment here, whatever the face and the amount. */
    requirePin: boolean('require_pin').notNull().default(false),
    revokedAt: moment('revoked_at'),
    createdAt: createdAt(),
    lastUsedAt: moment('last_used_at'),
  },
  (table) => [index('terminals_place_id_idx').on(table.placeId)],
);

/**
 * Payments as the customer sees them: SUCCESS, or CANCELED with `canceled_at`.
 * `user_id` becomes null when the customer deletes the account (the payment
 * stays for the legal period, naming nobody: decision 032); the card's row may go
 * the same way. The index serves the keyset paging of GET user/transactions.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id),
    terminalId: uuid('terminal_id').references(() => terminals.id, { onDelete: 'set null' }),
    paymentMethodId: uuid('payment_method_id').references(() => paymentMethods.id, {
      onDelete: 'set null',
    }),
    amountCents: integer('amount_cents').notNull(),
    status: varchar('status', { length: 16 }).$type<TransactionStatus>().notNull(),
    canceledAt: moment('canceled_at'),
    gatewayChargeId: text('gateway_charge_id'),
    gatewayVoidId: text('gateway_void_id'),
    /** What the shop's refunds have given back of the payment (issue 27, decision 054). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /**
     * What refunds still waiting for the gateway hold: taken before the
     * gateway is asked (moved to `refunded_cents` when it agrees, dropped when
     * it refuses), so that concurrent refunds never pass the amount together.
     */
    refundPendingCents: integer('refund_pending_cents').notNull().default(0),
    /** When the last refund was given back: the receipt's "Estornado R$ 12,00 em 28/11". */
    refundedAt: moment('refunded_at'),
    /**
     * A charge the till's payment gave up on that landed late and was voided
     * at once (decision 057): CANCELED from the start, never a payment.
     */
    reversed: boolean('reversed').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    // The shop's sales, newest first, by keyset (issue 27).
    index('transactions_place_id_created_at_id_idx').on(
      table.placeId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    check(
      'transactions_refunded_cents_check',
      sql`${table.refundedCents} >= 0 and ${table.refundPendingCents} >= 0
        and ${table.refundedCents} + ${table.refundPendingCents} <= ${table.amountCents}`,
    ),
    index('transactions_user_id_created_at_id_idx').on(
      table.userId,
      // NULLS FIRST is what a plain `order by … desc` sorts by: the index must say the same.
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    uniqueIndex('transactions_gateway_charge_id_key').on(table.gatewayChargeId),
    check('transactions_amount_cents_check', sql`${table.amountCents} > 0`),
    check(
      'transactions_status_check',
      sql`${table.status} in ('SUCCESS', 'CANCELED')
        and (${table.status} = 'CANCELED') = (${table.canceledAt} is not null)`,
    ),
  ],
);

/**
 * A payment as the shop's terminal makes it (decision 033): every state, on
 * the shop's side only. The customer's `transactions` row is written once the
 * charge is approved, in the database transaction that sets SUCCEEDED. The key
 * of the terminal's sale is unique per terminal, so 50 repeats make one row.
 */
export const terminalPayments = pgTable(
  'terminal_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    terminalId: uuid('terminal_id')
      .notNull()
      .references(() => terminals.id),
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id),
    idempotencyKey: varchar('idempotency_key', { length: 100 }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    state: varchar('state', { length: 16 }).$type<TerminalPaymentState>().notNull(),
    /** The customer the face matched; null before, or after an account deletion. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** How the customer was found: 1:N search, or 1:1 by CPF, or the search narrowed by phone. */
    matchMode: varchar('match_mode', { length: 8 }).$type<'search' | 'cpf' | 'phone'>(),
    /** faceScore of the match, and of the best other customer (null when none came near). */
    matchScore: real('match_score'),
    secondScore: real('second_score'),
    liveness: varchar('liveness', { length: 16 }).$type<'confident-live' | 'uncertain'>(),
    livenessScore: real('liveness_score'),
    pinRequired: boolean('pin_required'),
    /**
     * The liveness challenge offered with the current match (decision 062):
     * only this one may answer for it. No foreign key: face_challenges points
     * at the payment already.
     */
    challengeId: uuid('challenge_id'),
    /** What that challenge came to; null before its frames (or without one). */
    challengeOutcome: varchar('challenge_outcome', { length: 24 }).$type<FaceChallengeOutcome>(),
    paymentMethodId: uuid('payment_method_id').references(() => paymentMethods.id, {
      onDelete: 'set null',
    }),
    gatewayChargeId: text('gateway_charge_id'),
    /** The gateway's return code of a decline (kept for the shop's support, never shown). */
    gatewayReturnCode: varchar('gateway_return_code', { length: 16 }),
    transactionId: uuid('transaction_id').references(() => transactions.id),
    expiresAt: moment('expires_at').notNull(),
    /**
     * When the charge was sent (the claim): the time of the payment, kept by a
     * transaction recorded when a late answer is found (decision 057).
     */
    chargeStartedAt: moment('charge_started_at'),
    /** When the charge's outcome became unknown; kept after it settles (decision 057). */
    outcomeUnknownAt: moment('outcome_unknown_at'),
    /**
     * The reconciliation found the charge after the till stopped asking: the
     * till has not heard it was charged, and may be ringing it again (decision 057).
     */
    lateChargeUnseen: boolean('late_charge_unseen').notNull().default(false),
    chargedAt: moment('charged_at'),
    canceledAt: moment('canceled_at'),
    /** When the gateway confirmed the void of the charge. */
    voidedAt: moment('voided_at'),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('terminal_payments_terminal_id_idempotency_key_key').on(
      table.terminalId,
      table.idempotencyKey,
    ),
    // The reconciliation of UNKNOWN and stale CHARGING payments reads by state.
    index('terminal_payments_state_idx').on(table.state),
    // Every confirm asks for the customer's charges found late and unheard of
    // (decision 057): few rows, so a partial index keeps that off the sales.
    index('terminal_payments_late_charge_unseen_idx')
      .on(table.userId, table.terminalId)
      .where(sql`${table.lateChargeUnseen}`),
    check('terminal_payments_amount_cents_check', sql`${table.amountCents} > 0`),
    check(
      'terminal_payments_state_check',
      sql`${table.state} in ('STARTED', 'IDENTIFIED', 'CHARGING', 'SUCCEEDED', 'DECLINED', 'UNKNOWN', 'CANCELED', 'EXPIRED', 'NOT_CHARGED', 'REVERSED')
        and (${table.state} not in ('SUCCEEDED', 'REVERSED') or ${table.transactionId} is not null)`,
    ),
  ],
);

/**
 * What a liveness challenge came to (decision 062): passed; why its frames did
 * not pass (the engine's check, the first frame not the customer, an attack,
 * no face, frames sent before: decision 063); or no frames before it expired.
 */
export type FaceChallengeOutcome =
  | 'passed'
  | 'replayed'
  | 'too-few-frames'
  | 'other-person'
  | 'no-turn'
  | 'wrong-direction'
  | 'flat-plane'
  | 'not-customer'
  | 'attack'
  | 'no-face'
  | 'expired';

/**
 * Active liveness challenges (issue 28, decision 062): a head turn to a side
 * drawn by the server, for one customer, at a terminal payment (`payment_id`)
 * or at the enrolment's liveness capture (no payment). Valid for seconds and
 * used once: the update that sets `used_at` is the only way to its action.
 */
export const faceChallenges = pgTable(
  'face_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The customer asked to turn: the payment's match, or the one enrolling. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id').references(() => terminalPayments.id, { onDelete: 'cascade' }),
    action: varchar('action', { length: 16 }).$type<ChallengeAction>().notNull(),
    createdAt: moment('created_at').notNull(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    outcome: varchar('outcome', { length: 24 }).$type<FaceChallengeOutcome>(),
  },
  (table) => [
    index('face_challenges_payment_id_idx').on(table.paymentId),
    index('face_challenges_user_id_idx').on(table.userId),
    check('face_challenges_action_check', sql`${table.action} in ('turn-left', 'turn-right')`),
  ],
);

/**
 * A refund of part or all of a payment, asked by a shop's person (issue 27,
 * decision 054). The key is the caller's: the same key on the same payment is
 * the same refund however often it is sent. PENDING while the gateway is
 * asked; SUCCEEDED with the gateway's answer, or FAILED (its amount given
 * back to the payment's `refunded_cents`).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id),
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id),
    idempotencyKey: varchar('idempotency_key', { length: 100 }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    state: varchar('state', { length: 16 }).$type<'PENDING' | 'SUCCEEDED' | 'FAILED'>().notNull(),
    /** Who asked for it; null once that account is gone. */
    shopUserId: uuid('shop_user_id').references(() => shopUsers.id, { onDelete: 'set null' }),
    /** The gateway's return code of a refused refund (kept for support, never shown). */
    gatewayReturnCode: varchar('gateway_return_code', { length: 16 }),
    createdAt: createdAt(),
    settledAt: moment('settled_at'),
  },
  (table) => [
    uniqueIndex('refunds_transaction_id_idempotency_key_key').on(
      table.transactionId,
      table.idempotencyKey,
    ),
    check('refunds_amount_cents_check', sql`${table.amountCents} > 0`),
    check('refunds_state_check', sql`${table.state} in ('PENDING', 'SUCCEEDED', 'FAILED')`),
  ],
);

/**
 * One comparison of a shop's day with the card gateway's own record (issue
 * 27): by the daily job or an owner's button. Its differences are kept with it.
 */
export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    /** The São Paulo day compared, "YYYY-MM-DD". */
    day: varchar('day', { length: 10 }).notNull(),
    trigger: varchar('trigger', { length: 8 }).$type<'job' | 'button'>().notNull(),
    /** Payments and charges compared. */
    checked: integer('checked').notNull(),
    startedAt: moment('started_at').notNull(),
    finishedAt: moment('finished_at').notNull(),
  },
  (table) => [
    index('reconciliation_runs_place_id_day_idx').on(table.placeId, table.day, table.finishedAt),
  ],
);

/** What one run found not to agree. */
export const reconciliationDifferences = pgTable(
  'reconciliation_differences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runId: uuid('run_id')
      .notNull()
      .references(() => reconciliationRuns.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 32 })
      .$type<'missing_at_gateway' | 'amount_mismatch' | 'capture_without_transaction'>()
      .notNull(),
    transactionId: uuid('transaction_id'),
    terminalPaymentId: uuid('terminal_payment_id'),
    gatewayPaymentId: text('gateway_payment_id'),
    /** What our records say the gateway holds, and what it says it holds, in cents. */
    expectedCents: integer('expected_cents'),
    gatewayCents: integer('gateway_cents'),
  },
  (table) => [index('reconciliation_differences_run_id_idx').on(table.runId)],
);

// --- audit trail (issue 26) -------------------------------------------------------------------------

/**
 * One row per staff action and per view of a customer's data or photos: who,
 * what, on what, why, when, from where. Append-only: a trigger (migration
 * 0026) refuses UPDATE, DELETE and TRUNCATE, so not even the app's own
 * database user can rewrite what an operator did.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: moment('at').notNull(),
    /** The operator who acted; null for a command run on the server (npm run review). */
    operatorId: uuid('operator_id'),
    /** The shop's person who acted in the portal (issue 27); null for operators and commands. */
    shopUserId: uuid('shop_user_id'),
    /** What was done: `face.approve`, `customer.view`, `terminal.revoke`… */
    action: varchar('action', { length: 64 }).notNull(),
    /** What it was done to: `user`, `face`, `payment-method`, `terminal`, `operator`… */
    targetKind: varchar('target_kind', { length: 32 }).notNull(),
    /** The target's id, never personal data (no CPF, name or phone). */
    targetId: varchar('target_id', { length: 64 }).notNull(),
    /** The reason given, where the action asks for one. */
    reason: text('reason'),
    ip: varchar('ip', { length: 45 }),
    requestId: varchar('request_id', { length: 128 }),
  },
  (table) => [
    index('audit_events_at_idx').on(table.at),
    index('audit_events_target_idx').on(table.targetKind, table.targetId, table.at),
    index('audit_events_operator_idx').on(table.operatorId, table.at),
  ],
);

// --- staff accounts: the same secrets and sessions in each realm (decisions 049, 053) -------------

/** A staff account's secrets and sign-in state, as staff-auth/account-store.ts reads them. */
const staffSecretsColumns = () => ({
  passwordHash: text('password_hash').notNull(),
  totpSecretSealed: bytea('totp_secret_sealed').notNull(),
  /** The RFC 6238 time step of the last code accepted: a code is good once. */
  lastTotpStep: bigint('last_totp_step', { mode: 'number' }),
  /** Failed sign-ins since the last good one or the last lock. */
  failedSignIns: integer('failed_sign_ins').notNull().default(0),
  lockedUntil: moment('locked_until'),
  disabledAt: moment('disabled_at'),
  lastSignInAt: moment('last_sign_in_at'),
  createdAt: createdAt(),
});

/** A staff session: only the SHA-256 of its bearer token, and its times. */
const staffSessionColumns = () => ({
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  createdAt: moment('created_at').notNull(),
  lastSeenAt: moment('last_seen_at').notNull(),
  expiresAt: moment('expires_at').notNull(),
  endedAt: moment('ended_at'),
});

// --- the people who run Rosto (issue 26, decision 049) ---------------------------------------------

/**
 * An operator of the console. The password is argon2id of an HMAC under the
 * server's pepper (as PINs); the TOTP secret is sealed (AES-256-GCM under a
 * key derived from the pepper), never kept in the clear. Failed sign-ins are
 * counted here and lock the account for a while; a disabled operator's
 * sessions stop counting at once.
 */
export const operators = pgTable(
  'operators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower case; one account per address. */
    email: text('email').notNull().unique(),
    roles: text('roles').array().$type<OperatorRole[]>().notNull(),
    ...staffSecretsColumns(),
  },
  (table) => [check('operators_email_lower_check', sql`${table.email} = lower(${table.email})`)],
);

/**
 * A console session: only the SHA-256 of its bearer token is kept. It ends at
 * `expires_at` (8 h after sign-in), after 30 minutes without a call, when the
 * operator signs out, or when an admin disables the operator.
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    ...staffSessionColumns(),
  },
  (table) => [index('operator_sessions_operator_id_idx').on(table.operatorId)],
);

// --- the shops' people (issue 27, decision 053) ---------------------------------------------------

/**
 * A person of one shop in its portal (`/loja`): `owner` (everything of the
 * shop) or `cashier` (the day's sales and refunds). The same secrets, lockout
 * and single-use TOTP code as operators, in tables of their own: a shop
 * token is never looked up among the console's sessions, nor the reverse.
 */
export const shopUsers = pgTable(
  'shop_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    /** Lower case; one account per address in the portal (it names the shop at sign-in). */
    email: text('email').notNull().unique(),
    role: varchar('role', { length: 16 }).$type<ShopRole>().notNull(),
    ...staffSecretsColumns(),
  },
  (table) => [
    index('shop_users_place_id_idx').on(table.placeId),
    check('shop_users_email_lower_check', sql`${table.email} = lower(${table.email})`),
    check('shop_users_role_check', sql`${table.role} in ('owner', 'cashier')`),
  ],
);

/** A portal session, as a console session (8 h at most, 30 minutes idle). */
export const shopUserSessions = pgTable(
  'shop_user_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopUserId: uuid('shop_user_id')
      .notNull()
      .references(() => shopUsers.id, { onDelete: 'cascade' }),
    ...staffSessionColumns(),
  },
  (table) => [index('shop_user_sessions_shop_user_id_idx').on(table.shopUserId)],
);

// --- the sandbox's card gateway (issue 27) --------------------------------------------------------

/**
 * The sandbox stage's simulated gateway keeps its charges here, as Cielo keeps
 * its sales: by its own id (`sandbox-…`) and our order id, with what voids gave
 * back. The reconciliation asks it as it asks Cielo; nothing else reads it.
 */
export const sandboxGatewayCharges = pgTable(
  'sandbox_gateway_charges',
  {
    paymentId: text('payment_id').primaryKey(),
    orderId: text('order_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    voidedCents: integer('voided_cents').notNull().default(0),
    approved: boolean('approved').notNull(),
    returnCode: varchar('return_code', { length: 16 }),
    createdAt: createdAt(),
  },
  (table) => [index('sandbox_gateway_charges_order_id_idx').on(table.orderId, table.createdAt)],
);

// --- the shops' webhooks (issue 27, decision 056) ---------------------------------------------------

/**
 * A shop's HTTPS endpoint for its own system, the events it asked for, and its
 * signing secret, sealed (AES-256-GCM under a key derived from the pepper):
 * the secret is shown once, and every delivery is signed with it.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().$type<WebhookEventType[]>().notNull(),
    secretSealed: bytea('secret_sealed').notNull(),
    createdAt: createdAt(),
    disabledAt: moment('disabled_at'),
  },
  (table) => [index('webhook_endpoints_place_id_idx').on(table.placeId)],
);

/**
 * What happened, once, written in the same database transaction as the change
 * it tells of (a payment, a cancellation, a refund): nothing committed goes
 * untold, and its id lets a receiver drop a repeat.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 32 }).$type<WebhookEventType>().notNull(),
    /** The JSON body sent, as it is signed. */
    body: text('body').notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [index('webhook_events_place_id_created_at_idx').on(table.placeId, table.createdAt)],
);

/**
 * One event to one endpoint: a job of the lease runner (jobs/lease-runner.ts),
 * tried until a 2xx or for 24 hours from `window_started_at` (a resend opens
 * a new window), with exponential backoff between tries.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    state: varchar('state', { length: 16 })
      .$type<'queued' | 'running' | 'delivered' | 'failed'>()
      .notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: moment('next_attempt_at').notNull(),
    lockedUntil: moment('locked_until'),
    windowStartedAt: moment('window_started_at').notNull(),
    lastStatus: integer('last_status'),
    lastError: varchar('last_error', { length: 200 }),
    lastLatencyMs: integer('last_latency_ms'),
    deliveredAt: moment('delivered_at'),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('webhook_deliveries_event_id_endpoint_id_key').on(table.eventId, table.endpointId),
    index('webhook_deliveries_due_idx').on(table.state, table.nextAttemptAt),
    check(
      'webhook_deliveries_state_check',
      sql`${table.state} in ('queued', 'running', 'delivered', 'failed')`,
    ),
  ],
);

/** Each try of a delivery: when, the receiver's status (or what failed), how long. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    at: moment('at').notNull(),
    statusCode: integer('status_code'),
    error: varchar('error', { length: 200 }),
    latencyMs: integer('latency_ms').notNull(),
  },
  (table) => [index('webhook_attempts_delivery_id_idx').on(table.deliveryId, table.at)],
);

/**
 * Fingerprints of the photos and frames sent for terminal payments (decision
 * 063): a capture seen again for another payment, at the same till or of the
 * same customer, is a replay. Only a hash of the bytes and a 32×32 grey
 * thumbnail are kept, for REPLAY_WINDOW_DAYS: never the photo.
 */
export const faceCaptureFingerprints = pgTable(
  'face_capture_fingerprints',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    scope: varchar('scope', { length: 16 }).$type<'terminal' | 'customer'>().notNull(),
    /** The terminal's or the customer's id, as `scope` says. */
    scopeId: uuid('scope_id').notNull(),
    /** The payment the capture was sent for: sending it again for the same payment is no replay. */
    paymentId: uuid('payment_id').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    /** Mean grey level of the thumbnail: near-exact copies differ by less than the mark. */
    mean: real('mean').notNull(),
    thumb: bytea('thumb').notNull(),
    seenAt: moment('seen_at').notNull(),
  },
  (table) => [
    uniqueIndex('face_capture_fingerprints_scope_sha_key').on(
      table.scope,
      table.scopeId,
      table.sha256,
    ),
    index('face_capture_fingerprints_scope_mean_idx').on(table.scope, table.scopeId, table.mean),
    index('face_capture_fingerprints_seen_at_idx').on(table.seenAt),
    check('face_capture_fingerprints_scope_check', sql`${table.scope} in ('terminal', 'customer')`),
  ],
);
