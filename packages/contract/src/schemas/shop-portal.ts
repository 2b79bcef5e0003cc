// The shops' portal's calls (issue 27; decisions 053, 054): sign-in of a
// shop's people (password and TOTP code, as operators), the day's or a
// period's sales with their totals, and the CSV of the same; the console's
// calls that make the accounts.
import { z } from 'zod';
import { shopRoles } from '../operator-roles';
import { dataEnvelope, isoDateTimeSchema, issueCode, uuidSchema } from './common';
import { consoleSessionCreateBodySchema } from './console';
import { cardBrandSchema } from './payment-methods';
import { consoleTerminalSchema } from './console-shops';

export const shopRoleSchema = z.enum(shopRoles);

export const shopUserSchema = z.object({
  id: uuidSchema,
  email: z.string(),
  role: shopRoleSchema,
  disabled: z.boolean(),
  createdAt: isoDateTimeSchema,
  lastSignInAt: isoDateTimeSchema.nullable(),
});
export type ShopUser = z.infer<typeof shopUserSchema>;

export const portalShopSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  slug: z.string(),
  maxAmountCents: z.int().positive().describe('The largest payment its terminals take, in cents'),
});

// --- sign-in ------------------------------------------------------------------

/** The same three fields as the console's sign-in. */
export const shopSessionCreateBodySchema = consoleSessionCreateBodySchema;

export const shopSessionCreateResponseSchema = dataEnvelope(
  z.object({
    token: z.string().describe('Bearer token of the portal session (rosto_shop_…)'),
    expiresAt: isoDateTimeSchema.describe('The session ends then whatever happens (8 h)'),
    idleMinutes: z.int().positive().describe('The session ends after this long without a call'),
    user: shopUserSchema,
    shop: portalShopSchema,
  }),
);

export const shopSessionEndResponseSchema = dataEnvelope(z.object({ ended: z.literal(true) }));

export const shopMeResponseSchema = dataEnvelope(
  z.object({ user: shopUserSchema, shop: portalShopSchema, sessionExpiresAt: isoDateTimeSchema }),
);

export const sandboxShopUserSessionBodySchema = z.object({
  shopId: uuidSchema.describe('A sandbox shop'),
  role: shopRoleSchema.describe("The demo account's role"),
});

// --- the console makes the accounts ---------------------------------------------

export const consoleShopUsersResponseSchema = dataEnvelope(
  z.object({ items: z.array(shopUserSchema) }),
);

export const consoleShopUserCreateBodySchema = z.object({
  email: consoleSessionCreateBodySchema.shape.email,
  role: shopRoleSchema,
});

export const consoleShopUserCreateResponseSchema = dataEnvelope(
  z.object({
    user: shopUserSchema,
    password: z.string().describe('Shown this once; only its argon2id hash is kept'),
    totpSecret: z.string().describe('Base32; shown this once, kept sealed'),
    otpauthUri: z.string().describe('otpauth:// URI for the authenticator app'),
  }),
);

// --- sales ------------------------------------------------------------------------

/** The longest period one question may cover. */
export const SHOP_SALES_MAX_PERIOD_DAYS = 366;
export const SHOP_SALES_MAX_TAKE = 100;

/** approved: charged, nothing given back; canceled: voided the same day at the till. */
export const saleStatuses = ['approved', 'canceled', 'partially_refunded', 'refunded'] as const;
export const saleStatusSchema = z.enum(saleStatuses);
export type SaleStatus = z.infer<typeof saleStatusSchema>;

/**
 * A sale's status for the shop (decision 054): refunded in whole is
 * `refunded` though the customer's payment reads CANCELED; `canceled` is the
 * till's same-day cancellation.
 */
export function saleStatusOf(sale: {
  status: 'SUCCESS' | 'CANCELED';
  amountCents: number;
  refundedCents: number;
}): SaleStatus {
  if (sale.refundedCents >= sale.amountCents) return 'refunded';
  if (sale.status === 'CANCELED') return 'canceled';
  return sale.refundedCents === 0 ? 'approved' : 'partially_refunded';
}

export const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/u, issueCode('SHOP_SALES_PERIOD_INVALID'))
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, issueCode('SHOP_SALES_PERIOD_INVALID'));

