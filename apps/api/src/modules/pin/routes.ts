// The PIN calls: verify-pin, change-pin and reset-pin.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from '@rosto/contract/endpoints';
import { costlyCallLimit, registerEndpoint } from '../../http/endpoint-route';

const pinRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // Each PIN check costs an argon2 hash (19 MiB): limited per IP like the
  // entrance calls, besides the lockout after 5 wrong PINs in a row.
  const pinLimit = { rateLimit: costlyCallLimit(app) };
  registerEndpoint(app, endpoints.verifyPin, pinLimit, ({ body, userId }) =>
    app.pinService.verifyPin(userId, body.pin),
  );
  registerEndpoint(app, endpoints.changePin, pinLimit, ({ body, userId, request }) =>
    app.pinService.changePin(userId, request.user.sid, body),
  );
  // Each reset sends an SMS.
  registerEndpoint(app, endpoints.resetPin, pinLimit, ({ userId }) =>
    app.pinService.resetPin(userId),
  );
  done();
};

export default pinRoutes;
