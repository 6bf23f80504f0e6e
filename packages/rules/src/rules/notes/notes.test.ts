// Promissory notes (LRR 69): dealt at setup, hidden in hand, traded, played in their windows.

import { describe, expect, it } from 'vitest';
import { noteKey, startingNotes } from '../../content/promissory-notes.ts';
import type { Intent } from '../../wire/intents.ts';
import { legalIntents } from '../../engine/legal.ts';
import { beginNextRound } from '../phases.ts';
import type { GameState, Seat } from '../../state/state.ts';
import { currentPicker, unpickedCards } from '../strategy-phase.ts';
import { initiativeOrder } from '../../board/turn-order.ts';
import { updatePlayer } from '../../state/update.ts';
import { viewFor } from '../../view/view.ts';
import {
  act,
  expectApplied,
  expectRefusal,
  inActionPhase,
  newGame,
  run,
  setupFor,
} from '../../../test-support/test-helpers.ts';
import { passNote } from '../../board/notes-hand.ts';

const NAALU: Seat = 0;
const L1Z1X: Seat = 1;
const SOL: Seat = 2;
const WINNU: Seat = 3;
const FACTIONS = ['naalu-collective', 'l1z1x-mindnet', 'federation-of-sol', 'winnu'];

const table = (): GameState => newGame(4, 'notes', FACTIONS);
/** `to` holds `owner`'s note `id` (a transaction made earlier). */
const holding = (s: GameState, to: Seat, id: string, owner: Seat): GameState =>
  passNote(s, owner, to, noteKey(id, owner), []);
const play = (note: string, planet?: string): Intent =>
  planet === undefined
    ? { type: 'play-promissory-note', note }
    : { type: 'play-promissory-note', note, planet };
const hand = (s: GameState, seat: Seat) => s.players[seat]?.promissoryNotes ?? [];
const canPlay = (s: GameState, seat: Seat, note: string) =>
  legalIntents(s, { kind: 'seat', seat }).some((i) => i.type === 'play-promissory-note' && i.note === note);

describe('the notes every player starts with (LRR 69.1)', () => {
  it('each player holds the five generic notes and their faction’s, in their own colour; only they see which', () => {
    const s = table();
    expect(hand(s, SOL)).toEqual([
      'ceasefire:2',
      'trade-agreement:2',
      'political-secret:2',
      'support-for-the-throne:2',
      'alliance:2',
      'military-support:2',
    ]);
    const own = viewFor(s, { kind: 'seat', seat: SOL }).players[SOL];
    expect(own?.promissoryNotes).toEqual(hand(s, SOL));
    const seen = viewFor(s, { kind: 'seat', seat: NAALU }).players[SOL];
    expect(seen?.promissoryNotes).toBeUndefined();
    expect(seen?.promissoryNoteCount).toBe(6);
    expect(JSON.stringify(viewFor(s, { kind: 'spectator' }))).not.toContain('military-support:2');
  });

  it('the Mahact have no Alliance (Hubris); the Empyrean hold two notes of their own (Dark Whispers)', () => {
    expect(startingNotes('mahact-gene-sorcerers')).not.toContain('alliance');
    expect(startingNotes('empyrean').filter((id) => id.endsWith('pact'))).toEqual([
      'dark-pact',
      'blood-pact',
    ]);
  });

  it('a game set up before notes were tracked deals none and refuses to play one', () => {
    const setup = setupFor(4, FACTIONS);
    const s = newGame(4, 'old', FACTIONS, { options: { ...setup.options, promissoryNotes: false } });
    expect(s.players.every((p) => p.promissoryNotes === undefined)).toBe(true);
    expectRefusal(
      run(s, SOL, play('gift-of-prescience:0')),
      'This game does not track promissory notes: play them at the table.',
    );
  });
});