/** A period of days in São Paulo, both ends included; today when absent. */
export const shopSalesFilterSchema = z.object({
  from: calendarDate.optional().describe('First day, "YYYY-MM-DD" in São Paulo; today if absent'),
  to: calendarDate.optional().describe('Last day, included; the first day if absent'),
  terminalId: uuidSchema.optional().describe("Only this terminal's sales"),
  status: z
    .enum(['approved', 'canceled', 'refunded'])
    .optional()
    .describe('Only these: refunded counts a sale refunded in part or in whole'),
});
export type ShopSalesFilter = z.infer<typeof shopSalesFilterSchema>;

export const shopSalesQuerySchema = shopSalesFilterSchema.extend({
  limit: z.coerce.number().int().min(1).max(SHOP_SALES_MAX_TAKE).optional(),
  cursor: z
    .string()
    .min(1, issueCode('TRANSACTION_CURSOR_INVALID'))
    .max(200, issueCode('TRANSACTION_CURSOR_INVALID'))
    .regex(/^[A-Za-z0-9_-]+$/u, issueCode('TRANSACTION_CURSOR_INVALID'))
    .optional()
    .describe("Opaque: a sale's `cursor`; answers the sales after it"),
});

export const saleSchema = z.object({
  id: uuidSchema,
  at: isoDateTimeSchema.describe('When the customer paid'),
  amountCents: z.int().positive(),
  refundedCents: z.int().nonnegative(),
  /** What a refund may still give back (0 once canceled or refunded in whole). */
  refundableCents: z.int().nonnegative(),
  status: saleStatusSchema,
  card: z
    .object({
      brand: cardBrandSchema.nullable(),
      authorizer: z.string().describe('Who authorises it: cielo for credit, the voucher or store'),
      lastFour: z.string().nullable(),
    })
    .nullable()
    .describe('Null once the customer removed the card'),
  customerFirstName: z.string().nullable().describe('Null once the customer deleted the account'),
  terminal: z.object({ id: uuidSchema, name: z.string() }).nullable(),
  cursor: z.string(),
});
export type Sale = z.infer<typeof saleSchema>;

export const salesTotalsSchema = z.object({
  count: z.int().nonnegative(),
  grossCents: z.int().nonnegative().describe('Every sale of the period, canceled ones included'),
  canceledCents: z.int().nonnegative(),
  refundedCents: z.int().nonnegative(),
  netCents: z.int().describe('Gross less canceled and refunded'),
});
export type SalesTotals = z.infer<typeof salesTotalsSchema>;

export const shopSalesResponseSchema = dataEnvelope(
  z.object({
    period: z.object({ from: z.string(), to: z.string() }),
    totals: salesTotalsSchema,
    items: z.array(saleSchema),
    nextCursor: z.string().nullable().describe('Null on the last page'),
  }),
);

export const shopSalesExportResponseSchema = z
  .string()
  .describe(
    'CSV, UTF-8 with a byte-order mark, ";" between fields and a decimal comma, as a Brazilian spreadsheet opens it',
  );

// --- refunds (decision 054) ---------------------------------------------------------

export const shopSaleParamsSchema = z.object({ id: uuidSchema });

export const shopSaleRefundBodySchema = z.object({
  amountCents: z
    .int()
    .positive()
    .max(100_000_000)
    .describe('What to give back, in cents: all that is left, or part of it'),
  idempotencyKey: z
    .string()
    .regex(/^[\w-]{8,100}$/u)
    .describe("The caller's key for this refund: sent again, the same refund answers"),
});

export const refundSchema = z.object({
  id: uuidSchema,
  amountCents: z.int().positive(),
  state: z.enum(['PENDING', 'SUCCEEDED', 'FAILED']),
  createdAt: isoDateTimeSchema,
});

export const shopSaleRefundResponseSchema = dataEnvelope(
  z.object({ refund: refundSchema, sale: saleSchema }),
);

// --- terminals --------------------------------------------------------------------

export const shopTerminalsResponseSchema = dataEnvelope(
  z.object({
    items: z.array(consoleTerminalSchema).describe('Newest first, revoked ones included'),
  }),
);

export const sandboxShopsResponseSchema = dataEnvelope(
  z.object({
    items: z.array(z.object({ id: uuidSchema, name: z.string(), slug: z.string() })),
  }),
);

