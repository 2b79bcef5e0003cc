// The analytics module: its repository on the app, its routes under the API prefix.
// No rules (an event is stored as sent), so no service: the routes call the repository.
import fp from 'fastify-plugin';
import { apiBase } from '@rosto/contract/endpoints';
import { type AnalyticsRepository, createAnalyticsRepository } from './repository';
import analyticsRoutes from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    analyticsRepository: AnalyticsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('analyticsRepository', createAnalyticsRepository(app.db));
    await app.register(analyticsRoutes, { prefix: apiBase });
  },
  { name: 'analytics', dependencies: ['db'] },
);
