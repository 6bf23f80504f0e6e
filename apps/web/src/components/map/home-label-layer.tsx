// The players' names and factions beside their home tiles (home-labels.ts), drawn over the tiles.
// Pictures only: each home's button (its tile) already says whose home it is.

import type { PlayerView } from '@initiative/rules';
import { selectSystem } from '../../selection.ts';
import { factionNames } from './home.ts';
import type { HomeLabel } from './home-labels.ts';

export function HomeLabelLayer({
  labels,
  players,
}: {
  labels: readonly HomeLabel[];
  players: readonly PlayerView[];
}) {
  return (
    <g className="home-labels">
      {labels.map((l) => {
        const p = players[l.seat];
        if (!p) return null;
        return (
          <g
            key={l.seat}
            className={`home-label side-${l.side} color-${p.color}`}
            data-testid={`home-label-${l.seat}`}
            data-system={l.systemId}
            onClick={() => selectSystem(l.systemId)}
          >
            <title>{`Home of ${p.name}: ${factionNames(p.faction).full}`}</title>
            {l.lines.map((line) => (
              <g key={line.plate ? 'name' : 'faction'}>
                {line.plate && (
                  <rect
                    className="home-plate"
                    x={line.box.x}
                    y={line.box.y}
                    width={line.box.w}
                    height={line.box.h}
                    rx={4}
                  />
                )}
                <text
                  className={line.plate ? 'home-name' : 'home-faction'}
                  x={line.x}
                  y={line.y}
                  style={{ fontSize: line.font }}
                >
                  {line.text}
                </text>
              </g>
            ))}
          </g>
        );
      })}
    </g>
  );
}
