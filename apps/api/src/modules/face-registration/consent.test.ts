// The consent to biometric processing (LGPD art. 11, I; issue 9): recorded
// with the terms version in force, required before any face photo, and in the
// customer's data export. On PGlite and PostgreSQL (TEST_DB).
import { describe, expect, it } from 'vitest';
import type { UserDataExport } from '@rosto/contract/schemas/user';
import { bearer, fakeClock, useTestApp } from '../../../test/app';
import { dataOf, expectError } from '../../../test/entrance';
import { photoBase64, faces } from '../../../test/face';
import { sharedFacesAvailable } from '../../face-engine/testing/shared-faces';

describe('biometric consent', () => {
  const clock = fakeClock(new Date('2026-11-23T20:00:00Z'));
  const ctx = useTestApp({ clock });

  it('is required before a photo, recorded with the terms version, and exported', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/sandbox/users',
      payload: { mustRegisterFace: true, faceStatus: 'NOT_STARTED' },
    });
    const { token } = created.json<{ data: { token: string } }>().data;
    // A liveness photo out of order: past the consent check it would be 409.
    const photo = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/user/set-face/async',
        headers: bearer(token),
        payload: {
          images: [sharedFacesAvailable ? photoBase64(faces.personA[0]) : TINY_JPEG],
          usesGlasses: false,
          step: 2,
        },
      });
    expectError(await photo(), 403, 'BIOMETRIC_CONSENT_REQUIRED');

    const consent = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/consents/biometric',
      headers: bearer(token),
      payload: { accepted: true },
    });
    expect(dataOf(consent)).toEqual({
      givenAt: clock.now().toISOString(),
      termsVersion: '2026-11-23',
    });
    expectError(await photo(), 409, 'FACE_CAPTURE_OUT_OF_ORDER');

    const exported = dataOf<UserDataExport>(
      await ctx.app.inject({
        method: 'GET',
        url: '/api/user/profile/export',
        headers: bearer(token),
      }),
    );
    expect(exported.consents.biometric).toEqual([
      { givenAt: clock.now().toISOString(), termsVersion: '2026-11-23' },
    ]);
  });

  it('accepts only an explicit acceptance', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/sandbox/users',
      payload: {},
    });
    const { token } = created.json<{ data: { token: string } }>().data;
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/consents/biometric',
      headers: bearer(token),
      payload: { accepted: false },
    });
    expect(refused.statusCode).toBe(400);
  });
});

/** A minimal valid JPEG (1 KiB+) for machines without the shared photos. */
const TINY_JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.alloc(2048, 0x11),
  Buffer.from([0xff, 0xd9]),
]).toString('base64');
