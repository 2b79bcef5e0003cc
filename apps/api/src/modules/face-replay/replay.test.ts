// A capture sent again for another payment is refused at the terminal (issue
// 28, decision 063): the same bytes, the same image re-encoded, at the same
// till or of the same customer at another; a new capture of the same still
// customer passes; fingerprints past the window are forgotten. Real engine,
// both databases (TEST_DB).
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { expectError } from '../../../test/entrance';
import { capturePair, faces, newFaceUser, useFaceTestApp } from '../../../test/face';
import { createPlace, createTerminal } from '../../../test/payments';
import { burstFrame, paymentOf, sendFaceImage, startPayment } from '../../../test/terminal';
import { faceCaptureFingerprints } from '../../db/schema';
import { asNewCapture } from '../../face-engine/testing/new-capture';
import { cameraCapture } from '../../../test/camera';
import {
  readSharedFace,
  sharedFacesAvailable,
  sharedFacesMissing,
  skipWithoutSharedFaces,
} from '../../face-engine/testing/shared-faces';
import type * as Fingerprint from './fingerprint';
import { fingerprintCapture } from './fingerprint';
import { REPLAY_WINDOW_DAYS } from './service';

// Counts the replay check's own decodes: a payment's analysis gives the
// thumbnails of what it decoded, so none of those is decoded twice (decision 085).
vi.mock('./fingerprint', async (importOriginal) => {
  const real = await importOriginal<typeof Fingerprint>();
  return { ...real, fingerprintCapture: vi.fn(real.fingerprintCapture) };
});
const ownDecodes = vi.mocked(fingerprintCapture);

const DAY_MS = 24 * 60 * 60 * 1000;

