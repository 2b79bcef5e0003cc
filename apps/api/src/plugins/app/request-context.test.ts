// The request id follows the work a request starts: lines logged through the
// app's logger (the card gateway's, a service's) after awaits carry it, once,
// and a face job's lines carry the id of the request that queued it.
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLogger, useTestApp } from '../../../test/app';
import { type CieloDouble, startCieloDouble } from '../../../test/cielo-double';
import type { FaceJobRow } from '../../modules/face-registration/job-repository';
import { LeaseRunner } from '../../jobs/lease-runner';
import { createCieloCardNetwork } from './card-network/cielo';
import { loggerOptions } from './logger';
import { requestContext } from './request-context';

const card = {
  number: '4532117080573703',
  holder: 'Maria da Silva',
  expiryMonth: 3,
  expiryYear: 2031,
  cvv: '739',
  brand: 'VISA' as const,
};

describe('the request id through the work a request starts', () => {
  const log = memoryLogger();
  let double: CieloDouble;
  beforeAll(async () => {
    double = await startCieloDouble();
  });
  afterAll(async () => {
    await double?.close();
  });
  const ctx = useTestApp({
    logger: log.logger,
    extend: (app) => {
      app.post('/api/test/gateway-call', async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        app.log.info('after an await, on the app logger');
        const cielo = createCieloCardNetwork({
          merchantId: double.merchantId,
          merchantKey: double.merchantKey,
          apiUrl: double.apiUrl,
          queryUrl: double.queryUrl,
          timeoutMs: 2_000,
          log: app.log.child({ gateway: 'cielo' }),
        });
        await cielo.verifyCard(card);
        return {};
      });
    },
  });

  it('tags the gateway call and the app logger lines with the request id, once', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/gateway-call',
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    const requestId = response.headers['x-request-id'];
    const lines = log.lines().filter((line) => line.reqId === requestId);
    const messages = lines.map((line) => line.msg);
    expect(messages).toContain('after an await, on the app logger');
    expect(lines.some((line) => line.gateway === 'cielo')).toBe(true);
    // The request's own lines bind reqId already: never written twice on a line.
    const raw = log.raw().filter((chunk) => chunk.includes(String(requestId)));
    expect(raw.length).toBe(lines.length);
    for (const chunk of raw) expect(chunk.match(/"reqId"/gu)).toHaveLength(1);
  });

  it('leaves lines logged outside a request untagged', () => {
    ctx.app.log.info('outside any request');
    const line = log.lines().find((entry) => entry.msg === 'outside any request');
    expect(line).toBeDefined();
    expect(line).not.toHaveProperty('reqId');
  });
});

describe('face jobs under the request that queued them', () => {
  it('logs a job with its request id, even when another request woke the runner', async () => {
    const chunks: string[] = [];
    const log = pino(loggerOptions({ logLevel: 'info' }), {
      write: (chunk: string) => void chunks.push(chunk),
    });
    const jobs = [
      { id: 'job-1', attempts: 1, requestId: 'queued-by-request-a' },
      { id: 'job-2', attempts: 1, requestId: null },
    ] as FaceJobRow[];
    const runner = new LeaseRunner<FaceJobRow>({
      label: 'face job',
      repository: {
        claimJob: () => Promise.resolve(jobs.shift() ?? null),
        finishJob: () => Promise.resolve(),
        releaseJob: () => Promise.resolve(),
        renewJob: () => Promise.resolve(true),
      },
      process: async (job) => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        log.info({ jobId: job.id }, 'analysed');
      },
      giveUp: () => Promise.resolve(),
      log,
      concurrency: 2,
      pollMs: 60_000,
    });
    // Woken from inside another request (a capture arriving).
    requestContext.run({ requestId: 'request-b' }, () => runner.start());
    await expect.poll(() => chunks.length).toBe(2);
    await runner.stop();
    const lines = chunks.map((chunk) => JSON.parse(chunk) as Record<string, unknown>);
    expect(lines.find((line) => line.jobId === 'job-1')?.reqId).toBe('queued-by-request-a');
    expect(lines.find((line) => line.jobId === 'job-2')?.reqId).toBe('face-job-job-2');
  });
});
