// The production order's grid (LRR 67): a row per unit type the player may produce, with its cost
// and the pieces left, and a stepper per place it may go (ships in the space area unless another
// player's ships are there, ground forces on planets, Rowl Sarrig's docks for what they allow).

import {
  UNIT_NAMES,
  inReinforcements,
  isShip,
  unitStats,
  type GameView,
  type PlaceElsewhere,
  type UnitType,
} from '@initiative/rules';
import { Stepper } from '../cards/pickers.tsx';
import { orderKey } from '../format/production.ts';

export interface OrderTableProps {
  readonly view: GameView;
  readonly seat: number;
  readonly types: readonly UnitType[];
  readonly places: readonly string[];
  /** Places outside the system (Rowl Sarrig), each with the unit types it takes. */
  readonly elsewhere: readonly PlaceElsewhere[];
  /** Whether another player's ships are in the system: no ships in its space area. */
  readonly blockaded: boolean;
  readonly counts: Readonly<Record<string, number>>;
  readonly onCount: (unit: UnitType, place: string, n: number) => void;
  readonly placeName: (place: string) => string;
  readonly testid: string;
}

export function OrderTable({
  view,
  seat,
  types,
  places,
  elsewhere,
  blockaded,
  counts,
  onCount,
  placeName,
  testid,
}: OrderTableProps) {
  return (
    <div className="order-scroll">
      <table className="order-table">
        <thead>
          <tr>
            <th>Unit</th>
            <th>Cost</th>
            <th>Left</th>
            {places.map((p) => (
              <th key={p}>{placeName(p)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {types.map((unit) => {
            const stats = unitStats(view, seat, unit);
            const left = inReinforcements(view, seat, unit);
            return (
              <tr key={unit}>
                <td>{UNIT_NAMES[unit]}</td>
                <td>{stats.perCost === 2 ? `${stats.cost ?? 0} for 2` : (stats.cost ?? 0)}</td>
                <td title={left === null ? 'Tokens make these unlimited' : 'Pieces left in reinforcements'}>
                  {left === null ? '∞' : left}
                </td>
                {places.map((place) => {
                  const opened = elsewhere.find((p) => p.place === place);
                  const allowed = opened
                    ? opened.units.includes(unit)
                    : place === 'space'
                      ? !(isShip(unit) && blockaded)
                      : !isShip(unit);
                  return (
                    <td key={place}>
                      {allowed ? (
                        <Stepper
                          label={`${UNIT_NAMES[unit]} in ${placeName(place)}`}
                          value={counts[orderKey(unit, place)] ?? 0}
                          max={40}
                          onChange={(n) => onCount(unit, place, n)}
                          testid={`${testid}-count-${unit}-${place}`}
                        />
                      ) : (
                        <span className="hint" title={isShip(unit) ? 'Ships go in the space area' : ''}>
                          —
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
