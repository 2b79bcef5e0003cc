// user/profile: the signed-in user's profile (GET), e-mail update (PUT) and
// e-mail update with a confirmation link (PUT user/profile/email); the language
// of its messages (PUT user/profile/language); the PIN
// (verify-pin, change-pin, reset-pin); user/payment-limits (decision 036); user/logout ends the session of the
// token it carries, user/logout/all every session of the user.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from '@rosto/contract/endpoints';
import { costlyCallLimit, registerEndpoint } from '../../http/endpoint-route';
import { linkOriginOf } from '../../http/link-origin';

const userRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  registerEndpoint(app, endpoints.userProfile, {}, ({ userId }) => app.userService.profile(userId));

  registerEndpoint(app, endpoints.updateProfile, {}, ({ body, userId, request }) =>
    app.userService.updateProfile(userId, request.user.sid, body),
  );

  registerEndpoint(
    app,
    endpoints.updateEmail,
    // Each call may send an e-mail: limited like the entrance calls.
    { rateLimit: costlyCallLimit(app) },
    ({ body, userId, request }) =>
      app.userService.updateEmail(
        userId,
        request.user.sid,
        body,
        linkOriginOf(app.config, request),
      ),
  );

  registerEndpoint(app, endpoints.updateLanguage, {}, ({ body, userId }) =>
    app.userService.updateLanguage(userId, body),
  );

  registerEndpoint(app, endpoints.userDataExport, {}, ({ userId }) =>
    app.userService.exportData(userId),
  );

  // Deletion (account-deletion.ts): the code sends an SMS, the deletion checks
  // a PIN or a code: limited like the entrance calls.
  registerEndpoint(
    app,
    endpoints.accountDeletionCode,
    { rateLimit: costlyCallLimit(app) },
    ({ body, userId, request }) => app.accountDeletion.sendCode(userId, body, request.ip),
  );
  registerEndpoint(
    app,
    endpoints.accountDeletion,
    { rateLimit: costlyCallLimit(app) },
    ({ body, userId }) => app.accountDeletion.deleteAccount(userId, body),
  );

  registerEndpoint(app, endpoints.logout, {}, ({ request }) =>
    app.userService.logout(request.user.sid),
  );

  registerEndpoint(app, endpoints.logoutEverywhere, {}, ({ userId }) =>
    app.userService.logoutEverywhere(userId),
  );

  // Each PIN check costs an argon2 hash (19 MiB): limited per IP like the
  // entrance calls, besides the lockout after 5 wrong PINs in a row.
  const pinLimit = { rateLimit: costlyCallLimit(app) };
  registerEndpoint(app, endpoints.verifyPin, pinLimit, ({ body, userId }) =>
    app.userService.verifyPin(userId, body.pin),
  );
  registerEndpoint(app, endpoints.changePin, pinLimit, ({ body, userId, request }) =>
    app.userService.changePin(userId, request.user.sid, body),
  );
  // Raising a limit checks the PIN: limited like the other PIN calls.
  registerEndpoint(app, endpoints.paymentLimits, {}, ({ userId }) => app.paymentLimits.get(userId));
  registerEndpoint(app, endpoints.updatePaymentLimits, pinLimit, ({ body, userId }) =>
    app.paymentLimits.update(userId, body),
  );
  // Each reset sends an SMS.
  registerEndpoint(app, endpoints.resetPin, pinLimit, ({ userId }) =>
    app.userService.resetPin(userId),
  );
  done();
};

export default userRoutes;
