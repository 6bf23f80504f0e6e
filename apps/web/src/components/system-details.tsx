// The system card lives in ./map/; this name stays for the table's import. Rendered anywhere, it
// shows itself on the map (beside the system, or as a sheet on phones).
export { SystemDetails } from './map/system-card.tsx';
