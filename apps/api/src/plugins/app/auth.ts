// Bearer JWT sessions: `app.authenticate` guards a route and
// `app.signSessionToken` signs a token for a session row. A token counts only
// while the session it names is open (decision 016): the check is the session
// gate the user module sets, one lookup per signed-in request. Any missing,
// invalid or expired token, or a closed session, is a 401 UNAUTHORIZED.
// `app.authenticateOperator` guards the console's endpoints: a console
// session's token (`rosto_op_…`) checked by the gate the operators module
// sets (decision 049), setting `request.operator`; 401 UNAUTHORIZED otherwise.
// `app.authenticateShopUser` does the same for the shops' portal (`rosto_shop_…`,
// decision 053), setting `request.shopUser`.
import { createHash, timingSafeEqual } from 'node:crypto';
import jwt from '@fastify/jwt';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { OperatorRole, ShopRole } from '@rosto/contract/operator-roles';
import { AppError } from '../../errors';

export interface AuthOptions {
  secret: string;
  expiresIn: string;
}

export interface SessionClaims {
  /** User id. */
  sub: string;
  /** Session id (a row of `sessions`). */
  sid: string;
}

/** The operator a console request comes from. */
export interface OperatorCaller {
  id: string;
  email: string;
  roles: OperatorRole[];
  sessionId: string;
  sessionExpiresAt: Date;
}

/** Finds the operator behind a console token while its session is open. */
export interface OperatorGate {
  authenticate(token: string): Promise<OperatorCaller | null>;
}

/** The shop's person a portal request comes from (decision 053). */
export interface ShopUserCaller {
  id: string;
  email: string;
  role: ShopRole;
  /** The shop (place) whose data alone this caller reaches. */
  placeId: string;
  sessionId: string;
  sessionExpiresAt: Date;
}

/** Finds the shop's person behind a portal token while its session is open. */
export interface ShopUserGate {
  authenticate(token: string): Promise<ShopUserCaller | null>;
}

/** Decides whether the session a validly signed token names is still open. */
export interface SessionGate {
  isOpen(claims: SessionClaims): Promise<boolean>;
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
    signSessionToken: (claims: SessionClaims) => string;
    /** Set once, by the module that keeps the sessions (user). */
    setSessionGate: (gate: SessionGate) => void;
    /** onRequest hook for the console's routes (`auth: 'operator'`); sets `request.operator`. */
    authenticateOperator: (request: FastifyRequest) => Promise<void>;
    /** Set once, by the operators module. */
    setOperatorGate: (gate: OperatorGate) => void;
    /** onRequest hook for the portal's routes (`auth: 'shop'`); sets `request.shopUser`. */
    authenticateShopUser: (request: FastifyRequest) => Promise<void>;
    /** Set once, by the shop-users module. */
    setShopUserGate: (gate: ShopUserGate) => void;
  }
  interface FastifyRequest {
    operator: OperatorCaller | null;
    shopUser: ShopUserCaller | null;
  }
}

/** Verified tokens remembered at once; a token is some 250 bytes. */
const VERIFIED_TOKENS = 10_000;

// Tokens signed before sessions existed have no `sid`: they are refused.
const claimsSchema = z.object({ sub: z.uuid(), sid: z.uuid() });

// Digests have one length, so timingSafeEqual neither throws nor leaks the token's length.
const digest = (value: string) => createHash('sha256').update(value).digest();

function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer ([^\s]+)$/iu.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/**
 * A check that the request's bearer token is `secret`, in constant time (the
 * metrics scrape's); a null secret lets nobody in.
 */
export function bearerTokenCheck(secret: string | null): (request: FastifyRequest) => boolean {
  const expected = secret ? digest(secret) : null;
  return (request) => {
    const token = bearerToken(request);
    return expected !== null && token !== null && timingSafeEqual(digest(token), expected);
  };
}

export default fp<AuthOptions>(
  async (app, options) => {
    await app.register(jwt, {
      secret: options.secret,
      sign: { algorithm: 'HS256', expiresIn: options.expiresIn },
      verify: { algorithms: ['HS256'], requiredClaims: ['sub', 'exp'] },
    });

    let gate: SessionGate | null = null;
    app.decorate('setSessionGate', (next: SessionGate) => {
      if (gate) throw new Error('the session gate is already set');
      gate = next;
    });
    let operatorGate: OperatorGate | null = null;
    app.decorate('setOperatorGate', (next: OperatorGate) => {
      if (operatorGate) throw new Error('the operator gate is already set');
      operatorGate = next;
    });
    let shopUserGate: ShopUserGate | null = null;
    app.decorate('setShopUserGate', (next: ShopUserGate) => {
      if (shopUserGate) throw new Error('the shop user gate is already set');
      shopUserGate = next;
    });
    app.addHook('onReady', (done) => {
      done(
        !gate
          ? new Error('no session gate: signed-in routes would refuse every token')
          : !operatorGate
            ? new Error('no operator gate: console routes would refuse every token')
            : !shopUserGate
              ? new Error('no shop user gate: portal routes would refuse every token')
              : undefined,
      );
    });
    app.decorateRequest('operator', null);
    app.decorate('authenticateOperator', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      const caller = token && operatorGate ? await operatorGate.authenticate(token) : null;
      if (!caller) throw new AppError('UNAUTHORIZED');
      request.operator = caller;
    });
    app.decorateRequest('shopUser', null);
    app.decorate('authenticateShopUser', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      const caller = token && shopUserGate ? await shopUserGate.authenticate(token) : null;
      if (!caller) throw new AppError('UNAUTHORIZED');
      request.shopUser = caller;
    });

    // Tokens already verified, each until its `exp`: a signed-in app repeats
    // one token on every call, and checking its HMAC again was a tenth of a
    // cached page's time (decision 039). Keyed by the token itself: unique,
    // and in memory with the request anyway. The session check below still
    // runs on every request, so a signed-out token is refused all the same.
    const verified = new LRUCache<string, SessionClaims>({ max: VERIFIED_TOKENS });
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      let claims = token === null ? undefined : verified.get(token);
      if (claims) {
        request.user = claims;
      } else {
        try {
          const payload = await request.jwtVerify<SessionClaims & { exp?: number }>();
          const parsed = claimsSchema.safeParse(payload);
          if (!parsed.success) throw new Error('malformed claims');
          claims = parsed.data;
          request.user = claims;
          const ttl = (payload.exp ?? 0) * 1000 - Date.now();
          if (token !== null && ttl > 0) verified.set(token, claims, { ttl });
        } catch (error) {
          throw new AppError('UNAUTHORIZED', {}, { cause: error });
        }
      }
      if (!gate || !(await gate.isOpen(claims))) throw new AppError('UNAUTHORIZED');
    });

    app.decorate('signSessionToken', (claims: SessionClaims) =>
      app.jwt.sign({ sub: claims.sub, sid: claims.sid }),
    );
  },
  { name: 'auth' },
);
