// The request a piece of work belongs to, through the async calls it makes:
// the gateway's calls and the logs of code that has only the app's logger see
// the request id, and a face job runs under the id of the request that queued
// it. The logger adds it to every line (plugins/app/logger.ts).
import { AsyncLocalStorage } from 'node:async_hooks';
import fp from 'fastify-plugin';

export interface RequestContext {
  requestId: string;
}

export const requestContext = new AsyncLocalStorage<RequestContext>();

/** The id of the request the current work belongs to, if any. */
export function currentRequestId(): string | null {
  return requestContext.getStore()?.requestId ?? null;
}

export default fp(
  (app, _options, done) => {
    // run() around the rest of the request (as @fastify/request-context does):
    // everything it awaits or starts stays in the context.
    app.addHook('onRequest', (request, _reply, next) => {
      requestContext.run({ requestId: request.id }, next);
    });
    done();
  },
  { name: 'request-context' },
);
