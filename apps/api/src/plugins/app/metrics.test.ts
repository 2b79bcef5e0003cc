import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { FaceEngine } from '../../face-engine/types';

const METRICS_TOKEN = 'metrics-token-that-is-long-enough-0123456789';

const engine: FaceEngine = {
  analyse: () => Promise.resolve({ faces: [], image: { width: 1, height: 1 } }),
  close: () => Promise.resolve(),
};

describe('/metrics when METRICS_TOKEN is set', () => {
  const ctx = useTestApp({ env: { METRICS_TOKEN }, faceEngine: engine });
  const scrape = (token?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('answers only the scraper holding the token', async () => {
    expect((await scrape()).statusCode).toBe(401);
    // The catalogue's shape exactly, as every other error (issue 30: it had a `code` key).
    expect((await scrape('not-the-token')).json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'UNAUTHORIZED',
    });
    const answer = await scrape(METRICS_TOKEN);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    expect(answer.body).toContain('rosto_process_resident_memory_bytes');
    expect(answer.body).toContain('rosto_nodejs_eventloop_lag_seconds');
  });

  it('counts requests by route pattern, never by the ids in the path', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/terms-of-use' });
    await ctx.app.inject({ method: 'GET', url: '/api/partner/no-such-partner-slug' });
    const body = (await scrape(METRICS_TOKEN)).body;
    expect(body).toMatch(
      /rosto_http_request_duration_seconds_count\{method="GET",route="\/api\/terms-of-use",status_code="200"\} 1/u,
    );
    expect(body).toContain('route="/api/partner/:slugOrId"');
    expect(body).not.toContain('no-such-partner-slug');
  });

  it('counts answers by error code', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/no/such/route' });
    await ctx.app.inject({ method: 'GET', url: '/api/no/such/route/either' });
    await ctx.app.inject({ method: 'GET', url: '/api/user/profile' });
    const body = (await scrape(METRICS_TOKEN)).body;
    expect(body).toContain('rosto_http_errors_total{code="ROUTE_NOT_FOUND"} 2');
    expect(body).toContain('rosto_http_errors_total{code="UNAUTHORIZED"}');
  });

  it('times face analyses and tells the face job queue and its lag', async () => {
    await ctx.app.faceEngine.analyse(new Uint8Array([1]));
    const body = (await scrape(METRICS_TOKEN)).body;
    expect(body).toContain('rosto_face_analysis_seconds_count 1');
    expect(body).toContain('rosto_face_engine_queue_depth 0');
    expect(body).toContain('rosto_face_jobs_queued 0');
    expect(body).toContain('rosto_face_job_lag_seconds 0');
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  const ctx = useTestApp({ faceEngine: engine });

  it('does not exist', async () => {
    const answer = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer anything' },
    });
    expect(answer.statusCode).toBe(404);
  });
});
