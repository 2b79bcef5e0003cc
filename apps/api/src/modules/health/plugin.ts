// The health module: the shutting-down flag and the probes. Probes live outside
// the API prefix and the contract's endpoint table (no data wrapper), and have
// no rules beyond their two checks, so the module is routes and plugin only.
import fp from 'fastify-plugin';
import healthRoutes from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when SIGTERM arrives, so /readyz fails while requests drain. */
    shuttingDown: boolean;
  }
}

export default fp(
  async (app) => {
    app.decorate('shuttingDown', false);
    await app.register(healthRoutes);
  },
  { name: 'health', dependencies: ['db', 'redis', 'face-engine'] },
);