describe('notes change hands in transactions (LRR 94)', () => {
  const offer = (to: Seat, give: object, get: object = {}): Intent =>
    ({ type: 'transaction', action: 'offer', with: to, give, get }) as Intent;
  const accept = (from: Seat): Intent => ({ type: 'transaction', action: 'accept', with: from }) as Intent;
  /** The agenda phase lets any two players trade (no neighbours needed). */
  const agenda = (s: GameState): GameState => ({
    ...s,
    phase: 'agenda',
    agenda: { step: 'when', revealed: 'mutiny', votes: {}, responses: {} } as unknown as GameState['agenda'],
  });

  it('a note given moves from hand to hand; one the giver does not hold is refused', () => {
    let s = agenda(table());
    expectRefusal(
      run(s, SOL, offer(NAALU, { promissoryNote: 'ceasefire:1' })),
      'P3 does not hold Ceasefire (P2).',
    );
    s = act(s, SOL, offer(NAALU, { promissoryNote: 'ceasefire:2' }));
    s = act(s, NAALU, accept(SOL));
    expect(hand(s, SOL)).not.toContain('ceasefire:2');
    expect(hand(s, NAALU)).toContain('ceasefire:2');
  });

  it('a note asked for moves when the other accepts, and the accept is refused if they no longer hold it', () => {
    let s = agenda(table());
    s = act(s, SOL, offer(NAALU, { tradeGoods: 0 }, { promissoryNote: 'gift-of-prescience:0' }));
    s = act(s, NAALU, accept(SOL));
    expect(hand(s, SOL)).toContain('gift-of-prescience:0');
    let t = agenda(table());
    t = act(t, SOL, offer(NAALU, {}, { promissoryNote: 'ceasefire:0' }));
    t = updatePlayer(t, NAALU, (p) => ({
      ...p,
      promissoryNotes: hand(t, NAALU).filter((k) => k !== 'ceasefire:0'),
    }));
    expectRefusal(run(t, NAALU, accept(SOL)), 'P1 does not hold Ceasefire (P1).');
  });

  it('Support for the Throne goes face up and scores a point; Alliance goes face up; the Mahact refuse Alliance', () => {
    let s = agenda(table());
    s = act(s, SOL, offer(NAALU, { promissoryNote: 'support-for-the-throne:2' }));
    const out = run(s, NAALU, accept(SOL));
    expectApplied(out);
    expect(out.state.players[NAALU]?.notesInPlay).toEqual(['support-for-the-throne:2']);
    expect(out.state.players[NAALU]?.victoryPoints).toBe(1);
    expect(viewFor(out.state, { kind: 'spectator' }).players[NAALU]?.notesInPlay).toEqual([
      'support-for-the-throne:2',
    ]);
    // Returned with a table edit (its holder activated a system with Sol's units): the point goes too.
    const back = run(out.state, NAALU, {
      type: 'table-edit',
      edit: { kind: 'return-note', note: 'support-for-the-throne:2' },
    });
    expectApplied(back);
    expect(back.state.players[NAALU]?.victoryPoints).toBe(0);
    expect(back.state.players[NAALU]?.notesInPlay).toEqual([]);
    expect(hand(back.state, SOL)).toContain('support-for-the-throne:2');
    expectRefusal(
      run(back.state, NAALU, { type: 'table-edit', edit: { kind: 'return-note', note: 'ceasefire:2' } }),
      'That promissory note is not face up in any play area.',
    );
    const mahact = agenda(
      newGame(4, 'notes', ['mahact-gene-sorcerers', 'l1z1x-mindnet', 'federation-of-sol', 'winnu']),
    );
    expectRefusal(
      run(mahact, SOL, offer(NAALU, { promissoryNote: 'alliance:2' })),
      'P1 (the Mahact) cannot receive an Alliance note (Hubris).',
    );
  });
});

describe('a note given with a table edit (The Oracle, effects made at the table)', () => {
  it('moves from the editor’s hand; the log does not say which; one not held is refused', () => {
    const s = inActionPhase(table(), 'leadership', SOL);
    const give = (note: string): Intent => ({
      type: 'table-edit',
      edit: { kind: 'give-note', note, to: NAALU },
    });
    const out = run(s, SOL, give('ceasefire:2'));
    expectApplied(out);
    expect(hand(out.state, NAALU)).toContain('ceasefire:2');
    expect(hand(out.state, SOL)).not.toContain('ceasefire:2');
    expect(JSON.stringify(out.events)).not.toMatch(/Ceasefire|ceasefire/);
    expectRefusal(run(s, SOL, give('ceasefire:0')), 'P3 does not hold Ceasefire (P1).');
  });
});

