// Bearer JWT sessions: `app.authenticate` guards a route (any missing, invalid
// or expired token is a 401 UNAUTHORIZED) and `app.signSessionToken` issues one.
import jwt from '@fastify/jwt';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../errors';

export interface AuthOptions {
  secret: string;
  expiresIn: string;
}

export interface SessionClaims {
  /** User id. */
  sub: string;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: SessionClaims;
    user: SessionClaims;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest/preHandler hook for signed-in routes; sets `request.user`. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    signSessionToken: (userId: string) => string;
  }
}

const claimsSchema = z.object({ sub: z.uuid() });

export default fp<AuthOptions>(
  async (app, options) => {
    await app.register(jwt, {
      secret: options.secret,
      sign: { algorithm: 'HS256', expiresIn: options.expiresIn },
      verify: { algorithms: ['HS256'], requiredClaims: ['sub', 'exp'] },
    });

    app.decorate('authenticate', async (request: FastifyRequest) => {
      try {
        const claims = await request.jwtVerify<SessionClaims>();
        if (!claimsSchema.safeParse(claims).success) throw new Error('malformed claims');
      } catch (error) {
        throw new AppError('UNAUTHORIZED', {}, { cause: error });
      }
    });

    app.decorate('signSessionToken', (userId: string) => app.jwt.sign({ sub: userId }));
  },
  { name: 'auth' },
);
