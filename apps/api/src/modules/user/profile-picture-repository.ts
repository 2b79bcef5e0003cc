// The profile's face crops, read from the user's active face template (the face
// module seals them there at enrolment). Kept in the user module so that the
// profile does not depend on the face module, which depends on the users.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { faceTemplates } from '../../db/schema';

export function createProfilePictureRepository(db: Database) {
  return {
    /** The sealed profile crops of the user's face (the one without glasses first). */
    async sealedProfilePictures(userId: string): Promise<Buffer | null> {
      const [row] = await db
        .select({ pictures: faceTemplates.pictures })
        .from(faceTemplates)
        .where(and(eq(faceTemplates.userId, userId), eq(faceTemplates.active, true)))
        .orderBy(faceTemplates.usesGlasses)
        .limit(1);
      return row?.pictures ?? null;
    },
  };
}
export type ProfilePictureRepository = ReturnType<typeof createProfilePictureRepository>;