describe('notes face up go back when their holder activates a system with the owner’s units', () => {
  it('Support for the Throne: back to Sol with its point when the Naalu activate Sol’s home', () => {
    let s = inActionPhase(table(), 'leadership', NAALU);
    s = updatePlayer(s, NAALU, (p) => ({
      ...p,
      notesInPlay: ['support-for-the-throne:2'],
      victoryPoints: 1,
    }));
    s = {
      ...s,
      players: s.players.map((p) =>
        p.seat === SOL
          ? { ...p, promissoryNotes: hand(s, SOL).filter((k) => k !== 'support-for-the-throne:2') }
          : p,
      ),
    };
    const elsewhere = '18'; // Mecatol Rex: nobody's units there
    const kept = run(s, NAALU, { type: 'activate-system', system: elsewhere });
    expectApplied(kept);
    expect(kept.state.players[NAALU]?.notesInPlay).toEqual(['support-for-the-throne:2']);
    const out = run(s, NAALU, { type: 'activate-system', system: s.players[SOL]?.homeSystem as string });
    expectApplied(out);
    expect(out.state.players[NAALU]?.notesInPlay).toEqual([]);
    expect(out.state.players[NAALU]?.victoryPoints).toBe(0);
    expect(hand(out.state, SOL)).toContain('support-for-the-throne:2');
  });
});

describe('playing notes', () => {
  it('nobody plays their own note (LRR 69.3)', () => {
    expectRefusal(
      run(table(), NAALU, play('gift-of-prescience:0')),
      'You cannot play your own promissory notes (LRR 69.3): give them away first.',
    );
  });

  it('Gift of Prescience: in the strategy phase its holder takes the 0 token; it goes back after the status phase', () => {
    let s = holding(table(), SOL, 'gift-of-prescience', NAALU);
    expect(canPlay(s, SOL, 'gift-of-prescience:0')).toBe(true);
    s = act(s, SOL, play('gift-of-prescience:0'));
    expect(s.players[SOL]?.notesInPlay).toEqual(['gift-of-prescience:0']);
    while (s.phase === 'strategy') {
      const picker = currentPicker(s) as Seat;
      s = act(s, picker, { type: 'pick-strategy-card', card: unpickedCards(s)[0] as never });
    }
    // Sol is first; the Naalu lose Telepathic this round.
    expect(initiativeOrder(s)[0]).toBe(SOL);
    expect(s.active).toBe(SOL);
    expectRefusal(run(s, SOL, play('gift-of-prescience:0')), 'That promissory note is not in your hand.');
    const next = beginNextRound({ ...s, phase: 'status' }).state;
    expect(next.players[SOL]?.notesInPlay).toEqual([]);
    expect(hand(next, NAALU)).toContain('gift-of-prescience:0');
    expect(next.zeroToken).toBeNull();
  });

  it('Gift of Prescience is refused outside the strategy phase', () => {
    const s = holding(inActionPhase(table(), 'leadership', SOL), SOL, 'gift-of-prescience', NAALU);
    expect(canPlay(s, SOL, 'gift-of-prescience:0')).toBe(false);
    expectRefusal(
      run(s, SOL, play('gift-of-prescience:0')),
      'Gift of Prescience (P1) is played at the end of the strategy phase.',
    );
  });

  it('Cybernetic Enhancements: at the start of the holder’s turn a token moves from the L1Z1X’s strategy pool to theirs', () => {
    const s = holding(inActionPhase(table(), 'leadership', SOL), SOL, 'cybernetic-enhancements', L1Z1X);
    expect(canPlay(s, NAALU, 'cybernetic-enhancements:1')).toBe(false);
    const out = run(s, SOL, play('cybernetic-enhancements:1'));
    expectApplied(out);
    expect(out.state.players[L1Z1X]?.pools.strategy).toBe((s.players[L1Z1X]?.pools.strategy ?? 0) - 1);
    expect(out.state.players[SOL]?.pools.strategy).toBe((s.players[SOL]?.pools.strategy ?? 0) + 1);
    expect(hand(out.state, L1Z1X)).toContain('cybernetic-enhancements:1');
    expect(out.state.active).toBe(SOL);
    // Played, the note is revealed: no undo.
    expect(out.state.lastMove?.reversible).toBe(false);
    // Not at the start of someone else's turn.
    const other = holding(inActionPhase(table(), 'leadership', NAALU), SOL, 'cybernetic-enhancements', L1Z1X);
    expectRefusal(
      run(other, SOL, play('cybernetic-enhancements:1')),
      'Cybernetic Enhancements (P2) is played at the start of your turn.',
    );
  });

  it('Military Support: at the start of the Sol’s turn, its holder takes a Sol strategy token away and places 2 infantry', () => {
    const s = holding(inActionPhase(table(), 'leadership', SOL), NAALU, 'military-support', SOL);
    const planet = Object.entries(s.galaxy.planets).find(([, p]) => p.controller === NAALU)?.[0] as string;
    expect(legalIntents(s, { kind: 'seat', seat: NAALU })).toContainEqual(play('military-support:2', planet));
    expectRefusal(
      run(s, NAALU, play('military-support:2', 'jord')),
      'Military Support places its infantry on a planet you control.',
    );
    const out = run(s, NAALU, play('military-support:2', planet));
    expectApplied(out);
    expect(out.state.players[SOL]?.pools.strategy).toBe((s.players[SOL]?.pools.strategy ?? 0) - 1);
    expect(out.state.galaxy.planets[planet]?.units[String(NAALU)]?.infantry).toBe(
      (s.galaxy.planets[planet]?.units[String(NAALU)]?.infantry ?? 0) + 2,
    );
    expect(hand(out.state, SOL)).toContain('military-support:2');
    const late = holding(inActionPhase(table(), 'leadership', NAALU), NAALU, 'military-support', SOL);
    expectRefusal(
      run(late, NAALU, play('military-support:2')),
      "Military Support (P3) is played at the start of P3's turn.",
    );
  });

  it('Acquiescence: its holder follows the Winnu’s strategic action without a token, and the note goes back', () => {
    let s = holding(inActionPhase(table(), 'trade', WINNU), SOL, 'acquiescence', WINNU);
    s = act(s, WINNU, { type: 'strategic-action', card: 'trade' });
    const primary = legalIntents(s, { kind: 'seat', seat: WINNU }).find((i) => i.type === 'resolve-primary');
    s = act(s, WINNU, primary as Intent);
    const follow = legalIntents(s, { kind: 'seat', seat: SOL }).find(
      (i) => i.type === 'follow' && i.acquiescence === true,
    );
    expect(follow).toBeDefined();
    // Nobody else holds it.
    expect(
      legalIntents(s, { kind: 'seat', seat: NAALU }).some(
        (i) => i.type === 'follow' && i.acquiescence === true,
      ),
    ).toBe(false);
    const before = s.players[SOL]?.pools.strategy;
    const out = run(s, SOL, follow as Intent);
    expectApplied(out);
    expect(out.state.players[SOL]?.pools.strategy).toBe(before);
    expect(hand(out.state, WINNU)).toContain('acquiescence:3');
    expect(hand(out.state, SOL)).not.toContain('acquiescence:3');
  });

  it('a note whose effect is made at the table is played for the record and goes back to its owner', () => {
    const s = holding(inActionPhase(table(), 'leadership', SOL), SOL, 'ceasefire', NAALU);
    const out = run(s, SOL, play('ceasefire:0'));
    expectApplied(out);
    expect(hand(out.state, NAALU)).toContain('ceasefire:0');
    expect(out.events.some((e) => e.type === 'note' && e.text === 'P3 plays Ceasefire (P1).')).toBe(true);
    expectRefusal(
      run(holding(s, SOL, 'trade-agreement', NAALU), SOL, play('trade-agreement:0')),
      'Trade Agreement (P1) is not played from the hand: it resolves itself when its owner replenishes commodities.',
    );
  });
});

