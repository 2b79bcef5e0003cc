// The operator console's calls (issue 26, decision 049): sign-in with a
// password and a TOTP code, the operator's own profile, the queues' overview,
// operator accounts (admin) and the audit trail (admin).
import { z } from 'zod';
import { operatorRoles } from '../operator-roles';
import { dataEnvelope, isoDateTimeSchema, uuidSchema } from './common';

export const operatorRoleSchema = z.enum(operatorRoles);

const operatorEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email())
  .describe("The operator's work e-mail, compared in lower case");

/** At least one role, each once. */
export const operatorRolesSchema = z
  .array(operatorRoleSchema)
  .min(1)
  .max(operatorRoles.length)
  .refine((roles) => new Set(roles).size === roles.length, { message: 'a role twice' });

/** Why an operator acted: kept in the audit trail beside the action. */
export const actionReasonSchema = z
  .string()
  .trim()
  .min(3)
  .max(500)
  .describe('Why the operator acts; kept in the audit trail');

export const operatorSchema = z.object({
  id: uuidSchema,
  email: z.string(),
  roles: z.array(operatorRoleSchema),
  disabled: z.boolean(),
  createdAt: isoDateTimeSchema,
  lastSignInAt: isoDateTimeSchema.nullable(),
});
export type Operator = z.infer<typeof operatorSchema>;

// --- sign-in ------------------------------------------------------------------

export const consoleSessionCreateBodySchema = z.object({
  email: operatorEmailSchema,
  password: z.string().min(1).max(200),
  totp: z
    .string()
    .trim()
    .regex(/^\d{6}$/u)
    .describe('The 6-digit code of the authenticator app (RFC 6238, 30 s)'),
});

export const consoleSessionCreateResponseSchema = dataEnvelope(
  z.object({
    token: z.string().describe('Bearer token of the console session (rosto_op_…)'),
    /** The session ends then whatever happens (8 h after sign-in). */
    expiresAt: isoDateTimeSchema,
    /** The session ends after this long without a call. */
    idleMinutes: z.number().int().positive(),
    operator: operatorSchema,
  }),
);

export const sandboxOperatorSessionBodySchema = z.object({
  role: operatorRoleSchema.describe("The demo operator's one role"),
});

export const consoleSessionEndResponseSchema = dataEnvelope(z.object({ ended: z.literal(true) }));

export const consoleMeResponseSchema = dataEnvelope(
  operatorSchema.extend({ sessionExpiresAt: isoDateTimeSchema }),
);

// --- the first page: what waits ------------------------------------------------

const queueSummarySchema = z.object({
  waiting: z.number().int().nonnegative(),
  /** When the oldest waiting item arrived; null when none waits. */
  oldestSince: isoDateTimeSchema.nullable(),
});

export const consoleOverviewResponseSchema = dataEnvelope(
  z.object({
    faces: queueSummarySchema,
    cards: queueSummarySchema,
    /** Accounts whose name is not the CPF holder's (decision 080). */
    identities: queueSummarySchema,
  }),
);

// --- operator accounts (admin) ---------------------------------------------------

export const consoleOperatorsResponseSchema = dataEnvelope(
  z.object({ items: z.array(operatorSchema) }),
);

export const consoleOperatorCreateBodySchema = z.object({
  email: operatorEmailSchema,
  roles: operatorRolesSchema,
});

/** A new operator's secrets, shown this once and never again. */
export const operatorCredentialsSchema = z.object({
  operator: operatorSchema,
  password: z.string(),
  totpSecret: z.string().describe('Base32 TOTP secret'),
  otpauthUri: z.string().describe('otpauth:// URI for an authenticator app'),
});
export const consoleOperatorCreateResponseSchema = dataEnvelope(operatorCredentialsSchema);

export const consoleOperatorParamsSchema = z.object({ id: uuidSchema });

export const consoleOperatorUpdateBodySchema = z
  .object({
    roles: operatorRolesSchema.optional(),
    disabled: z.boolean().optional(),
    reason: actionReasonSchema,
  })
  .refine((body) => body.roles !== undefined || body.disabled !== undefined, {
    message: 'roles or disabled',
  });
export const consoleOperatorUpdateResponseSchema = dataEnvelope(operatorSchema);

// --- the audit trail (admin) -------------------------------------------------------

export const AUDIT_PAGE_SIZE = 50;

export const consoleAuditQuerySchema = z.object({
  operatorId: uuidSchema.optional(),
  action: z.string().max(64).optional(),
  targetKind: z.string().max(32).optional(),
  targetId: z.string().max(64).optional(),
  /** The page after a page ending at this id (`nextBefore`). */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(AUDIT_PAGE_SIZE),
});

export const auditEventSchema = z.object({
  id: z.number().int(),
  at: isoDateTimeSchema,
  operatorId: uuidSchema.nullable(),
  /** Null for actions of a command line or of an operator since deleted. */
  operatorEmail: z.string().nullable(),
  action: z.string(),
  targetKind: z.string(),
  targetId: z.string(),
  reason: z.string().nullable(),
  ip: z.string().nullable(),
  requestId: z.string().nullable(),
});

export const consoleAuditResponseSchema = dataEnvelope(
  z.object({ items: z.array(auditEventSchema), nextBefore: z.number().int().nullable() }),
);
