// The face-search module: the enrolled faces (templates, their duplicate flags,
// the in-process index's codes) and the 1:N search over them (face-search.ts),
// on the app. Registration saves faces here; payments and the sandbox read them.
import fp from 'fastify-plugin';
import { createFaceSearch, type FaceSearch } from './face-search';
import { type FaceTemplateRepository, createFaceTemplateRepository } from './template-repository';

declare module 'fastify' {
  interface FastifyInstance {
    faceTemplateRepository: FaceTemplateRepository;
    /** The 1:N search over enrolled faces, made on first use (one per app: it may hold an index). */
    faceSearch: () => Promise<FaceSearch>;
  }
}

export default fp(
  (app, _options, done) => {
    const templates = createFaceTemplateRepository(app.db);
    let search: Promise<FaceSearch> | null = null;
    const indexThreads = app.config.face.indexThreads;
    const faceSearch = () =>
      (search ??= createFaceSearch(
        templates,
        indexThreads === null ? {} : { helpers: indexThreads },
      ));
    app.decorate('faceTemplateRepository', templates);
    app.decorate('faceSearch', faceSearch);
    // The index's scan threads (a search still answers after this, on one
    // thread). onClose hooks run in reverse order of registration: the modules
    // that search (registration's job runner) have stopped by now.
    app.addHook('onClose', async () => {
      (await search?.catch(() => null))?.close();
    });
    done();
  },
  { name: 'face-search', dependencies: ['db'] },
);
