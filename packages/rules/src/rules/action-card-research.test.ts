// Action cards that research (issue 14): Focused Research (four trade goods, one technology) and Divert
// Funding (return a technology that is neither a unit upgrade nor a faction one, research another),
// played as component actions; the Nekro Virus gain three command tokens instead (Propagation).

import { describe, expect, it } from 'vitest';
import { legalIntents } from '../engine/legal.ts';
import type { Intent } from '../wire/intents.ts';
import { researchable } from './research.ts';
import type { GameState, Seat } from '../state/state.ts';
import { actionTable, attempt, notesOf, withPlayer } from '../../test-support/turn-fixtures.ts';

function withHand(cards: string[], tradeGoods = 0): { s: GameState; seat: Seat } {
  const start = actionTable();
  const seat = start.active as Seat;
  return { s: withPlayer(start, seat, (p) => ({ ...p, actionCards: cards, tradeGoods })), seat };
}
const techs = (s: GameState, seat: Seat) => s.players[seat]?.technologies ?? [];

describe('Focused Research', () => {
  it('four trade goods research one technology, prerequisites as usual; the turn ends', () => {
    const { s, seat } = withHand(['focused-research-1'], 5);
    const tech = researchable(s, seat)[0]?.id as string;
    const out = attempt(s, seat, {
      type: 'component-action',
      actionCard: 'focused-research-1',
      research: { technology: tech, skips: [] },
    });
    if (!out.ok) throw new Error(out.message);
    expect(techs(out.state, seat)).toContain(tech);
    expect(out.state.players[seat]?.tradeGoods).toBe(1);
    expect(out.state.players[seat]?.actionCards).toEqual([]);
    expect(out.state.decks.actionDiscard).toContain('focused-research-1');
    expect(out.state.active).not.toBe(seat);
    const name = s.players[seat]?.name;
    expect(notesOf(out)).toEqual([
      `${name} takes a component action: played an action card: Focused Research.`,
      `${name} spends 4 trade goods.`,
      expect.stringMatching(new RegExp(`^${name} researches `)),
    ]);
  });

  it.each([
    [
      'three trade goods',
      3,
      { technology: 'neural-motivator', skips: [] },
      /costs 4 trade goods and you have 3/,
    ],
    ['no technology named', 4, undefined, /choose the technology to research/],
    ['a technology whose prerequisites are missing', 4, { technology: 'war-sun', skips: [] }, /./],
  ])('is refused with %s, and nothing changes', (_name, tg, research, says) => {
    const { s, seat } = withHand(['focused-research-1'], tg);
    const before = JSON.stringify(s);
    const out = attempt(s, seat, {
      type: 'component-action',
      actionCard: 'focused-research-1',
      ...(research ? { research } : {}),
    });
    expect(out).toMatchObject({ ok: false, message: expect.stringMatching(says) });
    expect(JSON.stringify(s)).toBe(before);
  });

  it('the Nekro Virus gain three command tokens instead', () => {
    const { s: start, seat } = withHand(['focused-research-1'], 4);
    const s = withPlayer(start, seat, (p) => ({ ...p, faction: 'nekro-virus' }));
    const refused = attempt(s, seat, {
      type: 'component-action',
      actionCard: 'focused-research-1',
      research: { technology: 'neural-motivator', skips: [] },
    });
    expect(refused).toMatchObject({ ok: false });
    const out = attempt(s, seat, {
      type: 'component-action',
      actionCard: 'focused-research-1',
      tokens: { tactic: 3, fleet: 0, strategy: 0 },
    });
    if (!out.ok) throw new Error(out.message);
    expect(out.state.players[seat]?.pools.tactic).toBe((s.players[seat]?.pools.tactic ?? 0) + 3);
    expect(techs(out.state, seat)).toEqual(techs(s, seat));
  });

  it('is offered with a technology only to a player who can pay; the offer is accepted', () => {
    const poor = withHand(['focused-research-1'], 3);
    expect(
      legalIntents(poor.s, { kind: 'seat', seat: poor.seat }).filter(
        (i) => i.type === 'component-action' && i.ability === undefined,
      ),
    ).toEqual([]);
    const { s, seat } = withHand(['focused-research-1'], 4);
    const offer = legalIntents(s, { kind: 'seat', seat }).find(
      (i) => i.type === 'component-action' && i.actionCard !== undefined,
    );
    expect(offer).toMatchObject({ research: { technology: expect.any(String) } });
    expect(attempt(s, seat, offer as Intent).ok).toBe(true);
  });
});

describe('Divert Funding', () => {
  it('returns a technology and researches another, whose prerequisites count without the returned one', () => {
    const { s, seat } = withHand(['divert-funding-1']);
    const offer = legalIntents(s, { kind: 'seat', seat }).find(
      (i) => i.type === 'component-action' && i.actionCard === 'divert-funding-1',
    ) as Extract<Intent, { type: 'component-action' }>;
    const back = offer.returns as string;
    expect(techs(s, seat)).toContain(back);
    const out = attempt(s, seat, offer);
    if (!out.ok) throw new Error(out.message);
    expect(techs(out.state, seat)).not.toContain(back);
    expect(techs(out.state, seat)).toContain(offer.research?.technology);
    expect(notesOf(out)[1]).toMatch(/returns /);
  });

  it('refuses a technology not owned, and researching the one returned', () => {
    const { s, seat } = withHand(['divert-funding-1']);
    const back = techs(s, seat)[0] as string;
    expect(
      attempt(s, seat, {
        type: 'component-action',
        actionCard: 'divert-funding-1',
        returns: 'fleet-logistics',
        research: { technology: 'neural-motivator', skips: [] },
      }),
    ).toMatchObject({ ok: false, message: expect.stringMatching(/choose a technology you own to return/) });
    expect(
      attempt(s, seat, {
        type: 'component-action',
        actionCard: 'divert-funding-1',
        returns: back,
        research: { technology: back, skips: [] },
      }),
    ).toMatchObject({ ok: false, message: expect.stringMatching(/research another technology/) });
  });

  it('another action card does not research', () => {
    const { s, seat } = withHand(['sabotage-1']);
    expect(
      attempt(s, seat, {
        type: 'component-action',
        actionCard: 'sabotage-1',
        research: { technology: 'neural-motivator', skips: [] },
      }),
    ).toMatchObject({ ok: false, message: expect.stringMatching(/does not research/) });
  });
});
