// entrance/register/* and entrance/login/* (docs/spec/account-checklist.md §7): registration by
// steps, sign-in by a code sent to the phone, and the e-mail link challenge.
// Each call has its own per-IP rate limit, tighter than the global one.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from '@rosto/contract/endpoints';
import { costlyCallLimit, registerEndpoint } from '../../http/endpoint-route';
import { linkOriginOf } from '../../http/link-origin';

const ok = { ok: true as const };

const entranceRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = app.entranceService;
  const limited = { rateLimit: costlyCallLimit(app) };

  registerEndpoint(app, endpoints.registerStart, limited, ({ body, request }) =>
    service.registerStart(body, request),
  );
  registerEndpoint(app, endpoints.registerSetPhone, limited, ({ body, request }) =>
    service.registerSetPhone(body, request),
  );
  registerEndpoint(app, endpoints.registerConfirmPhone, limited, async ({ body }) => {
    await service.registerConfirmPhone(body);
    return ok;
  });
  registerEndpoint(app, endpoints.registerSetEmail, limited, async ({ body }) => {
    await service.registerSetEmail(body);
    return ok;
  });
  registerEndpoint(app, endpoints.registerSetPrivateLabelEmail, limited, (input) =>
    service.setPrivateLabelEmail(input.body, input.userId, linkOriginOf(app.config, input.request)),
  );
  registerEndpoint(app, endpoints.registerFinish, limited, ({ body, request }) =>
    service.registerFinish(body, linkOriginOf(app.config, request)),
  );
  registerEndpoint(app, endpoints.registerValidateEmailToken, limited, async ({ body }) => {
    await service.validateEmailToken(body);
    return ok;
  });
  registerEndpoint(app, endpoints.loginStart, limited, ({ body, request }) =>
    service.loginStart(body, request),
  );
  registerEndpoint(app, endpoints.loginConfirmPhone, limited, ({ body }) =>
    service.loginConfirm(body),
  );
  done();
};

export default entranceRoutes;
