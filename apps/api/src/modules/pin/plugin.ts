// The PIN module (docs/spec/account-checklist.md §5): the PIN rules (pins.ts: hashing, the check
// with its lockout, change, reset by SMS) on the app for every module that asks
// for the PIN, the PIN reset repository, and the PIN calls under the API prefix.
import fp from 'fastify-plugin';
import { apiBase } from '@rosto/contract/endpoints';
import { type Pins, createPins } from './pins';
import { createPinResetRepository } from './reset-repository';
import pinRoutes from './routes';
import { type PinService, createPinService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every PIN hash, check (5 wrong in a row lock it), change and reset goes through it. */
    pins: Pins;
    pinService: PinService;
  }
}

export default fp(
  async (app) => {
    const pins = createPins({
      users: app.usersRepository,
      resets: createPinResetRepository(app.db),
      sms: app.messaging.sms,
      clock: app.clock,
      pepper: app.config.pinPepper,
    });
    app.decorate('pins', pins);
    app.decorate('pinService', createPinService({ pins, sessions: app.sessions }));
    await app.register(pinRoutes, { prefix: apiBase });
  },
  { name: 'pin', dependencies: ['db', 'clock', 'messaging', 'auth', 'sessions', 'user'] },
);
