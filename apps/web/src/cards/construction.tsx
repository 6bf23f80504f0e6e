// Construction (LRR 24): pick a planet for each structure in a list or on the map. Planets where the
// structure cannot go are not selectable and say why (in the list, on hover over the map, and when
// tapped). When no piece is left in reinforcements, the player picks where one comes back from.

import { useState } from 'react';
import {
  PLANETS_BY_ID,
  STATIONS_BY_ID,
  inReinforcements,
  planetsOf,
  structurePullSources,
  systemOfPlanet,
  type GameView,
  type Placement,
  type Structure,
} from '@initiative/rules';
import { usePlanetHints, type PlanetHints } from '../map-hints.ts';
import { FormError } from './pickers.tsx';
import type { CardFormProps } from './types.ts';
import { useMapPick } from '../use-map-pick.ts';
import { type Slot, STRUCTURE_NAMES, hintsFor, toPlacement } from './structures.ts';

export function PlanetChoices(props: {
  readonly hints: PlanetHints;
  readonly chosen: string | null;
  readonly onChoose: (id: string) => void;
  readonly testid: string;
}) {
  const entries = Object.entries(props.hints);
  if (entries.length === 0) return <p className="hint">You control no planet here.</p>;
  return (
    <ul className="plain place-picker" data-testid={props.testid}>
      {entries.map(([id, problem]) => (
        <li key={id}>
          <button
            type="button"
            className={`pick ${props.chosen === id ? 'on' : ''}`}
            aria-pressed={props.chosen === id}
            disabled={problem !== null}
            title={problem ?? 'You can build here'}
            data-testid={`${props.testid}-${id}`}
            onClick={() => props.onChoose(id)}
          >
            {PLANETS_BY_ID.get(id)?.name ?? STATIONS_BY_ID.get(id)?.name ?? id}
          </button>
          {problem && <span className="hint small-text"> — {problem}</span>}
        </li>
      ))}
    </ul>
  );
}

/** When no piece of `type` is left: where one comes back from (null when not needed). */
export function PullChoice(props: {
  readonly view: GameView;
  readonly seat: number;
  readonly type: Structure;
  readonly exceptSystem?: string;
  readonly value: string | undefined;
  readonly onChange: (id: string) => void;
  readonly testid: string;
}) {
  const { view, seat, type } = props;
  if ((inReinforcements(view, seat, type) ?? 1) > 0) return null;
  const sources = structurePullSources(view, seat, type, props.exceptSystem);
  if (sources.length === 0) {
    return (
      <p className="error">
        No {STRUCTURE_NAMES[type]} left, and none stands in a system without your token.
      </p>
    );
  }
  return (
    <label className="inline">
      No {STRUCTURE_NAMES[type]} left in reinforcements: take one back from{' '}
      <select
        value={props.value ?? ''}
        onChange={(e) => props.onChange(e.target.value)}
        data-testid={props.testid}
      >
        <option value="">choose…</option>
        {sources.map((id) => (
          <option key={id} value={id}>
            {PLANETS_BY_ID.get(id)?.name ?? id}
          </option>
        ))}
      </select>
    </label>
  );
}

