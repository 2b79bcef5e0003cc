// The audit module (issue 26, decision 048): the append-only audit trail on
// the app. `app.auditTrail.record(request, …)` writes one row for a console
// action or view with the operator (or the shop's person), address and request id of the request;
// `app.auditRepository` is the table itself (commands run on the server write
// through it, with no operator). GET console/audit reads it (admin).
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { apiBase } from '@rosto/contract/endpoints';
import { type AuditEventRow, type AuditRepository, createAuditRepository } from './repository';
import auditRoutes from './routes';

/** What a console action says of itself; the rest comes from the request. */
export interface AuditedAction {
  action: string;
  targetKind: string;
  targetId: string;
  reason?: string | null;
  /** The operator who acted, where the request is not yet signed in (the sign-in itself). */
  operatorId?: string;
  /** The shop's person who acted, likewise (the portal's sign-in). */
  shopUserId?: string;
}

export interface AuditTrail {
  record(request: FastifyRequest, action: AuditedAction): Promise<AuditEventRow>;
}

declare module 'fastify' {
  interface FastifyInstance {
    auditRepository: AuditRepository;
    auditTrail: AuditTrail;
  }
}

export default fp(
  async (app) => {
    const repository = createAuditRepository(app.db);
    app.decorate('auditRepository', repository);
    app.decorate('auditTrail', {
      record: (request, { operatorId, shopUserId, reason, ...action }) =>
        repository.record({
          ...action,
          at: app.clock.now(),
          operatorId: operatorId ?? request.operator?.id ?? null,
          shopUserId: shopUserId ?? request.shopUser?.id ?? null,
          reason: reason ?? null,
          ip: request.ip,
          requestId: request.id,
        }),
    } satisfies AuditTrail);
    await app.register(auditRoutes, { prefix: apiBase });
  },
  { name: 'audit', dependencies: ['db', 'clock'] },
);
