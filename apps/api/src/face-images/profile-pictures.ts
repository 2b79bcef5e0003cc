// The profile's face pictures (docs/spec/account-checklist.md §3 profilePictures): three square
// crops around the enrolled face, cut from the enrolment photo.
import sharp from 'sharp';
import type { ProfilePictures } from '@rosto/contract/schemas/user';

/** A face box as fractions of the upright photo's width and height. */
export interface RelativeBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type PictureName = keyof ProfilePictures;

/** Side of each crop, as a multiple of the face box's larger side. */
const CROP_SCALE: Record<PictureName, number> = {
  FACEBOX_CLOSER: 1.1,
  FACEBOX_WIDER: 1.7,
  FACEBOX_FULL: 2.6,
};
/** Small enough for the profile answer (a few KiB each), sharp enough for an avatar. */
const CROP_PX = 192;

/** The three crops as base64 JPEGs. */
export async function cropProfilePictures(
  photo: Uint8Array,
  box: RelativeBox,
): Promise<Record<PictureName, string>> {
  // Upright first, as the engine saw it; crops are taken from that.
  const upright = await sharp(photo).rotate().toBuffer({ resolveWithObject: true });
  const { width, height } = upright.info;
  const centreX = (box.x + box.width / 2) * width;
  const centreY = (box.y + box.height / 2) * height;
  const faceSide = Math.max(box.width * width, box.height * height);
  const entries = await Promise.all(
    (Object.keys(CROP_SCALE) as PictureName[]).map(async (name) => {
      const side = Math.min(Math.round(faceSide * CROP_SCALE[name]), width, height);
      const left = Math.round(Math.min(Math.max(centreX - side / 2, 0), width - side));
      const top = Math.round(Math.min(Math.max(centreY - side / 2, 0), height - side));
      const jpeg = await sharp(upright.data)
        .extract({ left, top, width: side, height: side })
        .resize(CROP_PX, CROP_PX)
        .jpeg({ quality: 78, mozjpeg: true })
        .toBuffer();
      return [name, jpeg.toString('base64')] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<PictureName, string>;
}
