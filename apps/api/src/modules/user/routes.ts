// user/profile: the signed-in user's profile (GET), e-mail update (PUT) and
// e-mail update with a confirmation link (PUT user/profile/email); user/logout
// ends the session of the token it carries.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from '@rosto/contract/endpoints';
import { costlyCallLimit, registerEndpoint } from '../../http/endpoint-route';

const userRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  registerEndpoint(app, endpoints.userProfile, {}, ({ userId }) => app.userService.profile(userId));

  registerEndpoint(app, endpoints.updateProfile, {}, ({ body, userId }) =>
    app.userService.updateProfile(userId, body),
  );

  registerEndpoint(
    app,
    endpoints.updateEmail,
    // Each call may send an e-mail: limited like the entrance calls.
    { rateLimit: costlyCallLimit(app) },
    ({ body, userId }) => app.userService.updateEmail(userId, body),
  );

  registerEndpoint(app, endpoints.logout, {}, ({ request }) =>
    app.userService.logout(request.user.sid),
  );
  done();
};

export default userRoutes;