// --- reconciliation -----------------------------------------------------------------

export const reconciliationDifferenceKinds = [
  'missing_at_gateway',
  'amount_mismatch',
  'capture_without_transaction',
] as const;

export const shopReconciliationQuerySchema = z.object({
  day: calendarDate.describe('A São Paulo day, "YYYY-MM-DD"'),
});
export const shopReconciliationRunBodySchema = shopReconciliationQuerySchema;

export const reconciliationSchema = z.object({
  day: z.string(),
  run: z
    .object({
      id: uuidSchema,
      trigger: z.enum(['job', 'button']),
      checked: z.int().nonnegative().describe('Payments and charges compared'),
      startedAt: isoDateTimeSchema,
      finishedAt: isoDateTimeSchema,
    })
    .nullable()
    .describe('The latest comparison of the day; null when none ran yet'),
  differences: z.array(
    z.object({
      kind: z
        .enum(reconciliationDifferenceKinds)
        .describe(
          'missing_at_gateway: charged here, not there; amount_mismatch: the amounts differ; capture_without_transaction: charged there, no sale here',
        ),
      saleId: uuidSchema.nullable(),
      terminalPaymentId: uuidSchema.nullable(),
      gatewayPaymentId: z.string().nullable(),
      expectedCents: z.int().nullable().describe('What our records say the gateway holds'),
      gatewayCents: z.int().nullable().describe('What the gateway says it holds'),
    }),
  ),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

export const shopReconciliationResponseSchema = dataEnvelope(reconciliationSchema);

// --- webhooks (decision 056) -------------------------------------------------------

export const webhookEventTypes = [
  'payment.succeeded',
  'payment.canceled',
  'payment.refunded',
] as const;
export const webhookEventTypeSchema = z.enum(webhookEventTypes);
export type WebhookEventType = (typeof webhookEventTypes)[number];

export const webhookEndpointSchema = z.object({
  id: uuidSchema,
  url: z.string(),
  events: z.array(webhookEventTypeSchema),
  createdAt: isoDateTimeSchema,
});

export const shopWebhooksResponseSchema = dataEnvelope(
  z.object({ items: z.array(webhookEndpointSchema).describe('The working ones, newest first') }),
);

export const shopWebhookCreateBodySchema = z.object({
  url: z
    .string()
    .trim()
    .max(500)
    .describe('HTTPS; in sandbox, HTTP to this machine (localhost, 127.0.0.1, [::1]) too'),
  events: z
    .array(webhookEventTypeSchema)
    .min(1)
    .max(webhookEventTypes.length)
    .refine((events) => new Set(events).size === events.length, { message: 'an event twice' }),
});

export const shopWebhookParamsSchema = z.object({ id: uuidSchema });

export const shopWebhookWithSecretResponseSchema = dataEnvelope(
  z.object({
    endpoint: webhookEndpointSchema,
    secret: z
      .string()
      .describe('whsec_…: signs every delivery (Rosto-Signature); shown this once, kept sealed'),
  }),
);

export const shopWebhookDeleteResponseSchema = dataEnvelope(z.object({ deleted: z.literal(true) }));

export const shopWebhookDeliveriesQuerySchema = z.object({
  endpointId: uuidSchema.optional(),
});

export const webhookDeliverySchema = z.object({
  id: uuidSchema,
  eventId: uuidSchema,
  type: webhookEventTypeSchema,
  endpointId: uuidSchema,
  url: z.string(),
  state: z.enum(['queued', 'running', 'delivered', 'failed']),
  attempts: z.int().nonnegative(),
  lastStatus: z.int().nullable().describe("The receiver's HTTP status at the last try"),
  lastError: z.string().nullable().describe('What failed at the last try (timeout, refused…)'),
  lastLatencyMs: z.int().nullable(),
  createdAt: isoDateTimeSchema,
  nextAttemptAt: isoDateTimeSchema.nullable().describe('Null once delivered or given up'),
  deliveredAt: isoDateTimeSchema.nullable(),
});

export const shopWebhookDeliveriesResponseSchema = dataEnvelope(
  z.object({ items: z.array(webhookDeliverySchema).describe('Newest first, 100 at most') }),
);

export const shopWebhookResendResponseSchema = dataEnvelope(webhookDeliverySchema);
