// The endpoint table's own rules: one entry per method and path, path
// parameters that match their schema, and paths written as the spec writes them.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type EndpointSchemas, endpointSchemas } from './endpoint-schemas';
import { type Endpoint, endpointPath, endpoints } from './endpoints';

const all = Object.values(endpoints) as Endpoint[];

describe('endpoint table', () => {
  it('has one entry per method and path, each keyed by its own id', () => {
    const routes = all.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    for (const [id, endpoint] of Object.entries(endpoints)) expect(endpoint.id).toBe(id);
  });

  it('writes paths relative to /api, in lower-case kebab segments or :params', () => {
    for (const { path } of all) {
      expect(path).toMatch(
        /^(?:[a-z][a-z0-9-]*|:[a-zA-Z]+)(?:\/(?:[a-z][a-z0-9-]*|:[a-zA-Z]+))*$/u,
      );
    }
  });

  it("declares a params schema with exactly the path's parameters", () => {
    for (const endpoint of all) {
      const names = [...endpoint.path.matchAll(/:(\w+)/gu)].map((match) => match[1]).sort();
      const schemas = endpointSchemas[endpoint.id];
      const params = 'params' in schemas ? schemas.params : undefined;
      const declared = params instanceof z.ZodObject ? Object.keys(params.shape).sort() : [];
      expect(declared, endpoint.id).toEqual(names);
    }
  });

  it('has no body on GET, and a query only on GET', () => {
    for (const endpoint of all) {
      const schemas = endpointSchemas[endpoint.id];
      if (endpoint.method === 'GET') expect('body' in schemas, endpoint.id).toBe(false);
      else expect('query' in schemas, endpoint.id).toBe(false);
    }
  });

  it('answers every success as the { data } envelope, but for a file offered for download', () => {
    for (const endpoint of all) {
      const schemas: EndpointSchemas = endpointSchemas[endpoint.id];
      const { response } = schemas;
      if (schemas.file) {
        expect(response instanceof z.ZodString, endpoint.id).toBe(true);
      } else {
        expect(response instanceof z.ZodObject && 'data' in response.shape, endpoint.id).toBe(true);
      }
    }
  });

  it('fills path parameters URL-encoded, so a value cannot add a segment', () => {
    expect(endpointPath(endpoints.partner.path, { slugOrId: '../user/profile' })).toBe(
      'partner/..%2Fuser%2Fprofile',
    );
    expect(endpointPath(endpoints.facePolling.path, { id: 'a b' })).toBe(
      'user/set-face/polling/a%20b',
    );
  });
});
