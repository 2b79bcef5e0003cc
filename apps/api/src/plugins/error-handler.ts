// The one error handler: every failure becomes `{ statusCode, error, message: CODE }`
// with a catalogue code. 5xx answers never carry internals; they are logged
// with the request id instead. Also answers unknown routes (or serves the SPA).
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { type ErrorCode, errorStatus, isErrorCode } from '@rosto/contract/errors';
import { AppError, errorBody } from '../errors';

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
};

const codeByStatus: Partial<Record<number, ErrorCode>> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'ROUTE_NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
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
function wantsSpa(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?', 1)[0] ?? '';
  if (path === '/api' || path.startsWith('/api/')) return false;
  if ((path.split('/').pop() ?? '').includes('.')) return false;
  const accept = request.headers.accept;
  return accept === undefined || accept.includes('text/html') || accept.includes('*/*');
}

export default fp(
  (app, _options, done) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      const { statusCode, code, extra } = classify(error);
      if (statusCode >= 500) {
        request.log.error({ err: error, code }, 'request failed');
      } else {
        request.log.info({ code, statusCode, reason: error.message }, 'request rejected');
      }
      return reply.code(statusCode).send(errorBody(code, statusCode, extra));
    });

    // Static serving (plugins/static.ts) decorates sendFile only when the SPA build exists.
    const serveSpa = app.hasReplyDecorator('sendFile');
    app.setNotFoundHandler(
      { preHandler: app.rateLimit() },
      (request: FastifyRequest, reply: FastifyReply) => {
        if (serveSpa && wantsSpa(request)) {
          return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
        }
        request.log.info({ method: request.method, url: request.url }, 'route not found');
        return reply.code(404).send(errorBody('ROUTE_NOT_FOUND'));
      },
    );
    done();
  },
  { name: 'error-handler', dependencies: ['@fastify/rate-limit'] },
);
