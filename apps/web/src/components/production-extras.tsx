// Parts of the production order builder: the pieces taken back from the board when reinforcements run
// short (LRR 67; the player chooses where from), and the captured units the Vuil'raith Cabal return
// to pay for units of their type (Amalgamation).

import {
  PLANETS_BY_ID,
  UNIT_NAMES,
  pullSources,
  unitCount,
  type GameView,
  type Pull,
  type QuoteLine,
  type UnitType,
} from '@initiative/rules';
import { Stepper } from '../cards/pickers.tsx';
import { type CapturedChoice, type Ordered, choiceKey } from './production-choices.ts';

function sourceLabel(p: Pull): string {
  return p.planet
    ? `${PLANETS_BY_ID.get(p.planet)?.name ?? p.planet} (system ${p.system})`
    : `system ${p.system}, space`;
}

export function PullsPicker({
  view,
  seat,
  lines,
  pulls,
  preferred,
  onPrefer,
  testid,
}: {
  view: GameView;
  seat: number;
  lines: readonly QuoteLine[];
  pulls: readonly Pull[];
  preferred: Readonly<Record<string, number>>;
  onPrefer: (unit: UnitType, index: number) => void;
  testid: string;
}) {
  if (pulls.length === 0) return null;
  return (
    <div className="pulls" data-testid={`${testid}-pulls`}>
      <p>
        Not enough pieces in reinforcements: these come back from the board (systems without your command
        token).
      </p>
      {lines
        .filter((l) => pulls.some((p) => p.unit === l.unit))
        .map((l) => {
          const sources = pullSources(view, seat, l.unit);
          return (
            <label key={l.unit} className="inline">
              {UNIT_NAMES[l.unit]} from{' '}
              <select
                data-testid={`${testid}-pull-${l.unit}`}
                value={preferred[l.unit] ?? 0}
                onChange={(e) => onPrefer(l.unit, Number(e.target.value))}
              >
                {sources.map((s, i) => (
                  <option key={sourceLabel(s)} value={i}>
                    {sourceLabel(s)} ({s.count})
                  </option>
                ))}
              </select>
            </label>
          );
        })}
    </div>
  );
}

/** Amalgamation: for each unit type in the order, the captured units of that type to return. */
export function AmalgamationPicker({
  view,
  choices,
  lines,
  returned,
  onChange,
  testid,
}: {
  view: GameView;
  choices: readonly CapturedChoice[];
  lines: Ordered;
  returned: Readonly<Record<string, number>>;
  onChange: (next: Record<string, number>) => void;
  testid: string;
}) {
  const offered = choices.filter((c) => lines.some((l) => l.unit === c.unit));
  if (offered.length === 0) return null;
  return (
    <div className="follow-agent" data-testid={`${testid}-amalgamation`}>
      <p>
        Amalgamation: return captured units to their owners; each pays for one unit of its type you produce.
      </p>
      {offered.map((c) => {
        const ordered = lines.find((l) => l.unit === c.unit)?.count ?? 0;
        const owner = view.players[c.from]?.name ?? `Seat ${c.from + 1}`;
        return (
          <Stepper
            key={choiceKey(c)}
            label={`${owner}’s ${unitCount(c.unit, 2).replace(/^2 /, '')} (you hold ${c.held})`}
            value={Math.min(returned[choiceKey(c)] ?? 0, c.held)}
            max={Math.min(c.held, ordered)}
            onChange={(n) => onChange({ ...returned, [choiceKey(c)]: n })}
            testid={`${testid}-amalgamation-${c.from}-${c.unit}`}
          />
        );
      })}
    </div>
  );
}
