// A planet or a space station on a tile: its body, its controller's ring in their colour, its
// resources/influence (close up), traits, specialty and legendary marks.

import { useStore } from 'zustand';
import { planetSpecialties, planetTraits, type PlanetData, type StationData } from '@initiative/rules';
import { selectPlanet } from '../../selection.ts';
import { mapHintStore } from '../../map-hints.ts';
import { FONT, type BodySpot } from './layout.ts';
import { SPECIALTY_NAMES, TRAIT_NAMES } from './labels.ts';
import type { TileView } from './tile-compare.ts';

export function Planet({
  planet,
  spot,
  view,
  systemId,
  values,
}: {
  planet: PlanetData;
  spot: BodySpot;
  view: TileView;
  systemId: string;
  /** Whether its resources/influence are written on it (close up only). */
  values: boolean;
}) {
  const state = view.galaxy.planets[planet.id];
  const controller = state?.controller ?? null;
  const owner = controller === null ? null : view.players[controller];
  // A form may be asking for a planet: mark the ones it accepts, and say why others are refused.
  const hint = useStore(mapHintStore, (h) => h.planets?.[planet.id]);
  const pick = hint === undefined ? '' : hint === null ? 'pick-ok' : 'pick-no';
  const traits = planetTraits(planet);
  const r = spot.r;
  const diag = r * Math.SQRT1_2;
  const title = [
    `${planet.name}: ${planet.resources} resources, ${planet.influence} influence`,
    ...traits.map((t) => TRAIT_NAMES[t]),
    ...planetSpecialties(planet).map((c) => `${SPECIALTY_NAMES[c]} technology specialty`),
    ...(planet.legendary ? ['Legendary planet'] : []),
    owner ? `controlled by ${owner.name}` : 'uncontrolled',
    ...(state?.exhausted ? ['exhausted'] : []),
    ...(typeof hint === 'string' ? [hint] : []),
  ].join(' · ');
  return (
    <g
      transform={`translate(${spot.x} ${spot.y})`}
      className={`planet ${state?.exhausted ? 'exhausted' : ''} ${pick}`}
      data-testid={`planet-${planet.id}`}
      data-pick={pick || undefined}
      onClick={(e) => {
        e.stopPropagation();
        selectPlanet(planet.id, systemId);
      }}
    >
      <title>{title}</title>
      {pick === 'pick-ok' && <circle r={r + 7} className="pick-halo" />}
      <circle
        r={r}
        className={`planet-body trait-${traits[0] ?? 'none'} ${planet.legendary ? 'legendary' : ''}`}
      />
      <circle
        r={r + 2.5}
        className={`planet-ring ${owner ? `owned color-${owner.color}` : 'unowned'}`}
        data-controller={controller ?? undefined}
      />
      {values && (
        <text className="planet-ri" y={4.3} fontSize={FONT}>
          {planet.resources}/{planet.influence}
        </text>
      )}
      {traits.map((t, i) => (
        <g key={t} className={`trait-mark trait-${t}`} transform={`translate(${-diag - i * 8} ${diag})`}>
          <title>{`${TRAIT_NAMES[t]} planet`}</title>
          <TraitShape trait={t} />
        </g>
      ))}
      {planet.specialty && (
        <g className={`specialty tech-${planet.specialty}`} transform={`translate(${diag} ${-diag})`}>
          <title>{`${SPECIALTY_NAMES[planet.specialty]} technology specialty`}</title>
          <circle r={4.8} />
        </g>
      )}
      {planet.legendary && (
        <g className="legendary-mark" transform={`translate(${-diag} ${-diag})`}>
          <title>Legendary planet</title>
          <path d="M0 -6 L1.8 -1.9 L6 -1.9 L2.6 0.9 L3.8 5.2 L0 2.6 L-3.8 5.2 L-2.6 0.9 L-6 -1.9 L-1.8 -1.9 Z" />
        </g>
      )}
    </g>
  );
}

/** Cultural: a diamond; hazardous: a triangle; industrial: a square. */
function TraitShape({ trait }: { trait: PlanetData['trait'] & string }) {
  if (trait === 'cultural') return <path d="M0 -4.8 L4.8 0 L0 4.8 L-4.8 0 Z" />;
  if (trait === 'hazardous') return <path d="M0 -4.8 L4.8 4 L-4.8 4 Z" />;
  return <rect x={-3.8} y={-3.8} width={7.6} height={7.6} />;
}

export function Station({
  station,
  spot,
  view,
  values,
}: {
  station: StationData;
  spot: BodySpot;
  view: TileView;
  values: boolean;
}) {
  const state = view.galaxy.stations[station.id];
  const controller = state?.controller ?? null;
  const owner = controller === null ? null : view.players[controller];
  const w = spot.r * 2;
  const h = spot.r * 1.6;
  return (
    <g
      transform={`translate(${spot.x} ${spot.y})`}
      className={`station-mark ${state?.exhausted ? 'exhausted' : ''}`}
      data-testid={`station-${station.id}`}
    >
      <title>{`${station.name} (space station): ${station.resources} resources, ${station.influence} influence · ${owner ? `controlled by ${owner.name}` : 'uncontrolled'}${state?.exhausted ? ' · exhausted' : ''}`}</title>
      <rect
        x={-w / 2}
        y={-h / 2}
        width={w}
        height={h}
        rx={5}
        className={`station-body ${owner ? `owned color-${owner.color}` : 'unowned'}`}
      />
      {values && (
        <text className="planet-ri" y={4.3} fontSize={FONT}>
          {station.resources}/{station.influence}
        </text>
      )}
    </g>
  );
}
