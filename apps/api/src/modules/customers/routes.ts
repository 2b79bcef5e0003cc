// console/customers/… (role support): the search, the customer's page and its
// actions. Every search, every opening of a page and every action writes one
// audit row; the row names the customer by id and a search by the kind of key
// it used, never by the value typed.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { type Endpoint, type EndpointData, endpoints } from '@rosto/contract/endpoints';
import { registerEndpoint } from '../../http/endpoint-route';
import { searchKeyOf } from './service';

/** The actions on a customer's page: each takes the customer's id and a reason. */
type CustomerActionEndpoint =
  | 'consoleCustomerBlock'
  | 'consoleCustomerUnblock'
  | 'consoleCustomerEndSessions'
  | 'consoleCustomerResendEmail';

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

  /**
   * One action on a customer: the service's step, then its audit row with
   * the reason the operator gave.
   */
  const registerAction = <E extends CustomerActionEndpoint>(
    endpoint: Extract<Endpoint, { id: E }>,
    action: string,
    act: (customerId: string) => Promise<EndpointData<E>>,
  ) => {
    registerEndpoint(app, endpoint, {}, async ({ params, body, request }) => {
      const answer = await act(params.id);
      await auditTrail.record(request, {
        action,
        targetKind: 'user',
        targetId: params.id,
        reason: body.reason,
      });
      return answer;
    });
  };
  registerAction(endpoints.consoleCustomerBlock, 'customer.block', (id) => service.block(id));
  registerAction(endpoints.consoleCustomerUnblock, 'customer.unblock', (id) => service.unblock(id));
  registerAction(endpoints.consoleCustomerEndSessions, 'customer.end-sessions', (id) =>
    service.endSessions(id),
  );
  registerAction(endpoints.consoleCustomerResendEmail, 'customer.resend-email-confirmation', (id) =>
    service.resendEmailConfirmation(id),
  );
  done();
};

export default customersRoutes;
