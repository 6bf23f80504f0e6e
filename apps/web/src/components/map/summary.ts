// A system's contents in one sentence: the accessible name of its tile on the map.

import { SYSTEMS_BY_ID, type GameView, type SystemState } from '@initiative/rules';
import { factionNames, homeOwnerOf } from './home.ts';
import { systemKindLabel, unitsLabel, WORMHOLE_NAMES } from './labels.ts';

export function systemSummary(system: SystemState, view: Pick<GameView, 'players' | 'galaxy'>): string {
  const data = SYSTEMS_BY_ID.get(system.systemId);
  const name = (seat: number) => view.players[seat]?.name ?? `Seat ${seat + 1}`;
  const home = homeOwnerOf(system.systemId, view.players);
  const kind = home
    ? `home of ${home.name} (${factionNames(home.faction).full}, ${home.color})`
    : systemKindLabel(data);
  const parts: string[] = [`System ${system.systemId}${kind ? `, ${kind}` : ''}`];
  for (const p of data?.planets ?? []) {
    const c = view.galaxy.planets[p.id]?.controller;
    parts.push(
      `${p.name} ${p.resources}/${p.influence}${c === null || c === undefined ? '' : ` (${name(c)})`}`,
    );
  }
  for (const w of data?.wormholes ?? []) parts.push(WORMHOLE_NAMES[w]);
  for (const [seat, units] of Object.entries(system.space)) {
    const text = unitsLabel(units);
    if (text) parts.push(`${name(Number(seat))}: ${text}`);
  }
  if (system.tokens.length > 0) parts.push(`command tokens: ${system.tokens.map(name).join(', ')}`);
  return parts.join('; ');
}
