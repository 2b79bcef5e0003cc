// Place location for the receipt map tab (docs/spec/wallet-checklist.md §7): GET
// user/place/{id}/google-place-details.
import { z } from 'zod';
import { dataEnvelope } from './common';

export const placeDetailsParamsSchema = z.object({ id: z.uuid().describe('Place id') });
export type PlaceDetailsParams = z.infer<typeof placeDetailsParamsSchema>;

export const placeDetailsSchema = z.object({
  geometry: z.object({
    location: z.object({
      lat: z.number().min(-90).max(90),
      lng: z.number().min(-180).max(180),
    }),
  }),
});
export type PlaceDetails = z.infer<typeof placeDetailsSchema>;

export const placeDetailsResponseSchema = dataEnvelope(placeDetailsSchema);
export type PlaceDetailsResponse = z.infer<typeof placeDetailsResponseSchema>;

// --- GET shops: the shops that take Rosto, for the help centre (decision 069) ---

export const partnerShopSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  address: z.string().nullable().describe('As the shop gave it; null when it gave none'),
  location: z
    .object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) })
    .nullable(),
  partner: z
    .object({ slug: z.string(), name: z.string() })
    .describe('The white-label partner the shop belongs to'),
});
export type PartnerShop = z.infer<typeof partnerShopSchema>;

export const partnerShopsResponseSchema = dataEnvelope(
  z.object({
    items: z
      .array(partnerShopSchema)
      .describe('Shops with a working terminal, by name; a customer may pay at any of them'),
  }),
);
export type PartnerShopsResponse = z.infer<typeof partnerShopsResponseSchema>;