export function ConstructionPrimary({ view, seat, submit }: CardFormProps) {
  const [first, setFirst] = useState<Slot>({ structure: 'pds', planet: null });
  const [second, setSecond] = useState<Slot | null>(null);
  const [active, setActive] = useState<0 | 1>(0);
  const [tapped, setTapped] = useState<string | null>(null);
  const firstPlacement = toPlacement(first);
  const hints0 = hintsFor(view, seat, first.structure, []);
  const hints1 = hintsFor(view, seat, 'pds', firstPlacement ? [firstPlacement] : []);
  const current = active === 0 ? hints0 : hints1;
  usePlanetHints(current);
  useMapPick((planetId) => {
    if (!planetId || !(planetId in current)) return;
    const problem = current[planetId];
    setTapped(problem ? `${PLANETS_BY_ID.get(planetId)?.name ?? planetId}: ${problem}` : null);
    if (problem) return;
    if (active === 0) setFirst({ ...first, planet: planetId });
    else setSecond({ structure: 'pds', planet: planetId, pullFrom: second?.pullFrom });
  });
  const placements = [firstPlacement, second ? toPlacement(second) : null].filter(
    (p): p is Placement => p !== null,
  );
  const needPull = (slot: Slot) =>
    slot.planet !== null && (inReinforcements(view, seat, slot.structure) ?? 1) === 0 && !slot.pullFrom;
  const error =
    (first.planet && hints0[first.planet]) ||
    (second?.planet && hints1[second.planet]) ||
    (needPull(first) || (second && needPull(second))
      ? 'Choose where the missing piece comes back from.'
      : null) ||
    (second && !second.planet ? 'Choose a planet for the second PDS, or remove it.' : null);
  return (
    <div className="card-form construction-form" data-testid="construction-form">
      <fieldset
        onFocus={() => setActive(0)}
        onClick={() => setActive(0)}
        className={active === 0 ? 'active-slot' : ''}
      >
        <legend>First structure</legend>
        <label className="inline">
          <input
            type="radio"
            name="c-structure"
            checked={first.structure === 'pds'}
            onChange={() => setFirst({ structure: 'pds', planet: null })}
            data-testid="construction-structure-pds"
          />{' '}
          PDS
        </label>{' '}
        <label className="inline">
          <input
            type="radio"
            name="c-structure"
            checked={first.structure === 'space-dock'}
            onChange={() => setFirst({ structure: 'space-dock', planet: null })}
            data-testid="construction-structure-space-dock"
          />{' '}
          Space dock
        </label>
        <PlanetChoices
          hints={hints0}
          chosen={first.planet}
          onChoose={(id) => setFirst({ ...first, planet: id })}
          testid="construction-planet-0"
        />
        <PullChoice
          view={view}
          seat={seat}
          type={first.structure}
          value={first.pullFrom}
          onChange={(id) => setFirst({ ...first, pullFrom: id || undefined })}
          testid="construction-pull-0"
        />
      </fieldset>
      {second ? (
        <fieldset
          onFocus={() => setActive(1)}
          onClick={() => setActive(1)}
          className={active === 1 ? 'active-slot' : ''}
        >
          <legend>
            Second structure: a PDS{' '}
            <button
              type="button"
              className="small link"
              onClick={() => {
                setSecond(null);
                setActive(0);
              }}
            >
              remove
            </button>
          </legend>
          <PlanetChoices
            hints={hints1}
            chosen={second.planet}
            onChoose={(id) => setSecond({ ...second, planet: id })}
            testid="construction-planet-1"
          />
          <PullChoice
            view={view}
            seat={seat}
            type="pds"
            value={second.pullFrom}
            onChange={(id) => setSecond({ ...second, pullFrom: id || undefined })}
            testid="construction-pull-1"
          />
        </fieldset>
      ) : (
        <button
          type="button"
          className="small"
          data-testid="construction-add-pds"
          onClick={() => {
            setSecond({ structure: 'pds', planet: null });
            setActive(1);
          }}
        >
          Add a second PDS
        </button>
      )}
      <p className="hint">Click a planet here or on the map; marked planets accept the structure.</p>
      {tapped && (
        <p className="hint" data-testid="construction-tapped">
          {tapped}
        </p>
      )}
      <FormError text={error || null} testid="construction-error" />
      <button
        type="button"
        data-testid="construction-submit"
        disabled={!!error}
        onClick={() => submit({ placements })}
      >
        {placements.length === 0
          ? 'Build nothing'
          : `Build ${placements.map((p) => STRUCTURE_NAMES[p.structure]).join(' and ')}`}
      </button>
    </div>
  );
}

