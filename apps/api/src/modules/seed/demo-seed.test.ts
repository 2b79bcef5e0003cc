// `npm run seed:demo` against a test database (PGlite or PostgreSQL, TEST_DB),
// with the real face engine and the shared photos: the account it leaves is the
// lived-in one the issue asks for, its printed terminal keys work, the face it
// enrols pays at a terminal, and a second run refuses.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { useFaceTestApp } from '../../../test/face';
import { bearer } from '../../../test/app';
import { dataOf } from '../../../test/entrance';
import { paymentOf, sendFace, startPayment } from '../../../test/terminal';
import { transactionsOf } from '../../../test/payments';
import { sendToServer } from '../../cli/command-client';
import { startCommandServer } from '../../cli/command-server';
import { databaseCommands } from '../../cli/commands';
import type { DatabaseHandle } from '../../db/client';
import { paymentMethods, places, transactions } from '../../db/schema';
import { padariaSol } from '../partners/sandbox-partners';
import {
  readSharedFace,
  sharedFaces,
  sharedFacesAvailable,
  sharedFacesMissing,
  skipWithoutSharedFaces,
} from '../../face-engine/testing/shared-faces';
import { createTerminalsRepository } from '../terminals/repository';
import { hashTerminalKey, verifyTerminalKey } from '../terminals/terminal-keys';
import { DEMO_CUSTOMER, DEMO_REVIEWS, pickDemoFace } from './demo-plan';
import { AlreadySeededError, type DemoSeedResult, demoSeedDeps, seedDemo } from './demo-seed';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.skipIf(skipWithoutSharedFaces)(
  `demo seed${sharedFacesAvailable ? '' : ` (${sharedFacesMissing})`}`,
  // Four real capture pairs: some seconds, more while other files run beside it.
  { timeout: 120_000 },
  () => {
    const ctx = useFaceTestApp();
    let result: DemoSeedResult;

    beforeAll(async () => {
      result = await seedDemo(
        demoSeedDeps(ctx.app, { readPhoto: readSharedFace }),
        pickDemoFace(sharedFaces()),
      );
    }, 240_000);

    it('makes the customer with her confirmed phone, her PIN and her face registered', async () => {
      const user = await ctx.app.usersRepository.findByCpf(DEMO_CUSTOMER.cpf);
      expect(user?.id).toBe(result.customer.id);
      expect(user?.faceStatus).toBe('SUCCESS');
      expect(user?.phoneConfirmed).toBe(true);
      await expect(ctx.app.pins.check(user!.id, DEMO_CUSTOMER.pin)).resolves.toBeUndefined();
    });

    it('gives her a Visa validated by the small charge and a food voucher, no card number kept', async () => {
      const cards = await ctx.database.db
        .select()
        .from(paymentMethods)
        .where(eq(paymentMethods.userId, result.customer.id));
      const visa = cards.find((card) => card.type === 'CREDIT_CARD');
      const voucher = cards.find((card) => card.type === 'FOOD_VOUCHER');
      expect(visa).toMatchObject({ brand: 'VISA', lastFour: '1111', validated: true });
      expect(voucher).toMatchObject({ validated: true });
      expect(JSON.stringify(cards)).not.toContain('4111111111111111');
    });

    it('gives her a partner product card with credits', async () => {
      const card = (
        await ctx.database.db
          .select()
          .from(paymentMethods)
          .where(
            and(
              eq(paymentMethods.userId, result.customer.id),
              eq(paymentMethods.authorizer, 'PLACE'),
            ),
          )
      )[0];
      expect(card?.balanceCents).toBe(4_750);
      // Issued by the bakery's Vila Madalena place: the card wears Padaria Sol's colour (decision 075).
      expect(card?.metadata?.issuerColor).toBe(padariaSol.options.colors.primary.toLowerCase());
      const credits = await ctx.app.walletService.credits(result.customer.id, card!.id);
      expect(credits.length).toBeGreaterThan(0);
    });

    it('records at least 50 payments over at least 60 days at places with coordinates, two canceled', async () => {
      const rows = await ctx.database.db
        .select()
        .from(transactions)
        .where(eq(transactions.userId, result.customer.id));
      expect(rows.length).toBeGreaterThanOrEqual(50);
      const times = rows.map((row) => row.createdAt.getTime());
      expect((Math.max(...times) - Math.min(...times)) / DAY_MS).toBeGreaterThanOrEqual(60);
      expect(rows.filter((row) => row.status === 'CANCELED' && row.canceledAt)).toHaveLength(2);
      const placeIds = new Set(rows.map((row) => row.placeId));
      const located = await ctx.database.db
        .select({ id: places.id })
        .from(places)
        .where(and(isNotNull(places.latitude), isNotNull(places.longitude)));
      for (const id of placeIds) expect(located.map((place) => place.id)).toContain(id);
      expect(placeIds.size).toBe(result.places.length);
    });

    it('shows the payments to the signed-in customer, newest first', async () => {
      const token = await ctx.app.sessions.start(result.customer.id);
      const latest = await transactionsOf(ctx.app, token, '_take=3&_skip=0');
      expect(latest).toHaveLength(3);
      expect(Date.parse(latest[0]!.createdAt)).toBeGreaterThan(Date.parse(latest[2]!.createdAt));
    });

    it('prints terminal keys that verify against what is stored: one till per place, two at the portal shop', async () => {
      const terminals = createTerminalsRepository(ctx.database.db);
      expect(result.terminals).toHaveLength(result.places.length + 1);
      expect(
        result.terminals.filter((terminal) => terminal.placeName === result.portalShop.name),
      ).toHaveLength(2);
      for (const printed of result.terminals) {
        const stored = await terminals.findByKeyHash(hashTerminalKey(printed.key));
        expect(stored?.id).toBe(printed.id);
        expect(verifyTerminalKey(printed.key, stored!)).toBe(true);
      }
      expect(result.terminals.filter((terminal) => terminal.requirePin)).toHaveLength(1);
    });

    it("gives the portal's shop recent sales on both tills, today's included, refundable", async () => {
      const owner = dataOf<{ token: string }>(
        await ctx.app.inject({
          method: 'POST',
          url: '/api/sandbox/shop-users/session',
          payload: { shopId: result.portalShop.id, role: 'owner' },
        }),
      );
      const today = dataOf<{ items: { terminal: { name: string }; refundableCents: number }[] }>(
        await ctx.app.inject({
          method: 'GET',
          url: '/api/shop/sales',
          headers: bearer(owner.token),
        }),
      );
      expect(today.items.length).toBeGreaterThanOrEqual(4);
      expect(new Set(today.items.map((sale) => sale.terminal.name))).toEqual(
        new Set(['Caixa 1', 'Caixa 2']),
      );
      expect(today.items.every((sale) => sale.refundableCents > 0)).toBe(true);
      expect(result.portalShop.sales).toBeGreaterThan(today.items.length);
    });

    it('lets the printed photo of the same person find her at a terminal at once', async () => {
      const key = result.terminals[0]!.key;
      const started = await startPayment(ctx.app, key, 2390);
      const identified = paymentOf(
        await sendFace(ctx.app, key, started.id, result.face.atTerminal),
      );
      expect(identified.customer?.firstName).toBe('Joana');
      expect(identified.customer?.cards.length).toBeGreaterThan(0);
    });

    it('leaves a look-alike face, an unsure liveness and a held card waiting for review', async () => {
      const faces = await ctx.app.faceReview.list();
      const [lookAlike, unsure] = result.reviews.faces;
      expect(faces.map((face) => face.userId).sort()).toEqual([lookAlike!.id, unsure!.id].sort());
      const bruno = await ctx.app.usersRepository.findByCpf(DEMO_REVIEWS.enrolled.cpf);
      expect(bruno?.faceStatus).toBe('SUCCESS');
      const waiting = (id: string) => faces.find((face) => face.userId === id);
      expect(waiting(lookAlike!.id)?.duplicates.map((flag) => flag.otherUserId)).toEqual([
        bruno!.id,
      ]);
      expect(waiting(unsure!.id)?.liveness).toBeDefined();
      // The reviewer sees the liveness photo and its (still) burst.
      const evidence = await ctx.app.faceReview.evidence(unsure!.id);
      expect(evidence?.faces[0]?.burstFrames).not.toBeNull();
      expect(evidence?.faces[0]?.livenessDetail?.burst?.evidence).toBe('still');

      const [held] = result.reviews.cards;
      const card = await ctx.app.cardReview.find(held!.id);
      expect(card).toMatchObject({
        firstName: 'Carla',
        card: { brand: 'VISA', lastFour: '1111' },
        held: { otherWallets: [{ firstName: 'Joana' }], customerAwaitsApproval: false },
      });
      expect((await ctx.app.cardReview.list()).map((item) => item.id)).toEqual([held!.id]);
    });

    it('refuses a second run with "already seeded" and writes nothing', async () => {
      const placesBefore = await ctx.database.db.select({ id: places.id }).from(places);
      await expect(
        seedDemo(demoSeedDeps(ctx.app, { readPhoto: readSharedFace }), result.face),
      ).rejects.toThrow(AlreadySeededError);
      const placesAfter = await ctx.database.db.select({ id: places.id }).from(places);
      expect(placesAfter).toHaveLength(placesBefore.length);
    });

    it("runs in a running server's own app through its command socket (npm run seed:demo beside npm start)", async () => {
      const socketPath = join(mkdtempSync(join(tmpdir(), 'rosto-seed-')), 'pglite.commands.sock');
      // The server's app does the work: a command that opened the database
      // itself (as with no server) would trip on this one.
      const untouchable = new Proxy({} as DatabaseHandle, {
        get() {
          throw new Error('the seed opened the database beside the running server');
        },
      });
      const server = await startCommandServer({
        socketPath,
        commands: databaseCommands,
        context: {
          config: ctx.app.config,
          logger: pino({ level: 'silent' }),
          database: untouchable,
          app: ctx.app,
        },
        log: pino({ level: 'silent' }),
      });
      try {
        const stdout: string[] = [];
        const stderr: string[] = [];
        const code = await sendToServer(
          socketPath,
          'seedDemo',
          [],
          { print: (line) => stdout.push(line), printError: (line) => stderr.push(line) },
          { serverPid: process.pid },
        );
        // This database holds the seed already: the server's app found it.
        expect({ code, stderr }).toEqual({ code: 1, stderr: [] });
        expect(stdout.join('\n')).toMatch(/already seeded/iu);
      } finally {
        server.close();
      }
    });
  },
);
