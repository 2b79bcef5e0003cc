// The one error handler: every failure becomes `{ statusCode, error, message: CODE }`
// with a catalogue code. 5xx answers never carry internals; they are logged
// with the request id instead. Also answers unknown routes (or serves the SPA),
// and, through buildApp's constructor options, the errors Fastify raises before
// a route is found (router, HTTP parser) that never reach setErrorHandler.
import fp from 'fastify-plugin';
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { type ErrorCode, errorStatus, isErrorCode } from '@rosto/contract/errors';
import { cardErrorSheet } from '@rosto/contract/card-error-sheets';
import { AppError, errorBody } from '../../errors';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { urlForLog } from './logger';

interface ClassifiedError {
  statusCode: number;
  code: ErrorCode;
  extra: Record<string, unknown>;
}

interface FieldError {
  path: string;
  code: ErrorCode;
  issue: string;
}

const fastifyCodes: Partial<Record<string, ErrorCode>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  // A body shorter or longer than its Content-Length: what arrived cannot be read.
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'INVALID_JSON',
  // A malformed %-escape in the path (an encoded lone surrogate is one too).
  FST_ERR_BAD_URL: 'INVALID_CHARACTERS',
  // A path segment over the router's maxParamLength; Fastify itself says 414.
  FST_ERR_MAX_PARAM_LENGTH: 'URI_TOO_LONG',
};

const codeByStatus: Partial<Record<number, ErrorCode>> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'ROUTE_NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

function classify(error: FastifyError | AppError): ClassifiedError {
  if (error instanceof AppError) {
    return { statusCode: error.statusCode, code: error.code, extra: error.extra };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: FieldError[] = error.validation.map((issue) => ({
      path: issue.instancePath.replace(/^\//u, '').replaceAll('/', '.'),
      code: isErrorCode(issue.message) ? issue.message : 'VALIDATION_ERROR',
      issue: issue.keyword,
    }));
    return { statusCode: 400, code: fields[0]?.code ?? 'VALIDATION_ERROR', extra: { fields } };
  }
  if (isResponseSerializationError(error)) {
    return { statusCode: 500, code: 'UNKNOWN', extra: {} };
  }
  const code = typeof error.code === 'string' ? error.code : '';
  if (code.startsWith('FST_JWT_')) return { statusCode: 401, code: 'UNAUTHORIZED', extra: {} };
  const known = fastifyCodes[code];
  if (known) return { statusCode: errorStatus(known), code: known, extra: {} };
  if (error.validation) return { statusCode: 400, code: 'VALIDATION_ERROR', extra: {} };

  // The database restarting or out of reach: worth trying again in a moment.
  if (isDatabaseUnavailable(error))
    return { statusCode: 503, code: 'SERVICE_UNAVAILABLE', extra: {} };

  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) {
    const byStatus = codeByStatus[statusCode];
    return byStatus
      ? { statusCode, code: byStatus, extra: {} }
      : { statusCode: 400, code: 'VALIDATION_ERROR', extra: {} };
  }
  return { statusCode: 500, code: 'UNKNOWN', extra: {} };
}

/**
 * Page navigations get the SPA: GET/HEAD outside /api, a path without a file
 * extension (a missing /assets/x.js stays a 404), and an Accept header that
 * takes HTML (text/html, any type, or no Accept header at all).
 */
/** Paths the server owns, whether or not a route answers them now. */
const serverPaths = ['/api', '/docs', '/metrics', '/healthz', '/readyz'];

function wantsSpa(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?', 1)[0] ?? '';
  // The server's own paths are never the app's page: with DOCS off, /docs must
  // answer ROUTE_NOT_FOUND, not the app's index.html (decision 018, issue 30).
  if (serverPaths.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return false;
  if ((path.split('/').pop() ?? '').includes('.')) return false;
  const accept = request.headers.accept;
  return accept === undefined || accept.includes('text/html') || accept.includes('*/*');
}

function answerError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  const { statusCode, code, extra } = classify(error);
  request.server.metrics.errorAnswered(code);
  if (statusCode >= 500) {
    request.log.error({ err: error, code }, 'request failed');
  } else {
    request.log.info({ code, statusCode, reason: error.message }, 'request rejected');
  }
  return reply
    .code(statusCode)
    .send(errorBody(code, statusCode, { ...extra, ...sheetOf(code, request) }));
}

/**
 * The bottom-sheet texts of the card errors that end an add attempt
 * (docs/spec/wallet-checklist.md §8: "description and subDescription from the error"), in the
 * language the request prefers.
 */
function sheetOf(code: ErrorCode, request: FastifyRequest) {
  const accept = request.headers['accept-language'] ?? '';
  const locale = /^\s*en\b/iu.test(accept) ? 'en' : 'pt-BR';
  const sheet = cardErrorSheet(code, locale);
  return sheet ? { errorCode: code, ...sheet } : {};
}

/**
 * Fastify's `frameworkErrors` option: a bad %-escape or an over-long parameter
 * is found by the router before a route matches, so neither the route's hooks
 * nor setErrorHandler see it.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  // The onRequest hook that sets it has not run for these.
  void reply.header('x-request-id', request.id);
  void answerError(error, request, reply);
}

const clientErrorCodes: Partial<Record<string, { statusCode: number; code: ErrorCode }>> = {
  ERR_HTTP_REQUEST_TIMEOUT: { statusCode: 408, code: 'REQUEST_TIMEOUT' },
  HPE_HEADER_OVERFLOW: { statusCode: 431, code: 'HEADERS_TOO_LARGE' },
};

/**
 * Fastify's `clientErrorHandler` option: a request Node's HTTP parser refuses
 * (malformed request line or header, headers too large, too slow) has no
 * request or reply, so the answer is written on the socket, as Fastify's
 * default does, but in the catalogue shape.
 */
export function answerClientError(
  this: FastifyInstance,
  error: ConnectionError,
  socket: Socket,
): void {
  // The client is gone: nothing to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { statusCode, code } = clientErrorCodes[error.code] ?? {
    statusCode: 400,
    code: 'VALIDATION_ERROR',
  };
  this.log.debug({ err: error, code }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify(errorBody(code, statusCode));
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode] ?? 'Error'}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export default fp(
  (app, _options, done) => {
    app.setErrorHandler(answerError);

    // Static serving (plugins/external/static.ts) decorates sendFile only when the SPA build exists.
    const serveSpa = app.hasReplyDecorator('sendFile');
    app.setNotFoundHandler(
      { preHandler: app.rateLimit() },
      (request: FastifyRequest, reply: FastifyReply) => {
        if (serveSpa && wantsSpa(request)) {
          return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
        }
        request.log.info(
          { method: request.method, url: urlForLog(request.url) },
          'route not found',
        );
        app.metrics.errorAnswered('ROUTE_NOT_FOUND');
        return reply.code(404).send(errorBody('ROUTE_NOT_FOUND'));
      },
    );
    done();
  },
  { name: 'error-handler', dependencies: ['@fastify/rate-limit', 'metrics'] },
);
