// Thunder's Edge Construction (lobby option): two structures of any kind, or a production at one of
// your space docks and one structure; a follower places one structure anywhere they control a planet,
// with no token on the board. Planet lists and map picks work as on the base card's form.

import { useState } from 'react';
import { PLANETS_BY_ID, inReinforcements, ownDocks, systemOfPlanet, type Placement } from '@initiative/rules';
import { ProductionOrderBuilder } from '../components/production-order.tsx';
import { usePlanetHints } from '../map-hints.ts';
import { PlanetChoices, PullChoice } from './construction.tsx';
import { DockSelect, FormError } from './pickers.tsx';
import type { CardFormProps } from './types.ts';
import { useMapPick } from '../use-map-pick.ts';
import { STRUCTURE_NAMES, hintsFor, toPlacement, type Slot } from './structures.ts';

const planetLabel = (id: string) => PLANETS_BY_ID.get(id)?.name ?? id;

/** One structure: its kind, the planet (list or map) and, when none is left, where one comes back from. */
function StructureSlot(props: {
  readonly view: CardFormProps['view'];
  readonly seat: number;
  readonly slot: Slot;
  readonly earlier: readonly Placement[];
  readonly onChange: (slot: Slot) => void;
  readonly testid: string;
}) {
  const { view, seat, slot, earlier, onChange, testid } = props;
  const hints = hintsFor(view, seat, slot.structure, earlier);
  return (
    <>
      {(['pds', 'space-dock'] as const).map((type) => (
        <label className="inline" key={type}>
          <input
            type="radio"
            name={`${testid}-structure`}
            checked={slot.structure === type}
            onChange={() => onChange({ structure: type, planet: null })}
            data-testid={`${testid}-${type}`}
          />{' '}
          {STRUCTURE_NAMES[type]}{' '}
        </label>
      ))}
      <PlanetChoices
        hints={hints}
        chosen={slot.planet}
        onChoose={(id) => onChange({ ...slot, planet: id })}
        testid={`${testid}-planet`}
      />
      <PullChoice
        view={view}
        seat={seat}
        type={slot.structure}
        value={slot.pullFrom}
        onChange={(id) => onChange({ ...slot, pullFrom: id || undefined })}
        testid={`${testid}-pull`}
      />
    </>
  );
}

/** Why a slot cannot be sent as it is, or null (an empty slot is simply left out). */
function slotProblem(view: CardFormProps['view'], seat: number, slot: Slot, earlier: readonly Placement[]) {
  if (!slot.planet) return null;
  const problem = hintsFor(view, seat, slot.structure, earlier)[slot.planet];
  if (problem) return problem;
  return (inReinforcements(view, seat, slot.structure) ?? 1) === 0 && !slot.pullFrom
    ? 'Choose where the missing piece comes back from.'
    : null;
}

