import { describe, expect, it } from 'vitest';
import { exampleIds } from '../testing/examples';
import { placeDetailsParamsSchema, placeDetailsResponseSchema } from './places';

describe('place details', () => {
  it('answers geometry.location lat and lng', () => {
    const data = { geometry: { location: { lat: -23.5614, lng: -46.6559 } } };
    expect(placeDetailsResponseSchema.parse({ data })).toEqual({ data });
    expect(placeDetailsParamsSchema.parse({ id: exampleIds.placeId })).toBeTruthy();
  });

  it('refuses impossible coordinates', () => {
    const bad = { geometry: { location: { lat: 91, lng: 0 } } };
    expect(placeDetailsResponseSchema.safeParse({ data: bad }).success).toBe(false);
  });
});
