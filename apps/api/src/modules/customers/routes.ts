// console/customers/… (role support): the search, the customer's page and its
// actions. Every search, every opening of a page and every action writes one
// audit row; the row names the customer by id and a search by the kind of key
// it used, never by the value typed.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from '@rosto/contract/endpoints';
import { registerEndpoint } from '../../http/endpoint-route';
import { searchKeyOf } from './service';

const customersRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { customersService: service, auditTrail } = app;

  registerEndpoint(app, endpoints.consoleCustomerSearch, {}, async ({ body, request, reply }) => {
    // Recorded before the lookup: a search that finds nothing, or names an
    // expired reference, is still someone looking for a customer.
    await auditTrail.record(request, {
      action: 'customer.search',
      targetKind: 'search',
      targetId: searchKeyOf(body),
    });
    void reply.header('cache-control', 'no-store');
    return service.search(body);
  });

  registerEndpoint(
    app,
    endpoints.consoleCustomer,
    {},
    async ({ params, operator, request, reply }) => {
      const details = await service.details(params.id, {
        withFace: operator.roles.includes('reviewer'),
      });
      await auditTrail.record(request, {
        action: 'customer.view',
        targetKind: 'user',
        targetId: params.id,
      });
      void reply.header('cache-control', 'no-store');
      return details;
    },
  );

  registerEndpoint(app, endpoints.consoleCustomerBlock, {}, async ({ params, body, request }) => {
    const blocked = await service.block(params.id);
    await auditTrail.record(request, {
      action: 'customer.block',
      targetKind: 'user',
      targetId: params.id,
      reason: body.reason,
    });
    return blocked;
  });

  registerEndpoint(app, endpoints.consoleCustomerUnblock, {}, async ({ params, body, request }) => {
    const unblocked = await service.unblock(params.id);
    await auditTrail.record(request, {
      action: 'customer.unblock',
      targetKind: 'user',
      targetId: params.id,
      reason: body.reason,
    });
    return unblocked;
  });

  registerEndpoint(
    app,
    endpoints.consoleCustomerEndSessions,
    {},
    async ({ params, body, request }) => {
      const ended = await service.endSessions(params.id);
      await auditTrail.record(request, {
        action: 'customer.end-sessions',
        targetKind: 'user',
        targetId: params.id,
        reason: body.reason,
      });
      return ended;
    },
  );

  registerEndpoint(
    app,
    endpoints.consoleCustomerResendEmail,
    {},
    async ({ params, body, request }) => {
      const sent = await service.resendEmailConfirmation(params.id);
      await auditTrail.record(request, {
        action: 'customer.resend-email-confirmation',
        targetKind: 'user',
        targetId: params.id,
        reason: body.reason,
      });
      return sent;
    },
  );
  done();
};

export default customersRoutes;
