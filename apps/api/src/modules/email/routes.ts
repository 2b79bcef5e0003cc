// user/profile (PUT): the e-mail update; PUT user/profile/email: the e-mail
// update with a confirmation link.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from '@rosto/contract/endpoints';
import { costlyCallLimit, registerEndpoint } from '../../http/endpoint-route';
import { linkOriginOf } from '../../http/link-origin';

const emailRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  registerEndpoint(app, endpoints.updateProfile, {}, ({ body, userId, request }) =>
    app.emailService.updateProfile(userId, request.user.sid, body),
  );

  registerEndpoint(
    app,
    endpoints.updateEmail,
    // Each call may send an e-mail: limited like the entrance calls.
    { rateLimit: costlyCallLimit(app) },
    ({ body, userId, request }) =>
      app.emailService.updateEmail(
        userId,
        request.user.sid,
        body,
        linkOriginOf(app.config, request),
      ),
  );
  done();
};

export default emailRoutes;
