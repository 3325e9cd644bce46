import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useEffect } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { useMapTiles } from '../../../lib/map-tiles';

const pin = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

function ClickToPin({ onPick }: { onPick: (latitude: number, longitude: number) => void }) {
  useMapEvents({ click: (event) => onPick(event.latlng.lat, event.latlng.lng) });
  return null;
}

function FollowCenter({ latitude, longitude }: { latitude: number; longitude: number }) {
  const map = useMap();
  useEffect(() => {
    map.setView([latitude, longitude]);
  }, [map, latitude, longitude]);
  return null;
}

/**
 * A branch's pin: click the map (or drag the pin) to place it. The latitude and longitude fields beside
 * it do the same from the keyboard. Loaded on demand, so Leaflet stays out of the main chunk.
 */
export default function BranchPinMap({
  latitude,
  longitude,
  label,
  onPick,
}: {
  latitude: number;
  longitude: number;
  label: string;
  /** Absent: a read-only map. */
  onPick?: (latitude: number, longitude: number) => void;
}) {
  const tiles = useMapTiles();
  return (
    <MapContainer
      center={[latitude, longitude]}
      zoom={14}
      scrollWheelZoom={false}
      style={{ height: 220, width: '100%', borderRadius: 'var(--mantine-radius-md)', zIndex: 0 }}
    >
      <TileLayer url={tiles.url} attribution={tiles.attribution} />
      <FollowCenter latitude={latitude} longitude={longitude} />
      {onPick && <ClickToPin onPick={onPick} />}
      <Marker
        position={[latitude, longitude]}
        icon={pin}
        alt={label}
        title={label}
        keyboard={false}
        draggable={Boolean(onPick)}
        eventHandlers={{
          dragend: (event) => {
            const at = (event.target as L.Marker).getLatLng();
            onPick?.(at.lat, at.lng);
          },
        }}
      />
    </MapContainer>
  );
}
