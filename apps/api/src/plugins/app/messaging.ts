// Adapters for messages to users: SMS, voice call and e-mail. In the sandbox
// stage they write to the outbox (GET /api/sandbox/outbox), so tests and people
// read codes as a user reads the phone. Elsewhere SMS and voice go to an HTTP
// provider (SMS_HTTP_URL) and e-mail through SMTP_URL; a provider that is not
// configured answers SERVICE_UNAVAILABLE.
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { PHONE_COUNTRY_CALLING_CODE, phoneDigits } from '@rosto/contract/validators/phone';
import type { AppConfig } from '../../config/env';
import { AppError } from '../../errors';
import { type OutboxRepository, createOutboxRepository } from './outbox-repository';

export interface TextMessage {
  /** Phone digits, area code first (a +55 prefix is accepted). */
  to: string;
  body: string;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface SmsSender {
  send(message: TextMessage): Promise<void>;
}
export interface VoiceCaller {
  /** Calls the phone and reads `body` aloud. */
  call(message: TextMessage): Promise<void>;
}
export interface Mailer {
  send(message: EmailMessage): Promise<void>;
}

export interface Messaging {
  sms: SmsSender;
  voice: VoiceCaller;
  mail: Mailer;
}

declare module 'fastify' {
  interface FastifyInstance {
    messaging: Messaging;
  }
}

/** How long the SMS provider gets to accept a message. */
export const SMS_HTTP_TIMEOUT_MS = 10_000;

export function createSandboxMessaging(outbox: OutboxRepository): Messaging {
  return {
    sms: { send: (message) => outbox.add({ channel: 'sms', to: message.to, body: message.body }) },
    voice: {
      call: (message) => outbox.add({ channel: 'voice', to: message.to, body: message.body }),
    },
    mail: {
      send: (message) =>
        outbox.add({
          channel: 'email',
          to: message.to,
          subject: message.subject,
          body: message.text,
        }),
    },
  };
}

function unavailable(log: FastifyBaseLogger, what: string): () => Promise<never> {
  return () => {
    log.error(`${what} provider is not configured`);
    return Promise.reject(new AppError('SERVICE_UNAVAILABLE'));
  };
}

/** "+5511987654321" from any way of writing a Brazilian phone. */
export function toE164(phone: string): string {
  return `+${PHONE_COUNTRY_CALLING_CODE}${phoneDigits(phone)}`;
}

export interface HttpTextProviderOptions {
  url: string;
  token: string | null;
  log: FastifyBaseLogger;
  timeoutMs?: number;
}

/**
 * SMS and voice through one HTTP provider: POST `{ to, message, channel }` as
 * JSON with a bearer token. The message carries a code, so it is never logged.
 */
export function createHttpTextProvider(
  options: HttpTextProviderOptions,
): Pick<Messaging, 'sms' | 'voice'> {
  const post = async (channel: 'sms' | 'voice', message: TextMessage) => {
    let status: number;
    try {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: JSON.stringify({ to: toE164(message.to), message: message.body, channel }),
        signal: AbortSignal.timeout(options.timeoutMs ?? SMS_HTTP_TIMEOUT_MS),
      });
      status = response.status;
      // Drain the body so the connection can be reused.
      await response.arrayBuffer().catch(() => undefined);
    } catch (error) {
      options.log.error({ err: error, channel }, 'SMS provider unreachable');
      throw new AppError('SERVICE_UNAVAILABLE', {}, { cause: error });
    }
    if (status < 200 || status >= 300) {
      options.log.error({ status, channel }, 'SMS provider refused the message');
      throw new AppError('SERVICE_UNAVAILABLE');
    }
  };
  return {
    sms: { send: (message) => post('sms', message) },
    voice: { call: (message) => post('voice', message) },
  };
}

export function createSmtpMailer(
  transport: Pick<Transporter, 'sendMail'>,
  from: string,
  log: FastifyBaseLogger,
): Mailer {
  return {
    send: async (message) => {
      try {
        await transport.sendMail({ from, ...message });
      } catch (error) {
        log.error({ err: error }, 'SMTP server refused the message');
        throw new AppError('SERVICE_UNAVAILABLE', {}, { cause: error });
      }
    },
  };
}

export type MessagingConfig = Pick<AppConfig, 'stage' | 'smtpUrl' | 'mailFrom' | 'sms'>;

export function createMessaging(
  config: MessagingConfig,
  outbox: OutboxRepository,
  log: FastifyBaseLogger,
): Messaging {
  const sandbox = createSandboxMessaging(outbox);
  let text: Pick<Messaging, 'sms' | 'voice'>;
  if (config.sms.provider === 'sandbox') {
    text = sandbox;
  } else if (config.sms.provider === 'http' && config.sms.httpUrl) {
    text = createHttpTextProvider({ url: config.sms.httpUrl, token: config.sms.httpToken, log });
  } else {
    log.warn(
      config.sms.provider === 'off'
        ? 'SMS_PROVIDER=off: codes are not sent by SMS or voice call'
        : 'SMS_HTTP_URL is not set: codes cannot be sent by SMS or voice call',
    );
    text = {
      sms: { send: unavailable(log, 'SMS (SMS_HTTP_URL)') },
      voice: { call: unavailable(log, 'Voice call (SMS_HTTP_URL)') },
    };
  }

  let mail: Mailer;
  if (config.stage === 'sandbox') {
    mail = sandbox.mail;
  } else if (config.smtpUrl) {
    mail = createSmtpMailer(nodemailer.createTransport(config.smtpUrl), config.mailFrom, log);
  } else {
    mail = { send: unavailable(log, 'E-mail (SMTP_URL)') };
  }
  return { ...text, mail };
}

export interface MessagingOptions {
  config: MessagingConfig;
}

export default fp<MessagingOptions>(
  (app, { config }, done) => {
    // The sandbox adapters write to the outbox table; the sandbox module reads it.
    const outbox = createOutboxRepository(app.db);
    app.decorate('messaging', createMessaging(config, outbox, app.log));
    done();
  },
  { name: 'messaging', dependencies: ['db'] },
);
