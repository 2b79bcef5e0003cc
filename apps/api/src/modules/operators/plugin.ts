// The operators module (issue 26, decision 049): operator accounts, console
// sign-in and sessions. Its service is the gate of the console's
// authentication (plugins/app/auth.ts: `Authorization: Bearer rosto_op_…` on
// the endpoints with `auth: 'operator'`); the roles an endpoint names are
// checked by the route itself (http/endpoint-route.ts).
import fp from 'fastify-plugin';
import { apiBase } from '@rosto/contract/endpoints';
import { operatorTables } from '../../staff-auth/account-store';
import { staffSignInOn } from '../../staff-auth/realm';
import { createOperatorsRepository } from './repository';
import operatorsRoutes from './routes';
import { createOperators, operatorRealm, type Operators } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    operators: Operators;
  }
}

export default fp(
  async (app) => {
    const operators = createOperators({
      repository: createOperatorsRepository(app.db),
      signIn: staffSignInOn(app.db, operatorTables, operatorRealm, {
        pepper: app.config.pinPepper,
        clock: app.clock,
      }),
      clock: app.clock,
    });
    app.decorate('operators', operators);
    app.setOperatorGate(operators);
    await app.register(operatorsRoutes, { prefix: apiBase });
  },
  { name: 'operators', dependencies: ['db', 'clock', 'auth', 'audit'] },
);
