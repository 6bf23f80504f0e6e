import { describe, expect, it } from 'vitest';
import { PLANETS_BY_ID } from '../../content/index.ts';
import { homeOf, SOL, setPlanet, table, withTradeGoods } from '../../../test-support/build-fixtures.ts';
import { researchable } from '../research.ts';
import { updatePlayer } from '../../state/update.ts';
import { followSettingsSchema, standingFollowChoice } from './standing-choices.ts';

const influence = (ids: readonly string[]) =>
  ids.reduce((a, id) => a + (PLANETS_BY_ID.get(id)?.influence ?? 0), 0);

describe('the choices a standing order follows with', () => {
  it('readies the two exhausted planets worth the most for Diplomacy, and asks nothing of Trade', () => {
    let state = table();
    const mine = Object.entries(state.galaxy.planets)
      .filter(([, p]) => p.controller === SOL)
      .map(([id]) => id);
    // Give Sol three more planets, all exhausted with its home planet.
    const extra = ['mecatol-rex', 'lodor', 'abyz'];
    for (const id of [...mine, ...extra]) state = setPlanet(state, id, { controller: SOL, exhausted: true });
    const worth = (id: string) =>
      (PLANETS_BY_ID.get(id)?.resources ?? 0) + (PLANETS_BY_ID.get(id)?.influence ?? 0);
    const ranked = [...mine, ...extra].sort((a, b) => worth(b) - worth(a) || a.localeCompare(b));
    expect(standingFollowChoice(state, SOL, 'diplomacy')).toEqual({ ready: ranked.slice(0, 2) });
    expect(standingFollowChoice(state, SOL, 'trade')).toEqual({});
    // Nothing exhausted: following Diplomacy would only cost a token, so the player is asked.
    expect(standingFollowChoice(table(), SOL, 'diplomacy')).toBeNull();
    // A card that asks what to spend or build is not followed without the player's settings.
    expect(standingFollowChoice(state, SOL, 'leadership')).toBeNull();
    expect(standingFollowChoice(state, SOL, 'construction')).toBeNull();
  });

  it('Leadership: the most tokens the influence cap buys, wasting least and keeping resources ready', () => {
    let state = table();
    // Jord 4/2 (home), Mecatol Rex 1/6, Torkan 0/3, Rarron 0/3.
    for (const id of ['mecatol-rex', 'torkan', 'rarron'])
      state = setPlanet(state, id, { controller: SOL, exhausted: false });
    const six = standingFollowChoice(state, SOL, 'leadership', {
      leadership: { influence: 6, pool: 'fleet' },
    }) as { payment: { planets: string[]; tradeGoods: number }; pools: Record<string, number> };
    // Six influence: Torkan and Rarron (no resources lost) rather than Mecatol Rex (one resource).
    expect(six.payment).toEqual({ planets: ['rarron', 'torkan'], tradeGoods: 0 });
    expect(six.pools).toEqual({ tactic: 0, fleet: 2, strategy: 0 });
    // Five influence buys one token: three influence exactly, never a trade good.
    const five = standingFollowChoice(withTradeGoods(state, SOL, 5), SOL, 'leadership', {
      leadership: { influence: 5, pool: 'strategy' },
    }) as { payment: { planets: string[]; tradeGoods: number }; pools: Record<string, number> };
    expect(influence(five.payment.planets)).toBe(3);
    expect(five.payment.tradeGoods).toBe(0);
    expect(five.pools).toEqual({ tactic: 0, fleet: 0, strategy: 1 });
    // A large cap spends all that buys whole tokens: 2 + 6 + 3 + 3 = 14 influence buys four (12).
    const all = standingFollowChoice(state, SOL, 'leadership', {
      leadership: { influence: 60, pool: 'tactic' },
    }) as { payment: { planets: string[] }; pools: Record<string, number> };
    expect(influence(all.payment.planets)).toBe(12);
    expect(all.pools.tactic).toBe(4);
    // Reinforcements limit the tokens: with one token left, one is bought for three influence.
    const crowded = updatePlayer(state, SOL, (p) => ({
      ...p,
      pools: {
        tactic: p.pools.tactic + 15 - (p.pools.tactic + p.pools.fleet + p.pools.strategy),
        fleet: p.pools.fleet,
        strategy: p.pools.strategy,
      },
    }));
    const one = standingFollowChoice(crowded, SOL, 'leadership', {
      leadership: { influence: 60, pool: 'tactic' },
    }) as { payment: { planets: string[] }; pools: Record<string, number> };
    expect(influence(one.payment.planets)).toBe(3);
    expect(one.pools.tactic).toBe(1);
    // Every planet exhausted: nothing to buy with, so the player is asked.
    let spent = state;
    for (const id of ['jord', 'mecatol-rex', 'torkan', 'rarron'])
      spent = setPlanet(spent, id, { exhausted: true });
    expect(
      standingFollowChoice(spent, SOL, 'leadership', { leadership: { influence: 6, pool: 'tactic' } }),
    ).toBeNull();
  });

  it('Construction: the first planet of the list where the structure may stand', () => {
    const state = table();
    const home = homeOf(state, SOL);
    // Mecatol Rex is not Sol's: Jord, next in the list, takes the PDS.
    expect(
      standingFollowChoice(state, SOL, 'construction', {
        construction: { structure: 'pds', planets: ['mecatol-rex', 'jord'] },
      }),
    ).toEqual({ system: home, structure: 'pds', planet: 'jord' });
    // An empty list: any planet Sol controls.
    expect(
      standingFollowChoice(state, SOL, 'construction', { construction: { structure: 'pds', planets: [] } }),
    ).toEqual({ system: home, structure: 'pds', planet: 'jord' });
    // Jord has its space dock already (one per planet): nowhere to put another, so the player is asked.
    expect(
      standingFollowChoice(state, SOL, 'construction', {
        construction: { structure: 'space-dock', planets: ['jord'] },
      }),
    ).toBeNull();
    // No token in the strategy pool: cannot follow.
    const noToken = updatePlayer(state, SOL, (p) => ({ ...p, pools: { ...p.pools, strategy: 0 } }));
    expect(
      standingFollowChoice(noToken, SOL, 'construction', { construction: { structure: 'pds', planets: [] } }),
    ).toBeNull();
  });

  it('Technology: the first listed technology researchable now, paid with four resources', () => {
    const state = table();
    const open = researchable(state, SOL).map((t) => t.id);
    const closed = 'war-sun'; // needs three red and one yellow
    expect(open).not.toContain(closed);
    const wanted = open[0] as string;
    const choice = standingFollowChoice(state, SOL, 'technology', {
      technology: { technologies: [closed, wanted] },
    });
    // Jord's four resources pay for it.
    expect(choice).toEqual({ technology: wanted, skips: [], payment: { planets: ['jord'], tradeGoods: 0 } });
    // Jord exhausted and no trade goods: it cannot be paid, so the player is asked.
    expect(
      standingFollowChoice(setPlanet(state, 'jord', { exhausted: true }), SOL, 'technology', {
        technology: { technologies: [wanted] },
      }),
    ).toBeNull();
  });

  it('Warfare: the listed units from the home dock, ships in space and ground forces on its planet', () => {
    const state = table();
    const choice = standingFollowChoice(state, SOL, 'warfare', {
      warfare: {
        units: [
          { unit: 'infantry', count: 2 },
          { unit: 'fighter', count: 2 },
        ],
      },
    });
    expect(choice).toMatchObject({
      units: [
        { unit: 'infantry', count: 2, place: 'jord' },
        { unit: 'fighter', count: 2, place: 'space' },
      ],
      payment: { planets: ['jord'], tradeGoods: 0 },
      dock: 'jord',
    });
    // More than the dock can produce: the player is asked.
    expect(
      standingFollowChoice(state, SOL, 'warfare', { warfare: { units: [{ unit: 'infantry', count: 20 }] } }),
    ).toBeNull();
  });

  it("Thunder's Edge: Construction names no system, Warfare no dock, each tried against that card", () => {
    const state = table({ thundersEdge: true });
    expect(
      standingFollowChoice(state, SOL, 'construction', { construction: { structure: 'pds', planets: [] } }),
    ).toEqual({ structure: 'pds', planet: 'jord' });
    const choice = standingFollowChoice(state, SOL, 'warfare', {
      warfare: { units: [{ unit: 'fighter', count: 2 }] },
    });
    expect(choice).toMatchObject({ units: [{ unit: 'fighter', count: 2, place: 'space' }] });
    expect(choice).not.toHaveProperty('dock');
    // The follow costs a token from the strategy pool (it stays off the board): none, no order.
    const noToken = updatePlayer(state, SOL, (p) => ({ ...p, pools: { ...p.pools, strategy: 0 } }));
    expect(
      standingFollowChoice(noToken, SOL, 'construction', { construction: { structure: 'pds', planets: [] } }),
    ).toBeNull();
  });

  it('settings name real planets and technologies, and a cap of at least one token', () => {
    expect(
      followSettingsSchema.safeParse({ construction: { structure: 'pds', planets: ['nowhere'] } }).success,
    ).toBe(false);
    expect(followSettingsSchema.safeParse({ technology: { technologies: ['time-travel'] } }).success).toBe(
      false,
    );
    expect(followSettingsSchema.safeParse({ leadership: { influence: 2, pool: 'tactic' } }).success).toBe(
      false,
    );
    expect(followSettingsSchema.safeParse({ politics: {} }).success).toBe(false);
  });
});