describe.skipIf(skipWithoutSharedFaces)(
  `replayed captures${sharedFacesAvailable ? '' : ` (${sharedFacesMissing})`}`,
  { timeout: 60_000 },
  () => {
    const ctx = useFaceTestApp();
    let till: string;
    let otherTill: string;
    const photo = () => readSharedFace(faces.personA[2]);

    beforeAll(async () => {
      const user = await newFaceUser(ctx.app, { fullName: 'Ana Beatriz Souza', pin: '2580' });
      const done = await capturePair(ctx, user.token, faces.personA);
      if (done.statusCode !== 200) throw new Error(done.body);
      const place = await createPlace(ctx.database.db);
      till = (await createTerminal(ctx.database.db, place.id)).key;
      otherTill = (await createTerminal(ctx.database.db, place.id, { name: 'Caixa 2' })).key;
    });

    const pay = async (key: string, image: Buffer, frames?: string[]) => {
      const started = await startPayment(ctx.app, key, 2390);
      return sendFaceImage(ctx.app, key, started.id, image, frames ? { frames } : {});
    };
    const replaysCounted = async () => {
      const text = await ctx.app.metrics.registry.getSingleMetricAsString(
        'rosto_face_replays_total',
      );
      return [...text.matchAll(/^rosto_face_replays_total\{scope="(\w+)"\} (\d+)$/gmu)].reduce(
        (counted, [, scope, value]) => ({ ...counted, [scope!]: Number(value) }),
        {} as Record<string, number>,
      );
    };

    it('refuses the same photo bytes for a second payment at the till, and counts it', async () => {
      const first = await pay(till, photo());
      expect(paymentOf(first).state).toBe('IDENTIFIED');
      expectError(await pay(till, photo()), 422, 'TERMINAL_PAYMENT_REPLAY');
      expect(await replaysCounted()).toMatchObject({ terminal: 1 });
    });

    it('refuses the same image re-encoded (another JPEG quality, other metadata, through PNG)', async () => {
      const lower = await sharp(photo()).jpeg({ quality: 80 }).toBuffer();
      expectError(await pay(till, lower), 422, 'TERMINAL_PAYMENT_REPLAY');
      const tagged = await sharp(photo())
        .withMetadata({ exif: { IFD0: { Copyright: 'Rosto' } } })
        .jpeg({ quality: 95 })
        .toBuffer();
      expectError(await pay(till, tagged), 422, 'TERMINAL_PAYMENT_REPLAY');
      // A till sends JPEG only: a copy kept as PNG comes back as JPEG.
      const throughPng = await sharp(await sharp(photo()).png().toBuffer())
        .jpeg({ quality: 90 })
        .toBuffer();
      expectError(await pay(till, throughPng), 422, 'TERMINAL_PAYMENT_REPLAY');
      expect(await replaysCounted()).toMatchObject({ terminal: 4 });
    });

    it("refuses the customer's capture sent at another till", async () => {
      expectError(await pay(otherTill, photo()), 422, 'TERMINAL_PAYMENT_REPLAY');
      expect(await replaysCounted()).toMatchObject({ customer: 1 });
    });

    it('refuses a burst frame of an earlier payment sent with a new photo', async () => {
      const frame = await burstFrame(await asNewCapture(photo(), 11));
      const first = await pay(till, await asNewCapture(photo(), 12), [frame]);
      expect(paymentOf(first).state).toBe('IDENTIFIED');
      expectError(
        await pay(till, await asNewCapture(photo(), 13), [frame]),
        422,
        'TERMINAL_PAYMENT_REPLAY',
      );
    });

    it("decodes none of a payment's images again when the analysis gave their thumbnails", async () => {
      ownDecodes.mockClear();
      const frames = [
        await burstFrame(await asNewCapture(photo(), 31)),
        await burstFrame(await asNewCapture(photo(), 32)),
      ];
      const paid = await pay(till, await asNewCapture(photo(), 30), frames);
      expect(paymentOf(paid).state).toBe('IDENTIFIED');
      expect(ownDecodes).not.toHaveBeenCalled();
      // A photo over the engine's 1,280 px is analysed scaled down: the check decodes it itself.
      const large = await sharp(await asNewCapture(photo(), 33))
        .resize({ height: 1600 })
        .jpeg({ quality: 90 })
        .toBuffer();
      await pay(till, large, [await burstFrame(await asNewCapture(photo(), 34))]);
      expect(ownDecodes).toHaveBeenCalledTimes(1);
      expect(ownDecodes.mock.calls[0]![0]).toEqual(large);
    });

    it('lets new captures of the same still customer pay, one after another', async () => {
      for (const k of [1, 2, 5, 6]) {
        expect(paymentOf(await pay(till, await asNewCapture(photo(), k))).customer).toMatchObject({
          firstName: 'Ana',
        });
      }
    });

    it('lets the customer pay again a minute later with a new capture: a pixel over, or another photo', async () => {
      const scene = await sharp(readSharedFace('stock-emotions-a-5.jpg'))
        .resize({ height: 720 })
        .png()
        .toBuffer();
      const first = await pay(till, await cameraCapture(scene, { seed: 1 }));
      expect(paymentOf(first).customer).toMatchObject({ firstName: 'Ana' });
      ctx.clock.advance(60_000);
      const again = await pay(till, await cameraCapture(scene, { seed: 2, dx: 1 }));
      expect(paymentOf(again).customer).toMatchObject({ firstName: 'Ana' });
      const brighter = await pay(otherTill, await cameraCapture(scene, { seed: 3, gain: 1.01 }));
      expect(paymentOf(brighter).customer).toMatchObject({ firstName: 'Ana' });
      const another = await pay(till, readSharedFace('stock-emotions-a-6.jpg'));
      expect(paymentOf(another).customer).toMatchObject({ firstName: 'Ana' });
    });

    it(`forgets a capture after ${REPLAY_WINDOW_DAYS} days`, async () => {
      const old = await asNewCapture(photo(), 20);
      expect(paymentOf(await pay(till, old)).state).toBe('IDENTIFIED');
      ctx.clock.advance((REPLAY_WINDOW_DAYS + 1) * DAY_MS);
      expect(paymentOf(await pay(till, old)).state).toBe('IDENTIFIED');
      const before = (await ctx.database.db.select().from(faceCaptureFingerprints)).length;
      ctx.clock.advance((REPLAY_WINDOW_DAYS + 1) * DAY_MS);
      const forgotten = await ctx.app.faceReplayGuard.purge();
      expect(forgotten).toBe(before);
      const left = await ctx.database.db
        .select()
        .from(faceCaptureFingerprints)
        .where(eq(faceCaptureFingerprints.scope, 'terminal'));
      expect(left).toEqual([]);
    });
  },
);
