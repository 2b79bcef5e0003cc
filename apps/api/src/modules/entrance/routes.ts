// entrance/register/* and entrance/login/* (account.md §7): registration by
// steps, sign-in by a code sent to the phone, and the e-mail link challenge.
// Each call has its own per-IP rate limit, tighter than the global one.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@rosto/contract/api-paths';
import { errorBodySchema } from '@rosto/contract/schemas/common';
import {
  loginConfirmPhoneBodySchema,
  loginConfirmPhoneResponseSchema,
  loginStartBodySchema,
  loginStartResponseSchema,
  registerConfirmPhoneBodySchema,
  registerConfirmPhoneResponseSchema,
  registerFinishBodySchema,
  registerFinishResponseSchema,
  registerSetEmailBodySchema,
  registerSetEmailResponseSchema,
  registerSetPhoneBodySchema,
  registerSetPhoneResponseSchema,
  registerSetPrivateLabelEmailBodySchema,
  registerSetPrivateLabelEmailResponseSchema,
  registerStartBodySchema,
  registerStartResponseSchema,
  validateEmailTokenBodySchema,
  validateEmailTokenResponseSchema,
} from '@rosto/contract/schemas/entrance';
import { createEntranceService } from './service';

const ok = { data: { ok: true as const } };

const entranceRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = createEntranceService({
    entrance: app.entranceRepository,
    users: app.usersRepository,
    partners: app.partnersRepository,
    phoneCodes: app.phoneCodes,
    emailConfirmation: app.emailConfirmation,
    captcha: app.captcha,
    clock: app.clock,
    signSessionToken: app.signSessionToken,
    log: app.log,
  });

  const limited = {
    config: { rateLimit: { max: app.config.entranceRateLimitMax, timeWindow: '1 minute' } },
  } as const;
  const errors = {
    400: errorBodySchema,
    403: errorBodySchema,
    404: errorBodySchema,
    409: errorBodySchema,
    429: errorBodySchema,
    503: errorBodySchema,
  };
  const tags = ['entrance'];

  app.post(
    `/${apiPaths.registerStart}`,
    {
      ...limited,
      schema: {
        tags,
        summary: 'Start a registration (terms accepted, CPF not yet a user, captcha)',
        body: registerStartBodySchema,
        response: { 200: registerStartResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.registerStart(request.body, request) }),
  );

  app.put(
    `/${apiPaths.registerSetPhone}`,
    {
      ...limited,
      schema: {
        tags,
        summary: 'Set the phone and send the code (SMS, or voice call); again to resend',
        body: registerSetPhoneBodySchema,
        response: { 200: registerSetPhoneResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.registerSetPhone(request.body) }),
  );

  app.put(
    `/${apiPaths.registerConfirmPhone}`,
    {
      ...limited,
      schema: {
        tags,
        summary: 'Confirm the phone with the code',
        body: registerConfirmPhoneBodySchema,
        response: { 200: registerConfirmPhoneResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.registerConfirmPhone(request.body);
      return ok;
    },
  );

  app.put(
    `/${apiPaths.registerSetEmail}`,
    {
      ...limited,
      schema: {
        tags,
        summary: 'Set the e-mail (the confirmation link is sent when the user is created)',
        body: registerSetEmailBodySchema,
        response: { 200: registerSetEmailResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.registerSetEmail(request.body);
      return ok;
    },
  );

  app.put(
    `/${apiPaths.registerSetPrivateLabelEmail}`,
    {
      ...limited,
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Set a private-label user's e-mail and opt-in (own account only)",
        security: [{ bearerAuth: [] }],
        body: registerSetPrivateLabelEmailBodySchema,
        response: {
          200: registerSetPrivateLabelEmailResponseSchema,
          401: errorBodySchema,
          ...errors,
        },
      },
    },
    async (request) => {
      await service.setPrivateLabelEmail(request.body, request.user.sub);
      return ok;
    },
  );

  app.put(
    `/${apiPaths.registerFinish}`,
    {
      ...limited,
      schema: {
        tags,
        summary: 'Create the user (with the chosen PIN) and sign in',
        body: registerFinishBodySchema,
        response: { 200: registerFinishResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.registerFinish(request.body) }),
  );

  app.post(
    `/${apiPaths.registerValidateEmailToken}`,
    {
      ...limited,
      schema: {
        tags,
        summary: 'Confirm an e-mail: the link token and the CPF of its owner',
        body: validateEmailTokenBodySchema,
        response: { 200: validateEmailTokenResponseSchema, ...errors },
      },
    },
    async (request) => {
      await app.emailConfirmation.validate(request.body.emailValidationToken, request.body.cpf);
      return ok;
    },
  );

  app.post(
    `/${apiPaths.loginStart}`,
    {
      ...limited,
      schema: {
        tags,
        summary: "Start a sign-in: sends a code to the account's phone; again to resend",
        body: loginStartBodySchema,
        response: { 200: loginStartResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.loginStart(request.body, request) }),
  );

  app.put(
    `/${apiPaths.loginConfirmPhone}`,
    {
      ...limited,
      schema: {
        tags,
        summary: 'Finish a sign-in with the code: session token and profile',
        body: loginConfirmPhoneBodySchema,
        response: { 200: loginConfirmPhoneResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.loginConfirm(request.body) }),
  );
  done();
};

export default entranceRoutes;
