// Whole-contract checks: every custom issue message is a catalogue code, every
// schema can become OpenAPI, and no answer can carry a CVV or a card number.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isErrorCode } from '../errors';
import * as analytics from './analytics';
import * as common from './common';
import * as consoleCustomers from './console-customers';
import * as entrance from './entrance';
import * as face from './face';
import * as fields from './fields';
import * as partner from './partner';
import * as paymentMethods from './payment-methods';
import * as places from './places';
import * as sandbox from './sandbox';
import * as terms from './terms';
import * as transactions from './transactions';
import * as user from './user';

const modules = {
  analytics,
  common,
  consoleCustomers,
  entrance,
  face,
  fields,
  partner,
  paymentMethods,
  places,
  sandbox,
  terms,
  transactions,
  user,
};

type ErrorFn = (issue: unknown) => unknown;
interface Inspectable {
  _zod: { def: Record<string, unknown> & { error?: ErrorFn; checks?: Inspectable[] } };
}

const isSchema = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

const exportedSchemas = Object.entries(modules).flatMap(([moduleName, module]) =>
  Object.entries(module)
    .filter((entry): entry is [string, z.ZodType] => isSchema(entry[1]))
    .map(([name, schema]) => ({ name: `${moduleName}.${name}`, schema })),
);

/** Every schema and check reachable from `root`, with the path that reached it. */
function collectNodes(root: Inspectable): { node: Inspectable; kind: string }[] {
  const found: { node: Inspectable; kind: string }[] = [];
  const seen = new Set<unknown>();
  const visit = (node: Inspectable) => {
    if (seen.has(node)) return;
    seen.add(node);
    const def = node._zod.def;
    found.push({ node, kind: String(def.check ?? def.type) });
    for (const check of def.checks ?? []) visit(check);
    for (const [key, value] of Object.entries(def)) {
      const candidates =
        key === 'shape' && value && typeof value === 'object'
          ? Object.values(value)
          : Array.isArray(value)
            ? value
            : [value];
      for (const candidate of candidates) {
        if (candidate instanceof z.core.$ZodType) visit(candidate as unknown as Inspectable);
      }
    }
  };
  visit(root);
  return found;
}

/** Messages that are not catalogue codes, and refines that have no message. */
function messageViolations(schema: unknown): string[] {
  const violations: string[] = [];
  for (const { node, kind } of collectNodes(schema as Inspectable)) {
    const errorFn = node._zod.def.error;
    if (!errorFn) {
      if (kind === 'custom') violations.push('a refine without a code');
      continue;
    }
    const message = errorFn({ code: 'custom', input: undefined, path: [] });
    if (!isErrorCode(message)) violations.push(String(message));
  }
  return violations;
}

describe('issue messages', () => {
  it('found the schemas to check', () => {
    expect(exportedSchemas.length).toBeGreaterThan(60);
  });

  it('the check itself catches bad messages deep in a schema', () => {
    const bad = z.object({
      a: z.array(z.string().refine(() => true)),
      b: z.string().regex(/x/u, { error: 'Not a code' }).optional(),
      c: z.string().refine(() => true, { error: 'CPF_INVALID' }),
    });
    expect(messageViolations(bad)).toEqual(['a refine without a code', 'Not a code']);
  });

  it('walks into object shapes and checks', () => {
    const kinds = collectNodes(entrance.registerStartBodySchema as unknown as Inspectable).map(
      ({ kind }) => kind,
    );
    expect(kinds.filter((kind) => kind === 'custom').length).toBeGreaterThanOrEqual(2);
  });

  it.each(exportedSchemas)('$name: every custom message is a catalogue code', ({ schema }) => {
    expect(messageViolations(schema)).toEqual([]);
  });
});

describe('OpenAPI', () => {
  it.each(exportedSchemas)('$name converts to JSON Schema both ways', ({ schema }) => {
    expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
    expect(() => z.toJSONSchema(schema, { io: 'output' })).not.toThrow();
  });
});

describe('answers never carry card secrets', () => {
  const responses = exportedSchemas.filter(({ name }) => /(Response|Result)Schema$/u.test(name));
  const forbidden = new Set(['cvv', 'cvc', 'securitycode', 'cardnumber', 'pan', 'number']);

  /** Object keys in a JSON Schema, each with the key of its parent object. */
  function keysOf(node: unknown, parent = ''): { key: string; parent: string }[] {
    if (!node || typeof node !== 'object') return [];
    if (Array.isArray(node)) return node.flatMap((child) => keysOf(child, parent));
    const out: { key: string; parent: string }[] = [];
    for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
      if (key === 'properties' && value && typeof value === 'object') {
        for (const [property, child] of Object.entries(value)) {
          out.push({ key: property, parent }, ...keysOf(child, property));
        }
      } else {
        out.push(...keysOf(value, parent));
      }
    }
    return out;
  }

  it('found the answers to check', () => {
    expect(responses.length).toBeGreaterThan(30);
  });

  it.each(responses)('$name', ({ schema }) => {
    const keys = keysOf(z.toJSONSchema(schema, { io: 'output' }));
    // A phone number is the one legitimate "number".
    const offending = keys.filter(
      ({ key, parent }) => forbidden.has(key.toLowerCase()) && parent !== 'phone',
    );
    expect(offending).toEqual([]);
  });
});
