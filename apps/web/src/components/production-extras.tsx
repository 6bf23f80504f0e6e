// Parts of the production order builder: the pieces taken back from the board when reinforcements run
// short (LRR 67; the player chooses where from), and the captured units the Vuil'raith Cabal return
// to pay for units of their type (Amalgamation).

import {
  PLANETS_BY_ID,
  UNIT_NAMES,
  pullSources,
  unitCount,
  type Amalgamation,
  type GameView,
  type Pull,
  type QuoteLine,
  type UnitType,
} from '@initiative/rules';
import { Stepper } from '../cards/pickers.tsx';

function sourceLabel(p: Pull): string {
  return p.planet
    ? `${PLANETS_BY_ID.get(p.planet)?.name ?? p.planet} (system ${p.system})`
    : `system ${p.system}, space`;
}

/** Pieces to take back, `short` of them, from the sources in order, the preferred one first. */
export function allocate(sources: readonly Pull[], short: number, preferred: number): Pull[] {
  const ordered = [...sources.slice(preferred, preferred + 1), ...sources.filter((_, i) => i !== preferred)];
  const out: Pull[] = [];
  let left = short;
  for (const s of ordered) {
    if (left <= 0) break;
    const n = Math.min(s.count, left);
    out.push({ ...s, count: n });
    left -= n;
  }
  return out;
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

export type CapturedChoice = { readonly from: number; readonly unit: UnitType; readonly held: number };
type Ordered = readonly { readonly unit: UnitType; readonly count: number }[];
const choiceKey = (c: Pick<CapturedChoice, 'from' | 'unit'>) => `${c.from}|${c.unit}`;

/** The order's `amalgamation`: the captured units chosen, for unit types the order produces. */
export function chosenAmalgamation(
  choices: readonly CapturedChoice[],
  returned: Readonly<Record<string, number>>,
  lines: Ordered,
): Amalgamation {
  return choices
    .map((c) => ({ from: c.from, unit: c.unit, count: Math.min(c.held, returned[choiceKey(c)] ?? 0) }))
    .filter((r) => r.count > 0 && lines.some((l) => l.unit === r.unit)) as Amalgamation;
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
