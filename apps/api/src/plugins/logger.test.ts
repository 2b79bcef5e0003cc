// No personal data in logs (decision 018): a failing query is logged with its
// statement and SQLSTATE, never its parameters or the values the driver echoes;
// a request URL with its query keys, never their values.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memoryLogger, useTestApp } from '../../test/app';
import { users } from '../db/schema';
import { urlForLog } from './logger';

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
