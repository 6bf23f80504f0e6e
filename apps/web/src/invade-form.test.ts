import { describe, expect, it } from 'vitest';
import { createGame, planetsOf, viewFor, type GameState, type GameView } from '@initiative/rules';
import {
  bombardUnits,
  committed,
  groundInSpace,
  invadeIntent,
  landingPlanets,
  oddsFor,
} from './invade-form.ts';

/** Ada (Sol, seat 0) in a tactical action in a two-planet system: Brin (Hacan) holds the first planet. */
function invasionView(
  ada = 'federation-of-sol',
  space: Record<string, number> = { dreadnought: 1, carrier: 1, infantry: 3, mech: 1 },
): { view: GameView; system: string; held: string; free: string } {
  const created = createGame(
    {
      name: 'Invade',
      seats: [
        { name: 'Ada', color: 'red', faction: ada },
        { name: 'Brin', color: 'blue', faction: 'emirates-of-hacan' },
        { name: 'Cyd', color: 'green', faction: 'xxcha-kingdom' },
      ],
      victoryPoints: 10,
      mapString: null,
      options: { editsNeedApproval: false, timedConstruction: false },
    } as Parameters<typeof createGame>[0],
    'invade',
  );
  if (!created.ok) throw new Error(created.message);
  const s0 = created.state;
  const target = s0.galaxy.systems.find((s) => planetsOf(s.systemId).length === 2);
  if (!target) throw new Error('no two-planet system');
  const [held, free] = planetsOf(target.systemId) as [string, string];
  const planets = {
    ...s0.galaxy.planets,
    [held]: { controller: 1, exhausted: false, attachments: [], units: { '1': { infantry: 2, pds: 1 } } },
    [free]: { controller: null, exhausted: false, attachments: [], units: {} },
  };
  const systems = s0.galaxy.systems.map((s) =>
    s.systemId === target.systemId ? { ...s, space: { '0': space } } : s,
  );
  const state: GameState = {
    ...s0,
    galaxy: { ...s0.galaxy, systems, planets },
    tactical: { system: target.systemId, moved: true },
  };
  return { view: viewFor(state, { kind: 'seat', seat: 0 }), system: target.systemId, held, free };
}

describe('the invasion form', () => {
  it('lists the planets with who holds them, the ground forces in space and the units that bombard', () => {
    const { view, held, free } = invasionView();
    const planets = landingPlanets(view, 0);
    expect(planets.map((p) => p.id)).toEqual([held, free]);
    expect(planets[0]).toMatchObject({ defender: 1, defenders: { infantry: 2 }, shielded: true });
    expect(planets[1]).toMatchObject({ defender: null, controller: null, shielded: false });
    expect(groundInSpace(view, 0)).toEqual({ infantry: 3, mechs: 1 });
    expect(bombardUnits(view, 0)).toEqual({ dreadnought: 1 });
  });

  it('gives odds only where someone defends, and builds the intent with any split', () => {
    const { view, held, free } = invasionView();
    const choice = {
      landings: { [held]: { infantry: 2, mechs: 1 }, [free]: { infantry: 1, mechs: 0 } },
      bombard: null,
    };
    const odds = oddsFor(view, 0, held, choice);
    expect(odds && odds.attackerWins + odds.defenderWins + odds.draw + odds.stalemate).toBeCloseTo(1, 9);
    expect(oddsFor(view, 0, free, choice)).toBeUndefined();
    expect(committed(choice)).toEqual({ infantry: 3, mechs: 1 });
    expect(invadeIntent(view, 0, choice)).toEqual({
      type: 'invade',
      commits: [
        { planet: held, infantry: 2, mechs: 1 },
        { planet: free, infantry: 1 },
      ],
    });
    expect(invadeIntent(view, 0, { landings: {}, bombard: null })).toBeNull();
    expect(invadeIntent(view, 0, { landings: {}, bombard: held })).toEqual({
      type: 'invade',
      commits: [],
      bombard: [{ planet: held, units: { dreadnought: 1 } }],
    });
  });

  it('offers fighters only with the Naalu flagship in the system, and sends them in the commit', () => {
    const units = { flagship: 1, fighter: 3, infantry: 1 };
    // Sol's flagship does not let fighters land: the form offers none.
    expect(groundInSpace(invasionView('federation-of-sol', units).view, 0)).toEqual({
      infantry: 1,
      mechs: 0,
    });
    const { view, held } = invasionView('naalu-collective', units);
    expect(groundInSpace(view, 0)).toEqual({ infantry: 1, mechs: 0, fighters: 3 });
    const choice = { landings: { [held]: { infantry: 1, mechs: 0, fighters: 2 } }, bombard: null };
    expect(committed(choice)).toEqual({ infantry: 1, mechs: 0, fighters: 2 });
    expect(invadeIntent(view, 0, choice)).toEqual({
      type: 'invade',
      commits: [{ planet: held, infantry: 1, fighters: 2 }],
    });
    // The fighters count in the odds: more of them, better odds.
    const fewer = oddsFor(view, 0, held, { landings: { [held]: { infantry: 1, mechs: 0 } }, bombard: null });
    const more = oddsFor(view, 0, held, choice);
    expect((more?.attackerWins ?? 0) > (fewer?.attackerWins ?? 1)).toBe(true);
  });
});
