// console/session (sign-in and sign-out), console/me, and the admin's
// operator accounts. Sign-in, sign-out and each change of an account are
// written to the audit trail.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from '@rosto/contract/endpoints';
import { AppError } from '../../errors';
import { costlyCallLimit, registerEndpoint } from '../../http/endpoint-route';
import { consoleSessionAnswer } from './service';

const operatorsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { operators, auditTrail } = app;

  registerEndpoint(
    app,
    endpoints.consoleSessionCreate,
    // Per address as the customers' sign-in, besides each account's own lockout.
    { rateLimit: costlyCallLimit(app) },
    async ({ body, request }) => {
      const session = await operators.signIn(body);
      await auditTrail.record(request, {
        operatorId: session.account.id,
        action: 'operator.sign-in',
        targetKind: 'operator',
        targetId: session.account.id,
      });
      return consoleSessionAnswer(session);
    },
  );

  registerEndpoint(app, endpoints.consoleSessionEnd, {}, async ({ operator, request }) => {
    await operators.endSession(operator.sessionId);
    await auditTrail.record(request, {
      action: 'operator.sign-out',
      targetKind: 'operator',
      targetId: operator.id,
    });
    return { ended: true as const };
  });

  registerEndpoint(app, endpoints.consoleMe, {}, async ({ operator }) => ({
    ...(await operators.findById(operator.id)),
    sessionExpiresAt: operator.sessionExpiresAt.toISOString(),
  }));

  registerEndpoint(app, endpoints.consoleOperators, {}, async () => ({
    items: await operators.list(),
  }));

  registerEndpoint(app, endpoints.consoleOperatorCreate, {}, async ({ body, request }) => {
    const created = await operators.create(body);
    await auditTrail.record(request, {
      action: 'operator.create',
      targetKind: 'operator',
      targetId: created.operator.id,
      reason: `roles: ${created.operator.roles.join(',')}`,
    });
    return created;
  });

  registerEndpoint(
    app,
    endpoints.consoleOperatorUpdate,
    {},
    async ({ params, body, operator, request }) => {
      if (params.id === operator.id && body.disabled) throw new AppError('FORBIDDEN');
      const updated = await operators.update(params.id, body);
      const changes = [
        ...(body.roles ? [`roles: ${updated.roles.join(',')}`] : []),
        ...(body.disabled === undefined ? [] : [body.disabled ? 'disabled' : 'enabled']),
      ];
      await auditTrail.record(request, {
        action: 'operator.update',
        targetKind: 'operator',
        targetId: params.id,
        reason: `${body.reason} (${changes.join('; ')})`,
      });
      return updated;
    },
  );
  done();
};

export default operatorsRoutes;
