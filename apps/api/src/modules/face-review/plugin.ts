// The face-review module: the face change notices (notices.ts) on the app, sent
// by registration when a face changes or waits for review, and the review
// itself (review.ts), which the console's reviews module and the operators'
// command line (cli/review.ts) run.
import fp from 'fastify-plugin';
import { type FaceNotices, createFaceNotices } from './notices';
import { type FaceReview, createFaceReview } from './review';
import { createFaceReviewRepository } from './review-repository';

declare module 'fastify' {
  interface FastifyInstance {
    faceNotices: FaceNotices;
    faceReview: FaceReview;
  }
}

export default fp(
  (app, _options, done) => {
    const notices = createFaceNotices({
      users: app.usersRepository,
      sms: app.messaging.sms,
      log: app.log,
    });
    app.decorate('faceNotices', notices);
    app.decorate(
      'faceReview',
      createFaceReview({
        reviews: createFaceReviewRepository(app.db),
        notices,
        now: () => app.clock.now(),
      }),
    );
    done();
  },
  { name: 'face-review', dependencies: ['db', 'clock', 'messaging', 'user'] },
);
