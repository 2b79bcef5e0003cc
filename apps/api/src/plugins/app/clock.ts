// The time every expiry and countdown is judged by (codes, intentions, links).
// Tests pass a fake clock instead of sleeping through 30-second countdowns.
import fp from 'fastify-plugin';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

export default fp<{ clock: Clock }>(
  (app, { clock }, done) => {
    app.decorate('clock', clock);
    done();
  },
  { name: 'clock' },
);
