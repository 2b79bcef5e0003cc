// The face-challenge module (decision 062): the active liveness challenges
// that terminal payments and face registration issue and use up
// (`app.faceChallenges`). It has no routes of its own: each call that offers
// or answers a challenge belongs to its module.
import fp from 'fastify-plugin';
import { type FaceChallenges, createFaceChallenges } from './challenges';
import { createFaceChallengeRepository } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    faceChallenges: FaceChallenges;
  }
}

export default fp(
  (app, _options, done) => {
    app.decorate(
      'faceChallenges',
      createFaceChallenges({
        repository: createFaceChallengeRepository(app.db),
        clock: app.clock,
        counted: (site, outcome) => app.metrics.livenessChallenge(site, outcome),
        fixedAction: app.config.sandbox?.challengeAction ?? null,
      }),
    );
    done();
  },
  { name: 'face-challenge', dependencies: ['db', 'clock', 'metrics'] },
);