describe('notes of the Muaat and Trade Agreement', () => {
  const MUAAT: Seat = 3;
  const muaatTable = () =>
    newGame(4, 'notes', ['naalu-collective', 'l1z1x-mindnet', 'federation-of-sol', 'embers-of-muaat']);

  it('Fires of the Gashlai: as its holder’s action, a Muaat fleet token goes and the holder gains War Sun', () => {
    const s = holding(inActionPhase(muaatTable(), 'leadership', SOL), SOL, 'fires-of-the-gashlai', MUAAT);
    const out = run(s, SOL, play('fires-of-the-gashlai:3'));
    expectApplied(out);
    expect(out.state.players[SOL]?.technologies).toContain('war-sun');
    expect(out.state.players[MUAAT]?.pools.fleet).toBe((s.players[MUAAT]?.pools.fleet ?? 0) - 1);
    expect(out.state.active).not.toBe(SOL);
    expect(hand(out.state, MUAAT)).toContain('fires-of-the-gashlai:3');
  });

  it('Trade Agreement: when its owner replenishes through Trade, the holder takes every commodity as trade goods', () => {
    let s = holding(inActionPhase(muaatTable(), 'trade', SOL), NAALU, 'trade-agreement', SOL);
    const goods = s.players[NAALU]?.tradeGoods ?? 0;
    s = act(s, SOL, { type: 'strategic-action', card: 'trade' });
    s = act(s, SOL, { type: 'resolve-primary', choices: { free: [] } });
    expect(s.players[SOL]?.commodities).toBe(0);
    expect(s.players[NAALU]?.tradeGoods).toBe(goods + 4);
    expect(hand(s, SOL)).toContain('trade-agreement:2');
    expect(hand(s, NAALU)).not.toContain('trade-agreement:2');
  });
});

