// No personal data in logs (decision 018): a failing query is logged with its
// statement and SQLSTATE, never its parameters or the values the driver echoes;
// a request URL with its query keys, never their values.
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { memoryLogger, useTestApp } from '../../../test/app';
import { users } from '../../db/schema';
import { lazyChildLogger, loggerOptions, urlForLog } from './logger';

const person = {
  cpf: '52998224725',
  firstName: 'Mariana',
  lastName: 'Quintanilha',
  email: 'mariana.quintanilha@mail.com',
  phoneNumber: '11987654321',
};
const personalValues = Object.values(person);

const log = memoryLogger();

/** Every line logged for one request, as written. */
function linesOf(requestId: string): string[] {
  return log
    .lines()
    .filter((line) => line.reqId === requestId)
    .map((line) => JSON.stringify(line));
}

function expectNoPersonalData(lines: string[]): void {
  for (const line of lines) {
    for (const value of [...personalValues, `${person.firstName} ${person.lastName}`]) {
      expect(line).not.toContain(value);
    }
  }
}

describe('logs without personal data', () => {
  const ctx = useTestApp({
    logger: log.logger,
    extend: (app) => {
      // The same person signed up twice: a unique violation whose detail names the CPF.
      app.post('/api/test/duplicate-user', async () => {
        await app.db.insert(users).values(person);
        await app.db.insert(users).values(person);
        return {};
      });
      // A name where a uuid goes: the driver echoes the value in its message.
      app.get('/api/test/bad-cast', async () => {
        await app.db
          .select()
          .from(users)
          .where(eq(users.id, `${person.firstName} ${person.lastName}`));
        return {};
      });
    },
  });

  it('logs a unique violation with its statement and SQLSTATE, not the row', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/test/duplicate-user' });
    expect(response.statusCode).toBe(500);
    const requestId = String(response.headers['x-request-id']);
    const lines = linesOf(requestId);
    expectNoPersonalData(lines);
    const failed = lines.find((line) => line.includes('"request failed"'));
    expect(failed).toBeDefined();
    expect(failed).toContain('insert into \\"users\\"');
    expect(failed).toContain('"code":"23505"');
    expect(failed).toContain('users_cpf_unique');
  });

  it('logs a bad cast without the value the driver echoes', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/bad-cast' });
    expect(response.statusCode).toBe(500);
    const requestId = String(response.headers['x-request-id']);
    const lines = linesOf(requestId);
    expectNoPersonalData(lines);
    const failed = lines.find((line) => line.includes('"request failed"'));
    expect(failed).toContain('select \\"id\\"');
    expect(failed).toContain('"code":"22P02"');
  });

  it('logs a request URL with its query keys, not their values', async () => {
    const query = `?cpf=${person.cpf}&to=${encodeURIComponent(person.email)}&token=secret-token`;
    for (const url of [`/api/sandbox/outbox${query}`, `/api/no/such/route${query}`]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      const lines = linesOf(String(response.headers['x-request-id']));
      expectNoPersonalData(lines);
      for (const line of lines) expect(line).not.toContain('secret-token');
      expect(lines.join('\n')).toContain(`${url.split('?', 1)[0] ?? ''}?cpf&to&token`);
    }
  });

  it('keeps the path and the query keys of a URL', () => {
    expect(urlForLog('/api/sandbox/outbox?to=a%40b.com&cpf=1')).toBe('/api/sandbox/outbox?to&cpf');
    expect(urlForLog('/healthz')).toBe('/healthz');
    expect(urlForLog('/healthz?')).toBe('/healthz');
  });
});

describe('lazyChildLogger (a request logger made on first use)', () => {
  const parentAt = (level: string) => {
    const lines: Record<string, unknown>[] = [];
    const parent = pino(
      { ...loggerOptions({ logLevel: 'info' }), level },
      {
        write: (chunk: string) => {
          lines.push(JSON.parse(chunk) as Record<string, unknown>);
        },
      },
    );
    return { parent, lines, child: vi.spyOn(parent, 'child') };
  };

  it('makes no child while nothing is logged at its level, and one on the first line', () => {
    const { parent, lines, child } = parentAt('warn');
    const log = lazyChildLogger(parent, { reqId: 'req-1' }, {});
    log.info('not at warn');
    log.debug('nor this');
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);

    log.warn({ pin: '2580' }, 'at warn');
    log.error('and again');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines.map((line) => [line.reqId, line.msg])).toEqual([
      ['req-1', 'at warn'],
      ['req-1', 'and again'],
    ]);
    // Still redacted: the child is pino's own.
    expect(JSON.stringify(lines[0])).not.toContain('2580');
  });

  it("follows a route's own level, and a level set later", () => {
    const { parent, lines } = parentAt('info');
    const log = lazyChildLogger(parent, { reqId: 'req-2' }, { level: 'debug' });
    expect(log.level).toBe('debug');
    log.debug('route at debug');
    log.level = 'error';
    log.warn('now above warn');
    expect(lines.map((line) => line.msg)).toEqual(['route at debug']);
  });
});
