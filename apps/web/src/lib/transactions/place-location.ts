// GET user/place/{id}/google-place-details (docs/spec/wallet-checklist.md §7): where a payment's
// shop is, for the receipt's map tab. The tab shows only when the location is
// known; a failure (a 404 included) hides it and is only logged (§7: "map load
// failure on receipt: only logged"). The answer decides, not the transaction's
// `googlePlaceId`: our places keep their own coordinates, and that field only
// fills the spec's shape (apps/api db schema, `places`).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import { apiClient } from '../api-client';

export interface PlaceLocation {
  lat: number;
  lng: number;
}

export const placeLocationQueryOptions = (placeId: string) =>
  queryOptions({
    queryKey: ['user', 'place', placeId, 'location'],
    queryFn: async ({ signal }): Promise<PlaceLocation | null> => {
      try {
        const { geometry } = await apiClient.call(endpoints.placeDetails, {
          params: { id: placeId },
          signal,
        });
        return { lat: geometry.location.lat, lng: geometry.location.lng };
      } catch (error) {
        // Leaving the receipt cancels the call: nothing failed.
        if (signal.aborted) throw error;
        console.warn('Receipt: place location not loaded; the map tab stays hidden', error);
        return null;
      }
    },
    // A shop does not move while the app is open.
    staleTime: 60 * 60_000,
  });

/** The place's location: undefined while it loads (or no place yet), null when unknown. */
export function usePlaceLocation(placeId: string | undefined): PlaceLocation | null | undefined {
  const query = useQuery({
    ...placeLocationQueryOptions(placeId ?? ''),
    enabled: placeId !== undefined,
  });
  return placeId === undefined ? undefined : query.data;
}
