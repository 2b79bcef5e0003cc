// The demo seed command's own rules: its arguments, the stages it refuses
// (before anything is opened), and what it prints.
import { describe, expect, it, vi } from 'vitest';
import { AlreadySeededError, type DemoSeedResult } from '../modules/seed/demo-seed';
import {
  SeedDemoUsageError,
  describeSeed,
  parseSeedDemoArgs,
  requestedStage,
  runSeedDemoCommand,
  seedDemoStageRefusal,
} from './seed-demo-command';

const KEY = `rosto_term_${'a'.repeat(43)}`;

const result: DemoSeedResult = {
  portalShop: {
    id: '00000000-0000-4000-8000-000000000009',
    name: 'Padaria Sol Vila Madalena',
    sales: 27,
  },
  customer: {
    id: '00000000-0000-4000-8000-000000000001',
    cpf: '52998224725',
    fullName: 'Joana Lima Prado',
    phone: '11987650123',
    pin: '2580',
  },
  places: [
    {
      id: '00000000-0000-4000-8000-000000000002',
      name: 'Padaria Sol Vila Madalena',
      address: 'Rua Harmonia, 123',
      lat: -23.5535,
      lng: -46.6897,
    },
  ],
  terminals: [
    {
      id: '00000000-0000-4000-8000-000000000003',
      name: 'Caixa 1',
      placeName: 'Padaria Sol Vila Madalena',
      partnerName: 'Padaria Sol',
      requirePin: true,
      key: KEY,
    },
  ],
  cards: [{ id: '00000000-0000-4000-8000-000000000004', label: 'Visa final 1111' }],
  productCard: { placeName: 'Padaria Sol Vila Madalena', balanceCents: 4_750 },
  face: {
    identity: 'stock-a',
    enrol: ['stock-emotions-a-1.jpg', 'stock-emotions-a-3.jpg'],
    atTerminal: 'stock-emotions-a-4.jpg',
  },
  payments: {
    count: 64,
    canceled: 2,
    from: new Date('2026-08-27T14:00:00Z'),
    to: new Date('2026-11-24T20:00:00Z'),
  },
  reviews: {
    faces: [
      {
        id: '00000000-0000-4000-8000-000000000005',
        fullName: 'Carla Dias Souza',
        why: "looks like Bruno Alves Costa's face",
      },
    ],
    cards: [
      {
        id: '00000000-0000-4000-8000-000000000006',
        fullName: 'Carla Dias Souza',
        why: "Visa final 1111, the same card is in Joana Lima Prado's wallet",
      },
    ],
  },
};

describe('seed:demo arguments', () => {
  it('takes no arguments but --help, and refuses anything else', () => {
    expect(parseSeedDemoArgs([])).toEqual({ help: false });
    expect(parseSeedDemoArgs(['--help'])).toEqual({ help: true });
    expect(() => parseSeedDemoArgs(['--reset'])).toThrow(SeedDemoUsageError);
    expect(() => parseSeedDemoArgs(['--help', 'now'])).toThrow('Unexpected: now');
  });
});

describe('seed:demo stages', () => {
  it('runs at the sandbox stage only: production and demo are refused with the reason', () => {
    expect(seedDemoStageRefusal('sandbox')).toBeNull();
    expect(seedDemoStageRefusal('production')).toMatch(/^Refused: STAGE=production/u);
    expect(seedDemoStageRefusal('demo')).toMatch(/needs STAGE=sandbox/u);
  });

  it('reads the stage before the rest of the configuration (sandbox when unset)', () => {
    expect(requestedStage({})).toBe('sandbox');
    expect(requestedStage({ STAGE: ' production ' })).toBe('production');
    expect(requestedStage({ STAGE: 'staging' })).toBeNull();
  });

  it('never opens the database in production', async () => {
    const seed = vi.fn(() => Promise.resolve(result));
    const lines: string[] = [];
    const code = await runSeedDemoCommand({ stage: 'production', facesDir: '/f', seed }, (line) =>
      lines.push(line),
    );
    expect(code).toBe(1);
    expect(seed).not.toHaveBeenCalled();
    expect(lines.join('\n')).toContain('Refused: STAGE=production');
  });
});

describe('seed:demo output', () => {
  it('prints the CPF, how to sign in, the PIN, each terminal id and key, and the photo to pay with', async () => {
    const lines: string[] = [];
    const code = await runSeedDemoCommand(
      { stage: 'sandbox', facesDir: '/shared/faces', seed: () => Promise.resolve(result) },
      (line) => lines.push(line),
    );
    const text = lines.join('\n');
    expect(code).toBe(0);
    expect(text).toContain('CPF 52998224725');
    expect(text).toContain('/sandbox/outbox');
    expect(text).toContain('PIN 2580');
    expect(text).toContain('Caixa 1 00000000-0000-4000-8000-000000000003');
    expect(text).toContain(`key ${KEY}`);
    expect(text).toContain('PIN at every payment: yes');
    expect(text).toContain('/shared/faces/stock-emotions-a-4.jpg');
    expect(text).toContain('R$ 47,50 of credit');
    expect(text).toContain('64 (2 canceled), 27/08/2026 to 24/11/2026');
  });

  it('answers a second run with the "already seeded" message and exit code 1', async () => {
    const lines: string[] = [];
    const code = await runSeedDemoCommand(
      {
        stage: 'sandbox',
        facesDir: '/f',
        seed: () => Promise.reject(new AlreadySeededError('Already seeded: the demo customer')),
      },
      (line) => lines.push(line),
    );
    expect(code).toBe(1);
    expect(lines).toEqual(['Already seeded: the demo customer']);
  });

  it('lets other failures through to the caller', async () => {
    await expect(
      runSeedDemoCommand(
        { stage: 'sandbox', facesDir: '/f', seed: () => Promise.reject(new Error('disk full')) },
        () => {},
      ),
    ).rejects.toThrow('disk full');
  });

  it('ends with what waits for review in the console, by id', () => {
    expect(describeSeed(result, '/f').slice(-3)).toEqual([
      'Waiting for review in the console (/console/, an operator with the reviewer role):',
      "  Face of Carla Dias Souza 00000000-0000-4000-8000-000000000005: looks like Bruno Alves Costa's face",
      "  Card of Carla Dias Souza 00000000-0000-4000-8000-000000000006: Visa final 1111, the same card is in Joana Lima Prado's wallet",
    ]);
  });

  it('describes each place with its address and coordinates', () => {
    expect(describeSeed(result, '/f')).toContain(
      '  Padaria Sol Vila Madalena (Padaria Sol), Rua Harmonia, 123 (-23.5535, -46.6897)',
    );
  });
});
