import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { MapContainer, Marker, TileLayer } from 'react-leaflet';

/** DESIGN 8: the tile server comes from configuration; the brand has none yet, so OpenStreetMap's. */
export const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

// Leaflet finds its marker pictures through CSS paths a bundler rewrites: hand it the bundled files.
const pin = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

/** The branch on a map. Loaded on demand, so Leaflet stays out of the main chunk. */
export default function BranchMap({
  latitude,
  longitude,
  label,
}: {
  latitude: number;
  longitude: number;
  label: string;
}) {
  return (
    <MapContainer
      center={[latitude, longitude]}
      zoom={15}
      scrollWheelZoom={false}
      style={{ height: 240, width: '100%', borderRadius: 'var(--mantine-radius-md)', zIndex: 0 }}
    >
      <TileLayer url={TILE_URL} attribution={ATTRIBUTION} />
      <Marker position={[latitude, longitude]} icon={pin} alt={label} title={label} keyboard={false} />
    </MapContainer>
  );
}
