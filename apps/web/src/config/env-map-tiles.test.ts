// @vitest-environment node
// The receipt map's tile server is configuration (issue 11): OpenStreetMap by
// default with its attribution, any https or same-site template instead.
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env-schema';

describe('env: map tiles', () => {
  it("defaults to OpenStreetMap's tiles with their attribution", () => {
    const env = parseEnv({});
    expect(env.mapTileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(env.mapTileAttribution).toContain('https://www.openstreetmap.org/copyright');
  });

  it('takes another https template or a path of this site (a tile proxy)', () => {
    expect(
      parseEnv({ VITE_MAP_TILE_URL: 'https://{s}.tiles.example.com/v1/{z}/{x}/{y}.png?key=k' })
        .mapTileUrl,
    ).toBe('https://{s}.tiles.example.com/v1/{z}/{x}/{y}.png?key=k');
    expect(parseEnv({ VITE_MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png' }).mapTileUrl).toBe(
      '/tiles/{z}/{x}/{y}.png',
    );
  });

  it.each([
    'http://tile.example.com/{z}/{x}/{y}.png',
    '//tile.example.com/{z}/{x}/{y}.png',
    'https://tile.example.com/{z}/{x}.png',
    'tiles/{z}/{x}/{y}.png',
  ])('refuses %s', (value) => {
    expect(() => parseEnv({ VITE_MAP_TILE_URL: value })).toThrow();
  });
});
