// The face-step-up module: the step-up before an enrolled face is replaced
// (step-ups.ts, decision 023) and its repository on the app; its routes under
// the API prefix. Registration asks it for the session's confirmed step-up.
import fp from 'fastify-plugin';
import { apiBase } from '@rosto/contract/endpoints';
import stepUpRoutes from './routes';
import { type FaceStepUpRepository, createFaceStepUpRepository } from './step-up-repository';
import { type FaceStepUps, createFaceStepUps } from './step-ups';

declare module 'fastify' {
  interface FastifyInstance {
    faceStepUpRepository: FaceStepUpRepository;
    faceStepUps: FaceStepUps;
  }
}

export default fp(
  async (app) => {
    const repository = createFaceStepUpRepository(app.db);
    app.decorate('faceStepUpRepository', repository);
    app.decorate(
      'faceStepUps',
      createFaceStepUps({
        repository,
        users: app.usersRepository,
        pins: app.pins,
        phoneCodes: app.phoneCodes,
        // Registration answers this, and registers after this module because a
        // capture needs the step-up's grant: asked only once requests arrive,
        // so it is not among the dependencies below.
        replacesFace: (userId) => app.faceRegistration.replacesFace(userId),
        clock: app.clock,
      }),
    );
    await app.register(stepUpRoutes, { prefix: apiBase });
  },
  { name: 'face-step-up', dependencies: ['db', 'clock', 'auth', 'user', 'pin', 'phone-codes'] },
);
