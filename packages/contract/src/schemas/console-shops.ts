// The console's shops and terminals (issue 26, role `shops`): a shop is a
// partner's place as the app and the receipt show it (name, address, CNPJ,
// map position); its terminals take payments by face, each with its own key
// (decision 032), answered only when it is made or rotated.
import { z } from 'zod';
import { cnpjError, maskedValidCnpj } from '../validators/cnpj';
import { dataEnvelope, isoDateTimeSchema, issueCode, uuidSchema } from './common';
import { actionReasonSchema } from './console';

const locationError = issueCode('SHOP_LOCATION_INVALID');

export const cnpjSchema = z
  .string(issueCode(cnpjError))
  .regex(/^\d{14}$/u, issueCode(cnpjError))
  .refine((cnpj) => maskedValidCnpj(cnpj) !== null, issueCode(cnpjError))
  .describe('CNPJ, 14 digits, no mask, with valid check digits');

const shopNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .describe('The name customers see in the app and on receipts; one per partner');
const shopAddressSchema = z.string().trim().min(1).max(300);
const latitudeSchema = z.number(locationError).min(-90, locationError).max(90, locationError);
const longitudeSchema = z.number(locationError).min(-180, locationError).max(180, locationError);

type CoordinateField = number | null | undefined;
/** Not sent, null (no place on the map) or a value. */
const coordinateKind = (value: CoordinateField) =>
  value === undefined ? 'absent' : value === null ? 'none' : 'set';

/** Latitude and longitude come together: both set, both null or both left out. */
function bothCoordinatesOrNeither(body: {
  latitude?: CoordinateField;
  longitude?: CoordinateField;
}) {
  return coordinateKind(body.latitude) === coordinateKind(body.longitude);
}

// --- answers -------------------------------------------------------------------

const shopPartnerSchema = z.object({ id: uuidSchema, name: z.string(), slug: z.string() });

const shopSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  partner: shopPartnerSchema,
  address: z.string().nullable(),
  cnpj: z
    .string()
    .nullable()
    .describe('Masked, 00.000.000/0000-00; null for a place made without one (terminal command)'),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  slug: z.string().describe('The short name the portal and `npm run shop:user:create` use'),
  maxAmountCents: z.int().positive().describe('The largest payment its terminals take, in cents'),
});

/** R$ 1.000.000,00: the most an operator may let one till charge at once. */
export const SHOP_MAX_AMOUNT_CEILING_CENTS = 100_000_000;

export const consoleTerminalSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  keyPrefix: z.string().describe('8 characters of the key after rosto_term_, to recognise it'),
  requirePin: z.boolean().describe('The PIN is asked at every payment on this terminal'),
  createdAt: isoDateTimeSchema,
  lastUsedAt: isoDateTimeSchema.nullable().describe('Kept to the minute'),
  revokedAt: isoDateTimeSchema.nullable(),
});
export type ConsoleTerminal = z.infer<typeof consoleTerminalSchema>;

export const consoleShopSummarySchema = shopSchema.extend({
  terminals: z.number().int().nonnegative().describe('Terminals whose key works (not revoked)'),
  lastUsedAt: isoDateTimeSchema.nullable().describe('The last use of any of its terminals'),
});
export type ConsoleShopSummary = z.infer<typeof consoleShopSummarySchema>;

export const consoleShopDetailSchema = shopSchema.extend({
  terminals: z.array(consoleTerminalSchema).describe('Newest first, revoked ones included'),
});
export type ConsoleShopDetail = z.infer<typeof consoleShopDetailSchema>;

const terminalWithKeySchema = z.object({
  terminal: consoleTerminalSchema,
  key: z
    .string()
    .describe("The terminal's API key, answered this once (no-store): only its hash is kept"),
});

// --- calls ------------------------------------------------------------------------

export const consoleShopsQuerySchema = z.object({
  q: z.string().trim().max(120).optional().describe('Part of the name, any case'),
  partnerId: uuidSchema.optional(),
});
export const consoleShopsResponseSchema = dataEnvelope(
  z.object({ items: z.array(consoleShopSummarySchema) }),
);

export const consoleShopParamsSchema = z.object({ id: uuidSchema });
export const consoleShopResponseSchema = dataEnvelope(consoleShopDetailSchema);

export const consoleShopCreateBodySchema = z
  .object({
    partnerId: uuidSchema,
    name: shopNameSchema,
    address: shopAddressSchema,
    cnpj: cnpjSchema,
    latitude: latitudeSchema.nullable().optional(),
    longitude: longitudeSchema.nullable().optional(),
  })
  .refine(bothCoordinatesOrNeither, locationError);

export const consoleShopUpdateBodySchema = z
  .object({
    partnerId: uuidSchema.optional(),
    name: shopNameSchema.optional(),
    address: shopAddressSchema.optional(),
    cnpj: cnpjSchema.optional(),
    latitude: latitudeSchema.nullable().optional(),
    longitude: longitudeSchema.nullable().optional(),
    maxAmountCents: z
      .int()
      .min(100)
      .max(SHOP_MAX_AMOUNT_CEILING_CENTS)
      .optional()
      .describe('The largest payment its terminals take, in cents (R$ 1,00 to R$ 1.000.000,00)'),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'a field to change',
  })
  .refine(bothCoordinatesOrNeither, locationError);
export type ConsoleShopUpdateBody = z.infer<typeof consoleShopUpdateBodySchema>;

export const consoleTerminalCreateBodySchema = z.object({
  name: z.string().trim().min(1).max(60).describe('As the shop calls the till, e.g. "Caixa 2"'),
  requirePin: z.boolean().default(false),
});
export const consoleTerminalWithKeyResponseSchema = dataEnvelope(terminalWithKeySchema);

export const consoleTerminalParamsSchema = z.object({ id: uuidSchema });
export const consoleTerminalReasonBodySchema = z.object({ reason: actionReasonSchema });
export const consoleTerminalResponseSchema = dataEnvelope(consoleTerminalSchema);

export const consolePartnersResponseSchema = dataEnvelope(
  z.object({ items: z.array(shopPartnerSchema) }),
);
