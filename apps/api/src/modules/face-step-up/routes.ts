// user/set-face/step-up*: the PIN and SMS code that replacing an enrolled face
// needs first (decision 023, step-ups.ts). Starting checks a PIN and sends an
// SMS, resending sends one: limited like the calls that send codes.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from '@rosto/contract/endpoints';
import { costlyCallLimit, registerEndpoint } from '../../http/endpoint-route';
import type { StepUpCaller } from './step-ups';

const stepUpRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const stepUps = app.faceStepUps;
  const caller = (userId: string, request: FastifyRequest): StepUpCaller => ({
    userId,
    sessionId: request.user.sid,
    ip: request.ip,
  });
  registerEndpoint(app, endpoints.faceStepUpStatus, {}, ({ userId, request }) =>
    stepUps.status(caller(userId, request)),
  );
  registerEndpoint(
    app,
    endpoints.faceStepUpStart,
    { rateLimit: costlyCallLimit(app) },
    ({ body, userId, request }) => stepUps.start(caller(userId, request), body),
  );
  registerEndpoint(
    app,
    endpoints.faceStepUpResend,
    { rateLimit: costlyCallLimit(app) },
    ({ body, userId, request }) => stepUps.resend(caller(userId, request), body),
  );
  registerEndpoint(
    app,
    endpoints.faceStepUpConfirm,
    { rateLimit: costlyCallLimit(app) },
    ({ body, userId, request }) => stepUps.confirm(caller(userId, request), body),
  );

  done();
};

export default stepUpRoutes;
