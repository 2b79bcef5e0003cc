// terminal/payments*: the shop terminal's payment calls (decision 033), each
// from the contract's endpoint table, behind the terminal's API key.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from '@rosto/contract/endpoints';
import { registerEndpoint } from '../../http/endpoint-route';

/** A photo of up to 3 MiB travels as about 4 MiB of base64 (as the face routes). */
const FACE_BODY_LIMIT = 6 * 1024 * 1024;

const terminalPaymentsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = app.terminalPaymentsService;

  registerEndpoint(app, endpoints.terminalPaymentStart, {}, ({ terminal, body }) =>
    service.start(terminal, body),
  );
  registerEndpoint(
    app,
    endpoints.terminalPaymentFace,
    // Each photo costs an analysis and a search, and answers a first name: limited per
    // terminal key (many tills share a shop's address), at three times the entrance
    // calls' per-address figure (60 a minute by default, one photo a second).
    {
      bodyLimit: FACE_BODY_LIMIT,
      rateLimit: {
        max: app.config.entranceRateLimitMax * 3,
        timeWindow: '1 minute',
        per: 'credential',
      },
    },
    ({ terminal, params, body }) => service.face(terminal, params.id, body),
  );
  registerEndpoint(
    app,
    endpoints.terminalPaymentChallenge,
    // Six small frames cost an analysis each: limited as the face photo is.
    {
      bodyLimit: FACE_BODY_LIMIT,
      rateLimit: {
        max: app.config.entranceRateLimitMax * 3,
        timeWindow: '1 minute',
        per: 'credential',
      },
    },
    ({ terminal, params, body }) => service.challenge(terminal, params.id, body),
  );
  registerEndpoint(app, endpoints.terminalPaymentConfirm, {}, ({ terminal, params, body }) =>
    service.confirm(terminal, params.id, body),
  );
  registerEndpoint(app, endpoints.terminalPaymentCancel, {}, ({ terminal, params }) =>
    service.cancel(terminal, params.id),
  );

  registerEndpoint(app, endpoints.terminalPaymentGet, {}, ({ terminal, params }) =>
    service.get(terminal, params.id),
  );

  registerEndpoint(app, endpoints.terminalMe, {}, ({ terminal }) => service.me(terminal));

  registerEndpoint(app, endpoints.terminalSales, {}, async ({ terminal }) => ({
    items: await service.salesToday(terminal),
  }));
  done();
};

export default terminalPaymentsRoutes;
