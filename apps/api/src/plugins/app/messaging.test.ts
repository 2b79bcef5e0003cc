// The real-provider adapters: SMS/voice over HTTP against a local server, and
// e-mail through a nodemailer transport. Message texts (codes) never reach the logs.
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../../test/app';
import type { OutboxRepository } from './outbox-repository';
import { createHttpTextProvider, createMessaging, createSmtpMailer, toE164 } from './messaging';

interface Received {
  method: string;
  contentType: string | undefined;
  authorization: string | undefined;
  body: unknown;
}

describe('HTTP SMS and voice provider', () => {
  const received: Received[] = [];
  /** What the next request gets: a status, or no answer at all. */
  let reply: number | 'hang' = 202;
  let server: Server;
  let url = '';

  beforeAll(async () => {
    server = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      request.on('end', () => {
        received.push({
          method: request.method ?? '',
          contentType: request.headers['content-type'],
          authorization: request.headers.authorization,
          body: JSON.parse(raw) as unknown,
        });
        if (reply !== 'hang') response.writeHead(reply).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const code = 'Rosto: seu código de verificação é 482913.';

  it('posts { to: +55..., message, channel } as JSON with the bearer token', async () => {
    reply = 202;
    const { logger } = memoryLogger();
    const provider = createHttpTextProvider({ url, token: 'secret-token', log: logger });
    await provider.sms.send({ to: '11987654321', body: code });
    await provider.voice.call({ to: '(21) 98765-4321', body: '4 8 2 9 1 3' });
    expect(received.slice(-2)).toEqual([
      {
        method: 'POST',
        contentType: 'application/json',
        authorization: 'Bearer secret-token',
        body: { to: '+5511987654321', message: code, channel: 'sms' },
      },
      {
        method: 'POST',
        contentType: 'application/json',
        authorization: 'Bearer secret-token',
        body: { to: '+5521987654321', message: '4 8 2 9 1 3', channel: 'voice' },
      },
    ]);
  });

  it('answers SERVICE_UNAVAILABLE on a refusal, a timeout or no server, and logs no text', async () => {
    const log = memoryLogger();
    const provider = createHttpTextProvider({ url, token: null, log: log.logger, timeoutMs: 200 });

    reply = 500;
    await expect(provider.sms.send({ to: '11987654321', body: code })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(received.at(-1)?.authorization).toBeUndefined();

    reply = 'hang';
    await expect(provider.voice.call({ to: '11987654321', body: code })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });

    const nowhere = createHttpTextProvider({
      url: 'http://127.0.0.1:9/send',
      token: null,
      log: log.logger,
    });
    await expect(nowhere.sms.send({ to: '11987654321', body: code })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });

    const lines = log.lines();
    expect(lines.map((line) => line.msg)).toEqual([
      'SMS provider refused the message',
      'SMS provider unreachable',
      'SMS provider unreachable',
    ]);
    expect(lines[0]).toMatchObject({ level: 50, status: 500, channel: 'sms' });
    expect(JSON.stringify(lines)).not.toContain('482913');
    reply = 202;
  });

  it('writes phones as +55 and 11 digits', () => {
    expect(toE164('11987654321')).toBe('+5511987654321');
    expect(toE164('+55 (11) 98765-4321')).toBe('+5511987654321');
  });
});

describe('SMTP mailer', () => {
  it('sends through the transport, from MAIL_FROM', async () => {
    const json = nodemailer.createTransport({ jsonTransport: true });
    const sent: Record<string, unknown>[] = [];
    const transport = {
      sendMail: async (mail: Parameters<typeof json.sendMail>[0]) => {
        const info = await json.sendMail(mail);
        sent.push(JSON.parse(info.message) as Record<string, unknown>);
        return info;
      },
    };
    const { logger } = memoryLogger();
    const mailer = createSmtpMailer(transport, 'Rosto <nao-responda@rosto.app>', logger);
    await mailer.send({
      to: 'ana@mail.com',
      subject: 'Confirme seu e-mail no Rosto',
      text: 'Link: https://rosto.app/validar-email/abc',
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      from: { address: 'nao-responda@rosto.app', name: 'Rosto' },
      to: [{ address: 'ana@mail.com', name: '' }],
      subject: 'Confirme seu e-mail no Rosto',
      text: 'Link: https://rosto.app/validar-email/abc',
    });
  });

  it('answers SERVICE_UNAVAILABLE when the server refuses', async () => {
    const log = memoryLogger();
    const mailer = createSmtpMailer(
      { sendMail: () => Promise.reject(new Error('550 mailbox unavailable')) },
      'x@rosto.app',
      log.logger,
    );
    await expect(
      mailer.send({ to: 'ana@mail.com', subject: 's', text: 't' }),
    ).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(log.lines()[0]).toMatchObject({ msg: 'SMTP server refused the message' });
  });
});

describe('provider choice', () => {
  const outbox = { add: () => Promise.resolve() } as unknown as OutboxRepository;

  it('answers SERVICE_UNAVAILABLE for SMS when SMS_HTTP_URL is missing', async () => {
    const log = memoryLogger();
    const messaging = createMessaging(
      {
        stage: 'production',
        smtpUrl: null,
        mailFrom: 'x@rosto.app',
        sms: { provider: 'http', httpUrl: null, httpToken: null },
      },
      outbox,
      log.logger,
    );
    await expect(messaging.sms.send({ to: '11987654321', body: 'x' })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
    await expect(
      messaging.mail.send({ to: 'a@mail.com', subject: 's', text: 't' }),
    ).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(log.lines()[0]).toMatchObject({ level: 40 });
  });
});
