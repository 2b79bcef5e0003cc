// Analytics events (docs/spec/wallet-checklist.md §7, docs/spec/account-checklist.md §7): POST
// event-service (signed in) and POST event-service/anonymous, both with the same body.
import { z } from 'zod';
import { dataEnvelope, issueCode } from './common';

/** Upper bound of the serialised eventProperties, so one event cannot be huge. */
export const ANALYTICS_PROPERTIES_MAX_BYTES = 8 * 1024;
export const ANALYTICS_PROPERTIES_MAX_KEYS = 50;

// The null rides on the string branch: OpenAPI 3.0 has no null type, and a
// `nullable` beside an `anyOf` with no `type` is invalid there (issue 30).
const jsonPrimitiveSchema = z.union([z.string().max(1000).nullable(), z.number(), z.boolean()]);

/** Extra properties: JSON values at most one level deep (no recursion, bounded size). */
const extraPropertySchema = z.union([
  jsonPrimitiveSchema,
  z.array(jsonPrimitiveSchema).max(100),
  z.record(z.string().max(100), jsonPrimitiveSchema),
]);

export const analyticsEventPropertiesSchema = z
  .object({
    insertId: z.string().min(1).max(100).describe('Id the app gives the event, for de-duplication'),
    time: z.number().int().nonnegative().describe('When it happened, epoch milliseconds'),
    distinctId: z.string().max(200).optional().describe('Who did it (user or device id)'),
    journeyOrigin: z.string().max(100).optional(),
    product: z.string().max(100).optional(),
    realtime: z.boolean().optional(),
  })
  .catchall(extraPropertySchema)
  .refine(
    (properties) =>
      Object.keys(properties).length <= ANALYTICS_PROPERTIES_MAX_KEYS &&
      JSON.stringify(properties).length <= ANALYTICS_PROPERTIES_MAX_BYTES,
    issueCode('VALIDATION_ERROR'),
  )
  // The key cap the refine holds, as the OpenAPI document states it.
  .meta({ maxProperties: ANALYTICS_PROPERTIES_MAX_KEYS });
export type AnalyticsEventProperties = z.infer<typeof analyticsEventPropertiesSchema>;

export const analyticsEventBodySchema = z.object({
  type: z.literal('ANALYTICS'),
  payload: z.object({
    eventType: z.literal('TRACKING'),
    eventName: z.string().min(1).max(100),
    eventProperties: analyticsEventPropertiesSchema,
  }),
});
export type AnalyticsEventBody = z.infer<typeof analyticsEventBodySchema>;

export const analyticsEventResultSchema = z.object({ accepted: z.literal(true) });

/** Answered with status 202: the event is stored, not processed yet. */
export const analyticsEventResponseSchema = dataEnvelope(analyticsEventResultSchema);
export type AnalyticsEventResponse = z.infer<typeof analyticsEventResponseSchema>;
