// GET console/audit (admin): the trail newest first, filtered, in pages that
// continue below the last id seen.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from '@rosto/contract/endpoints';
import { registerEndpoint } from '../../http/endpoint-route';

const auditRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  registerEndpoint(app, endpoints.consoleAudit, {}, async ({ query }) => {
    const { before, limit, ...filter } = query;
    // One row more than asked tells whether another page follows.
    const rows = await app.auditRepository.listWithOperators(
      { ...filter, ...(before === undefined ? {} : { beforeId: before }) },
      limit + 1,
    );
    const page = rows.slice(0, limit);
    return {
      items: page.map((row) => ({ ...row, at: row.at.toISOString() })),
      nextBefore: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
    };
  });
  done();
};

export default auditRoutes;
