// The shop on a map (docs/spec/wallet-checklist.md §2, §9: zoom 15): react-leaflet with the tile
// server of the configuration (VITE_MAP_TILE_URL) and its attribution. Only the
// map tab's route imports this module, so Leaflet and its CSS load with that
// tab, never with the first screen.
import 'leaflet/dist/leaflet.css';
import { icon } from 'leaflet';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useState } from 'react';
import { MapContainer, Marker, TileLayer, Tooltip, ZoomControl } from 'react-leaflet';
import { env } from '../../../config/env';
import type { PlaceLocation } from '../../../lib/transactions/place-location';
import styles from './place-map.module.css';

/** docs/spec/wallet-checklist.md §9: "Map default zoom: 15". */
export const MAP_ZOOM = 15;

// Leaflet finds its default marker images through a CSS path a bundler
// rewrites; naming the bundled files keeps the pin from showing as broken.
const shopMarker = icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

export function PlaceMap({
  location,
  placeName,
  texts,
}: {
  location: PlaceLocation;
  placeName: string;
  /** The map's accessible name ("Mapa com a localização de …"), its zoom buttons, and what says the tiles failed. */
  texts: { label: string; zoomIn: string; zoomOut: string; tilesFailed: string };
}) {
  const center: [number, number] = [location.lat, location.lng];
  // Tiles that cannot load (offline, the tile server down) leave a grey box:
  // the pin keeps its name, and a line says why the map is empty (issue 29).
  const [tilesFailed, setTilesFailed] = useState(false);
  return (
    <div className={styles.frame} role="region" aria-label={texts.label}>
      {/* Leaflet's own zoom buttons are named in English: these speak the user's language. */}
      <MapContainer center={center} zoom={MAP_ZOOM} zoomControl={false} className={styles.map}>
        <ZoomControl position="topleft" zoomInTitle={texts.zoomIn} zoomOutTitle={texts.zoomOut} />
        <TileLayer
          url={env.mapTileUrl}
          attribution={env.mapTileAttribution}
          eventHandlers={{ tileerror: () => setTilesFailed(true) }}
        />
        <Marker position={center} icon={shopMarker} title={placeName} alt={placeName}>
          {/* The name on the map itself, drawn by Leaflet whether or not tiles load. */}
          <Tooltip permanent direction="top" offset={[0, -36]} className={styles.name}>
            {placeName}
          </Tooltip>
        </Marker>
      </MapContainer>
      {tilesFailed && (
        <p className={styles.tilesFailed} role="status" data-testid="map-tiles-failed">
          {texts.tilesFailed}
        </p>
      )}
    </div>
  );
}
