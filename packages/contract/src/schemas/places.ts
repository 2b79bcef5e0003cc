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
