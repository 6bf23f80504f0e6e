// The galaxy map lives in ./map/; this name stays for the table's import.
export { GalaxyMap } from './map/galaxy-map.tsx';
