// Who this browser is at the table, in the top bar: your colour, name and faction ("Ada · The
// Federation of Sol"; the short faction name on a phone), or that you are watching.

import { useShallow } from 'zustand/react/shallow';
import { factionNames } from './map/home.ts';
import { useClient } from '../use-client.ts';
import './you-badge.css';

export function YouBadge({ spectate }: { spectate: boolean }) {
  const you = useClient(
    useShallow((s) => {
      const seat = s.you?.kind === 'seat' ? s.you.seat : null;
      const p = seat === null ? undefined : s.view?.players[seat];
      return { kind: s.you?.kind ?? null, name: p?.name, color: p?.color, faction: p?.faction };
    }),
  );
  if (spectate || you.kind === 'spectator')
    return (
      <span className="you-badge watching" data-testid="you-badge">
        Spectating
      </span>
    );
  if (you.kind === 'host' && !you.name)
    return (
      <span className="you-badge" data-testid="you-badge">
        Host
      </span>
    );
  if (!you.name || !you.color || !you.faction) return null;
  const faction = factionNames(you.faction);
  return (
    <span
      className="you-badge"
      data-testid="you-badge"
      title={`You play ${faction.full} as ${you.name} (${you.color})`}
    >
      <span className={`you-swatch color-${you.color}`} aria-hidden="true" />
      <span className="visually-hidden">You: </span>
      <span className="you-name">{you.name}</span>
      <span className="you-faction">{faction.short}</span>
      <span className="you-faction-full">{faction.full}</span>
      <span className="visually-hidden">, {you.color}</span>
    </span>
  );
}
