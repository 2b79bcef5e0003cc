// The face-review module: the face change notices (notices.ts) on the app, sent
// by registration when a face changes or waits for review. The review itself
// (review.ts) runs from the operators' command line (cli/review.ts), not over HTTP.
import fp from 'fastify-plugin';
import { type FaceNotices, createFaceNotices } from './notices';

declare module 'fastify' {
  interface FastifyInstance {
    faceNotices: FaceNotices;
  }
}

export default fp(
  (app, _options, done) => {
    app.decorate(
      'faceNotices',
      createFaceNotices({ users: app.usersRepository, sms: app.messaging.sms, log: app.log }),
    );
    done();
  },
  { name: 'face-review', dependencies: ['messaging', 'user'] },
);