describe('Scepter of Dominion (Mahact)', () => {
  const MAHACT: Seat = 0;
  /** Seat 0 the Mahact, holding tokens of seats 1 and 3 (Edict); Sol (2) holds their Scepter. */
  const mahactTable = (): GameState => {
    let s = newGame(4, 'notes', ['mahact-gene-sorcerers', 'l1z1x-mindnet', 'federation-of-sol', 'winnu']);
    s = updatePlayer(s, MAHACT, (p) => ({ ...p, captured: [1, 3] }));
    return holding(s, SOL, 'scepter-of-dominion', MAHACT);
  };
  /** A system with no home in it, Sol's cruiser put there. */
  const withSolCruiser = (s: GameState): { state: GameState; system: string } => {
    const system = s.galaxy.systems.find(
      (x) => x.position > 0 && x.systemId !== '18' && !s.players.some((p) => p.homeSystem === x.systemId),
    )?.systemId as string;
    const state: GameState = {
      ...s,
      galaxy: {
        ...s.galaxy,
        systems: s.galaxy.systems.map((x) =>
          x.systemId === system ? { ...x, space: { ...x.space, [String(SOL)]: { cruiser: 1 } } } : x,
        ),
      },
    };
    return { state, system };
  };

  it('in the strategy phase, each other player with a token on the Mahact sheet puts one in the system named', () => {
    const { state, system } = withSolCruiser(mahactTable());
    expect(canPlay(state, SOL, 'scepter-of-dominion:0')).toBe(true);
    expectRefusal(
      run(state, SOL, play('scepter-of-dominion:0')),
      'Scepter of Dominion names a system that is not a home system and holds your units.',
    );
    expectRefusal(
      run(state, SOL, {
        type: 'play-promissory-note',
        note: 'scepter-of-dominion:0',
        system: state.players[SOL]?.homeSystem as string,
      }),
      'Scepter of Dominion names a system that is not a home system and holds your units.',
    );
    const out = run(state, SOL, { type: 'play-promissory-note', note: 'scepter-of-dominion:0', system });
    expectApplied(out);
    expect(out.state.galaxy.systems.find((x) => x.systemId === system)?.tokens).toEqual([1, 3]);
    expect(hand(out.state, MAHACT)).toContain('scepter-of-dominion:0');
  });

  it('not after the strategy phase', () => {
    const { state, system } = withSolCruiser(inActionPhase(mahactTable(), 'leadership', SOL));
    expectRefusal(
      run(state, SOL, { type: 'play-promissory-note', note: 'scepter-of-dominion:0', system }),
      'Scepter of Dominion (P1) is played at the start of the strategy phase.',
    );
  });
});

describe('Research Agreement (Jol-Nar)', () => {
  const JOL_NAR: Seat = 0;
  it('after the Jol-Nar research a generic technology, its holder gains it that turn; the note goes back', () => {
    let s = newGame(4, 'notes', ['universities-of-jol-nar', 'l1z1x-mindnet', 'federation-of-sol', 'winnu']);
    s = holding(inActionPhase(s, 'technology', JOL_NAR), SOL, 'research-agreement', JOL_NAR);
    expect(canPlay(s, SOL, 'research-agreement:0')).toBe(false);
    s = act(s, JOL_NAR, { type: 'strategic-action', card: 'technology' });
    const primary = legalIntents(s, { kind: 'seat', seat: JOL_NAR }).find(
      (i) => i.type === 'resolve-primary',
    );
    s = act(s, JOL_NAR, primary as Intent);
    const researched = s.players[JOL_NAR]?.technologies.at(-1) as string;
    const offer = legalIntents(s, { kind: 'seat', seat: SOL }).find((i) => i.type === 'play-promissory-note');
    expect(offer).toEqual({
      type: 'play-promissory-note',
      note: 'research-agreement:0',
      technology: researched,
    });
    expectRefusal(
      run(s, SOL, { type: 'play-promissory-note', note: 'research-agreement:0', technology: 'war-sun' }),
      'Research Agreement (P1) gains a technology its owner researched this turn (not a faction technology) that you do not own.',
    );
    const out = run(s, SOL, offer as Intent);
    expectApplied(out);
    expect(out.state.players[SOL]?.technologies).toContain(researched);
    expect(hand(out.state, JOL_NAR)).toContain('research-agreement:0');
  });
});
