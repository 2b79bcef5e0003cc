// Shapes every API answer shares: the `data` envelope and the error body.
import { z } from 'zod';
import { type ErrorCode, errorCodes } from '../errors';

/** Every successful answer is `{ data: ... }`. */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

/** Every failure is `{ statusCode, error, message: CODE, ...extra }`. */
export const errorBodySchema = z
  .object({
    statusCode: z.number().int(),
    error: z.string().describe('HTTP reason phrase'),
    message: z.enum(errorCodes as [string, ...string[]]).describe('Error code from the catalogue'),
    additionalData: z.record(z.string(), z.unknown()).optional(),
  })
  .catchall(z.unknown())
  // One component of the OpenAPI document that every error answer refers to.
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const uuidSchema = z.uuid();
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** Empty successful answer for calls whose spec returns nothing of use. */
export const okSchema = z.object({ ok: z.literal(true) });

/**
 * Issue options whose message is a catalogue code: the API's error handler
 * answers with the first such code (else VALIDATION_ERROR), and the type
 * check here stops a misspelt code at compile time.
 */
export function issueCode(code: ErrorCode) {
  return { error: code };
}

/** Query-string booleans: only "true" and "false", as URLSearchParams writes them. */
export function queryBoolean() {
  // The two words, as the OpenAPI document shows the parameter.
  return z.stringbool({ truthy: ['true'], falsy: ['false'] }).meta({ enum: ['true', 'false'] });
}
