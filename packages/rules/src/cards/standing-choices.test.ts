import { describe, expect, it } from 'vitest';
import { PLANETS_BY_ID } from '../content/index.ts';
import { SOL, setPlanet, table } from '../build-fixtures.ts';
import { standingFollowChoice } from './standing-choices.ts';

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
    // A card that asks what to spend or build cannot be followed by an order.
    expect(standingFollowChoice(state, SOL, 'leadership')).toBeNull();
    expect(standingFollowChoice(state, SOL, 'construction')).toBeNull();
  });
});
