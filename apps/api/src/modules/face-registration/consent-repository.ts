// Consents to biometric processing (LGPD art. 11, I): recorded when the
// customer ticks the box on the face instructions, checked before any photo.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { biometricConsents } from '../../db/schema';

export function createBiometricConsentRepository(db: Database) {
  return {
    async record(userId: string, givenAt: Date, termsVersion: string | null): Promise<void> {
      await db.insert(biometricConsents).values({ userId, givenAt, termsVersion });
    },

    async hasConsent(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: biometricConsents.id })
        .from(biometricConsents)
        .where(eq(biometricConsents.userId, userId))
        .limit(1);
      return row !== undefined;
    },
  };
}
export type BiometricConsentRepository = ReturnType<typeof createBiometricConsentRepository>;
