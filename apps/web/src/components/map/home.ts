// Whose home a system is: the player whose home system it is, or whose home stands beside the board
// with this tile in its place (the Creuss Gate, the Sorrow).

import { FACTIONS_BY_ID, type PlayerView } from '@initiative/rules';
import { factionShortName } from './labels.ts';

export function homeOwnerOf(systemId: string, players: readonly PlayerView[]): PlayerView | undefined {
  return (
    players.find((p) => p.homeSystem === systemId) ??
    players.find((p) => FACTIONS_BY_ID.get(p.faction)?.homePositionTile === systemId)
  );
}

/** A player's faction by its full name ("The Federation of Sol") and short name ("Sol"). */
export function factionNames(faction: string): { full: string; short: string } {
  const full = FACTIONS_BY_ID.get(faction)?.name ?? faction;
  return { full, short: factionShortName(faction, full) };
}
