import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { MapContainer, Marker, TileLayer } from 'react-leaflet';
import { useMapTiles } from '../../../lib/map-tiles';

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
  const tiles = useMapTiles();
  return (
    <MapContainer
      center={[latitude, longitude]}
      zoom={15}
      scrollWheelZoom={false}
      style={{ height: 240, width: '100%', borderRadius: 'var(--mantine-radius-md)', zIndex: 0 }}
    >
      <TileLayer url={tiles.url} attribution={tiles.attribution} />
      <Marker position={[latitude, longitude]} icon={pin} alt={label} title={label} keyboard={false} />
    </MapContainer>
  );
}
