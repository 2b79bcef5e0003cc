// The shop-terminals module (issue 27): a shop's terminals in its portal. The
// terminals and their keys are the terminals module's, changed through the
// console's shops service, so the portal, the console and the command share one path.
import fp from 'fastify-plugin';
import { apiBase } from '@rosto/contract/endpoints';
import shopTerminalsRoutes from './routes';

export default fp(
  async (app) => {
    await app.register(shopTerminalsRoutes, { prefix: apiBase });
  },
  { name: 'shop-terminals', dependencies: ['shops', 'shop-users', 'audit'] },
);
