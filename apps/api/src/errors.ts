// Errors the API answers with: a catalogue code (packages/contract) and its
// HTTP status, plus optional extra fields spread into the body.
import { STATUS_CODES } from 'node:http';
import { type ErrorCode, errorStatus } from '@rosto/contract/errors';
import type { ErrorBody } from '@rosto/contract/schemas/common';

export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly extra: Record<string, unknown>;

  /**
   * `options.statusCode` answers a code with another status than the
   * catalogue's, where the spec says so (a wrong CVV is PAYMENT_METHOD_INVALID
   * with 403, not its usual 400).
   */
  constructor(
    code: ErrorCode,
    extra: Record<string, unknown> = {},
    options?: ErrorOptions & { statusCode?: number },
  ) {
    super(code, options);
    this.code = code;
    this.statusCode = options?.statusCode ?? errorStatus(code);
    this.extra = extra;
  }
}

/** `{ statusCode, error, message: CODE, ...extra }`; extra cannot override the first three. */
export function errorBody(
  code: ErrorCode,
  statusCode: number = errorStatus(code),
  extra: Record<string, unknown> = {},
): ErrorBody {
  return {
    ...extra,
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message: code,
  };
}