export function ConstructionSecondary({ view, seat, submit, example }: CardFormProps) {
  const systems = [
    ...new Set(
      Object.entries(view.galaxy.planets)
        .filter(([, p]) => p.controller === seat)
        .map(([id]) => systemOfPlanet(id))
        .filter((s): s is string => s !== undefined),
    ),
  ];
  const fallback = (example as { system?: string } | null)?.system ?? systems[0] ?? '';
  const [system, setSystem] = useState(fallback);
  const [structure, setStructure] = useState<Structure>('pds');
  const [planet, setPlanet] = useState<string | null>(null);
  const [pullFrom, setPullFrom] = useState<string | undefined>(undefined);
  const [tapped, setTapped] = useState<string | null>(null);
  // Every planet of the chosen system, with the reason when the structure cannot go there.
  const hints: PlanetHints = Object.fromEntries(
    Object.entries(hintsFor(view, seat, structure, [], system)).filter(([id]) =>
      planetsOf(system).includes(id),
    ),
  );
  usePlanetHints(hints);
  useMapPick((planetId, systemId) => {
    if (planetId === null) {
      if (systems.includes(systemId)) {
        setSystem(systemId);
        setPlanet(null);
      }
      return;
    }
    const sys = systemOfPlanet(planetId);
    if (!sys) return;
    const board = hintsFor(view, seat, structure, [], sys);
    if (!(planetId in board)) return;
    const problem = board[planetId] ?? null;
    setSystem(sys);
    setTapped(problem ? `${PLANETS_BY_ID.get(planetId)?.name ?? planetId}: ${problem}` : null);
    setPlanet(problem ? null : planetId);
  });
  const missing = (inReinforcements(view, seat, structure) ?? 1) === 0 && !pullFrom;
  const error = !planet
    ? 'Choose a planet in that system.'
    : hints[planet] || (missing ? 'Choose where the missing piece comes back from.' : null);
  return (
    <div className="card-form construction-form" data-testid="construction-follow-form">
      <label className="inline">
        Token and structure in system{' '}
        <select
          value={system}
          onChange={(e) => {
            setSystem(e.target.value);
            setPlanet(null);
          }}
          data-testid="construction-system"
        >
          {systems.map((s) => (
            <option key={s} value={s}>
              {s} (
              {planetsOf(s)
                .map((id) => PLANETS_BY_ID.get(id)?.name ?? id)
                .join(', ')}
              )
            </option>
          ))}
        </select>
      </label>
      {view.galaxy.systems.find((s) => s.systemId === system)?.tokens.includes(seat) && (
        <p className="hint">
          You already have a token there: the strategy token goes back to reinforcements.
        </p>
      )}
      <div>
        <label className="inline">
          <input
            type="radio"
            name="cs-structure"
            checked={structure === 'pds'}
            onChange={() => {
              setStructure('pds');
              setPlanet(null);
            }}
            data-testid="construction-follow-pds"
          />{' '}
          PDS
        </label>{' '}
        <label className="inline">
          <input
            type="radio"
            name="cs-structure"
            checked={structure === 'space-dock'}
            onChange={() => {
              setStructure('space-dock');
              setPlanet(null);
            }}
            data-testid="construction-follow-space-dock"
          />{' '}
          Space dock
        </label>
      </div>
      <PlanetChoices hints={hints} chosen={planet} onChoose={setPlanet} testid="construction-planet" />
      <PullChoice
        view={view}
        seat={seat}
        type={structure}
        exceptSystem={system}
        value={pullFrom}
        onChange={(id) => setPullFrom(id || undefined)}
        testid="construction-pull"
      />
      {tapped && <p className="hint">{tapped}</p>}
      <FormError text={error || null} testid="construction-follow-error" />
      <button
        type="button"
        data-testid="construction-follow"
        disabled={!!error}
        onClick={() => submit({ system, structure, planet, ...(pullFrom ? { pullFrom } : {}) })}
      >
        Follow: token in {system}, {STRUCTURE_NAMES[structure]} on{' '}
        {planet ? (PLANETS_BY_ID.get(planet)?.name ?? planet) : '…'}
      </button>
    </div>
  );
}
