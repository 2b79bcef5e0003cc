// The audit module: the append-only trail of staff actions and views of
// customers' data (issue 26), on the app for every module that acts for staff.
// It has no routes yet: the console reads it through its own calls.
import fp from 'fastify-plugin';
import { type AuditRepository, createAuditRepository } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    auditRepository: AuditRepository;
  }
}

export default fp(
  (app, _options, done) => {
    app.decorate('auditRepository', createAuditRepository(app.db));
    done();
  },
  { name: 'audit', dependencies: ['db'] },
);
