// user/logout ends the session of the token it carries, user/logout/all every
// session of the user.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from '@rosto/contract/endpoints';
import { registerEndpoint } from '../../http/endpoint-route';

const sessionsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  registerEndpoint(app, endpoints.logout, {}, ({ request }) =>
    app.sessions.logout(request.user.sid),
  );

  registerEndpoint(app, endpoints.logoutEverywhere, {}, ({ userId }) =>
    app.sessions.logoutEverywhere(userId),
  );
  done();
};

export default sessionsRoutes;