export function ConstructionTePrimary({ view, seat, submit }: CardFormProps) {
  const docks = ownDocks(view, seat);
  const [produceFirst, setProduceFirst] = useState(false);
  const [dock, setDock] = useState(docks[0] ?? '');
  const [slots, setSlots] = useState<readonly [Slot, Slot]>([
    { structure: 'pds', planet: null },
    { structure: 'pds', planet: null },
  ]);
  const [active, setActive] = useState<0 | 1>(0);
  const shown: readonly (0 | 1)[] = produceFirst ? [1] : [0, 1];
  const first = produceFirst ? null : toPlacement(slots[0]);
  const earlierOf = (i: 0 | 1): Placement[] => (i === 1 && first ? [first] : []);
  const setSlot = (i: 0 | 1, slot: Slot) => setSlots(i === 0 ? [slot, slots[1]] : [slots[0], slot]);
  const current = produceFirst ? 1 : active;
  usePlanetHints(hintsFor(view, seat, slots[current].structure, earlierOf(current)));
  useMapPick((planetId) => {
    if (!planetId) return;
    const problem = hintsFor(view, seat, slots[current].structure, earlierOf(current))[planetId];
    if (problem === null) setSlot(current, { ...slots[current], planet: planetId });
  });
  const placements = shown.map((i) => toPlacement(slots[i])).filter((p): p is Placement => p !== null);
  const error = shown.map((i) => slotProblem(view, seat, slots[i], earlierOf(i))).find((e) => e) ?? null;
  const built = placements.map((p) => `${STRUCTURE_NAMES[p.structure]} on ${planetLabel(p.planet)}`);
  return (
    <div className="card-form construction-form" data-testid="te-construction-form">
      <fieldset>
        <legend>First ability</legend>
        <label className="inline">
          <input
            type="radio"
            name="te-first"
            checked={!produceFirst}
            onChange={() => setProduceFirst(false)}
            data-testid="te-construction-first-structure"
          />{' '}
          Place a structure
        </label>{' '}
        <label className="inline">
          <input
            type="radio"
            name="te-first"
            checked={produceFirst}
            disabled={docks.length === 0}
            onChange={() => setProduceFirst(true)}
            data-testid="te-construction-first-produce"
          />{' '}
          Produce with one of your space docks
          {docks.length === 0 && <span className="hint"> (you have none)</span>}
        </label>
      </fieldset>
      {shown.map((i) => (
        <fieldset
          key={i}
          onFocus={() => setActive(i)}
          onClick={() => setActive(i)}
          className={current === i ? 'active-slot' : ''}
        >
          <legend>{i === 0 ? 'First structure' : produceFirst ? 'The structure' : 'Second structure'}</legend>
          <StructureSlot
            view={view}
            seat={seat}
            slot={slots[i]}
            earlier={earlierOf(i)}
            onChange={(slot) => setSlot(i, slot)}
            testid={`te-construction-${i}`}
          />
        </fieldset>
      ))}
      <p className="hint">Click a planet here or on the map; a structure you leave unplaced is skipped.</p>
      <FormError text={error} testid="te-construction-error" />
      {produceFirst ? (
        <div data-testid="te-construction-production">
          <DockSelect docks={docks} value={dock} onChange={setDock} testid="te-construction-dock" />
          <ProductionOrderBuilder
            key={dock}
            view={view}
            seat={seat}
            site={{ system: systemOfPlanet(dock) ?? '', dock }}
            testid="te-construction-order"
            submitLabel={built.length > 0 ? `Produce, then build ${built[0]}` : 'Produce'}
            onSubmit={(order) => {
              if (!error) submit({ placements, production: { ...order, dock } });
            }}
          />
        </div>
      ) : (
        <button
          type="button"
          data-testid="te-construction-submit"
          disabled={error !== null}
          onClick={() => submit({ placements })}
        >
          {built.length === 0 ? 'Build nothing' : `Build ${built.join(' and ')}`}
        </button>
      )}
    </div>
  );
}

export function ConstructionTeSecondary({ view, seat, submit }: CardFormProps) {
  const [slot, setSlot] = useState<Slot>({ structure: 'pds', planet: null });
  const hints = hintsFor(view, seat, slot.structure, []);
  usePlanetHints(hints);
  useMapPick((planetId) => {
    if (planetId && hints[planetId] === null) setSlot({ ...slot, planet: planetId });
  });
  const placement = toPlacement(slot);
  const error = slot.planet ? slotProblem(view, seat, slot, []) : 'Choose a planet.';
  return (
    <div className="card-form construction-form" data-testid="te-construction-follow-form">
      <StructureSlot
        view={view}
        seat={seat}
        slot={slot}
        earlier={[]}
        onChange={setSlot}
        testid="te-construction-follow"
      />
      <FormError text={error} testid="te-construction-follow-error" />
      <button
        type="button"
        data-testid="te-construction-follow"
        disabled={error !== null || !placement}
        onClick={() => placement && submit(placement)}
      >
        Follow: {STRUCTURE_NAMES[slot.structure]} on {slot.planet ? planetLabel(slot.planet) : '…'} (the token
        stays off the board)
      </button>
    </div>
  );
}
