// user/profile: the signed-in user's profile (GET) and the language of its
// messages (PUT user/profile/language).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from '@rosto/contract/endpoints';
import { registerEndpoint } from '../../http/endpoint-route';

const userRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  registerEndpoint(app, endpoints.userProfile, {}, ({ userId }) => app.userService.profile(userId));

  registerEndpoint(app, endpoints.updateLanguage, {}, ({ body, userId }) =>
    app.userService.updateLanguage(userId, body),
  );
  done();
};

export default userRoutes;
