import { describe, expect, it } from 'vitest';
import { FACTIONS_BY_ID, SYSTEMS_BY_ID } from '../content/index.ts';
import { createGame } from './setup.ts';
import { applyIntent } from '../engine/engine.ts';
import { act, newGame, newGameInSetup, setupFor } from '../../test-support/test-helpers.ts';
import { COMMAND_TOKENS_PER_PLAYER } from '../state/state.ts';
import { viewFor } from '../view/view.ts';

const COUNTS = [3, 4, 5, 6, 7, 8];

describe('game setup on the board (LRR 81)', () => {
  it.each(COUNTS)('a %i-player game gives every player a distinct faction and its home system', (n) => {
    const s = newGameInSetup(n, `factions-${n}`);
    const factions = s.players.map((p) => p.faction);
    expect(new Set(factions).size).toBe(n);
    for (const p of s.players) {
      const home = SYSTEMS_BY_ID.get(p.homeSystem);
      expect(home, p.faction).toBeDefined();
      // Every home planet is controlled by its owner and ready.
      for (const planet of home?.planets ?? []) {
        expect(s.galaxy.planets[planet.id]).toMatchObject({ controller: p.seat, exhausted: false });
      }
    }
  });

  it.each(COUNTS)(
    'a %i-player game starts with 3 tactic, 3 fleet and 2 strategy tokens and 8 in reinforcements',
    (n) => {
      const s = newGameInSetup(n, `tokens-${n}`);
      for (const p of s.players) {
        expect(p.pools).toEqual({ tactic: 3, fleet: 3, strategy: 2 });
        const onBoard = s.galaxy.systems.filter((sys) => sys.tokens.includes(p.seat)).length;
        expect(COMMAND_TOKENS_PER_PLAYER - p.pools.tactic - p.pools.fleet - p.pools.strategy - onBoard).toBe(
          8,
        );
      }
    },
  );

  it.each(COUNTS)('a %i-player game places each faction’s starting units and technologies', (n) => {
    const s = newGameInSetup(n, `units-${n}`);
    for (const p of s.players) {
      const faction = FACTIONS_BY_ID.get(p.faction);
      const total = Object.values(faction?.startingUnits ?? {}).reduce((a, b) => a + b, 0);
      let placed = 0;
      for (const sys of s.galaxy.systems)
        placed += Object.values(sys.space[p.seat] ?? {}).reduce((a, b) => a + b, 0);
      for (const planet of Object.values(s.galaxy.planets)) {
        placed += Object.values(planet.units[p.seat] ?? {}).reduce((a, b) => a + b, 0);
      }
      expect(placed, p.faction).toBe(total);
      for (const tech of faction?.startingTechnologies ?? []) expect(p.technologies).toContain(tech);
    }
  });

  it('a 6-player standard map has 37 systems including Mecatol Rex at the centre', () => {
    const s = newGameInSetup(6, 'map6');
    const onBoard = s.galaxy.systems.filter((sys) => sys.position >= 0);
    expect(onBoard).toHaveLength(37);
    expect(onBoard.find((sys) => sys.position === 0)?.systemId).toBe('18');
    expect(new Set(onBoard.map((sys) => sys.position)).size).toBe(37);
  });

  it('two stage I objectives are revealed and each player is dealt two secret objectives', () => {
    const s = newGameInSetup(5, 'objectives');
    expect(s.objectives.revealed).toHaveLength(2);
    for (const p of s.players) expect(p.secretOffer).toHaveLength(2);
    expect(s.phase).toBe('setup');
  });

  it('each player keeps one secret objective; the strategy phase starts when all have chosen', () => {
    let s = newGameInSetup(3, 'keep');
    const offered = s.players[1]?.secretOffer ?? [];
    const deckBefore = s.decks.secret.length;
    s = act(s, 1, { type: 'keep-secret-objective', objective: offered[1] as string });
    expect(s.players[1]?.secretObjectives).toEqual([{ id: offered[1], scored: false }]);
    expect(s.decks.secret).toHaveLength(deckBefore + 1);
    expect(s.decks.secret).toContain(offered[0]);
    expect(s.phase).toBe('setup');
    const again = applyIntent(
      s,
      { kind: 'seat', seat: 1 },
      { type: 'keep-secret-objective', objective: offered[0] as string },
    );
    expect(again).toMatchObject({ ok: false, code: 'rule/already-decided' });
    s = act(s, 0, { type: 'keep-secret-objective', objective: s.players[0]?.secretOffer[0] as string });
    s = act(s, 2, { type: 'keep-secret-objective', objective: s.players[2]?.secretOffer[0] as string });
    expect(s.phase).toBe('strategy');
  });

  it('a player cannot keep a secret objective they were not dealt', () => {
    const s = newGameInSetup(3, 'not-dealt');
    const other = s.players[2]?.secretOffer[0] as string;
    expect(
      applyIntent(s, { kind: 'seat', seat: 0 }, { type: 'keep-secret-objective', objective: other }),
    ).toMatchObject({
      ok: false,
      code: 'rule/illegal-choice',
    });
  });

  it('secret objectives dealt at setup are hidden from every other viewer', () => {
    const s = newGameInSetup(4, 'hidden');
    for (const viewer of [{ kind: 'spectator' } as const, { kind: 'seat', seat: 1 } as const]) {
      const json = JSON.stringify(viewFor(s, viewer));
      for (const id of s.players[0]?.secretOffer ?? []) expect(json).not.toContain(`"${id}"`);
    }
    expect(viewFor(s, { kind: 'seat', seat: 0 }).players[0]?.secretOffer).toEqual(s.players[0]?.secretOffer);
  });

  it('a kept secret objective stays hidden from other players and spectators', () => {
    const s = newGame(4, 'kept-hidden');
    const kept = s.players[2]?.secretObjectives[0]?.id as string;
    expect(JSON.stringify(viewFor(s, { kind: 'spectator' }))).not.toContain(`"${kept}"`);
    expect(JSON.stringify(viewFor(s, { kind: 'seat', seat: 0 }))).not.toContain(`"${kept}"`);
    expect(viewFor(s, { kind: 'seat', seat: 2 }).players[2]?.unscoredSecrets).toEqual([kept]);
  });

  it('a chosen faction is honoured and the others are random without repeats', () => {
    const s = newGameInSetup(4, 'chosen', ['emirates-of-hacan', null, 'naalu-collective', null]);
    expect(s.players[0]?.faction).toBe('emirates-of-hacan');
    expect(s.players[2]?.faction).toBe('naalu-collective');
    expect(new Set(s.players.map((p) => p.faction)).size).toBe(4);
  });

  it('an unknown faction or the same faction twice is refused with a reason', () => {
    expect(createGame(setupFor(3, ['not-a-faction']), 'x')).toMatchObject({
      ok: false,
      code: 'rule/illegal-choice',
    });
    expect(createGame(setupFor(3, ['arborec', 'arborec']), 'x')).toMatchObject({
      ok: false,
      code: 'rule/illegal-choice',
    });
  });

  it('the Ghosts of Creuss have the gate on the board and their home system off it', () => {
    const s = newGameInSetup(3, 'creuss', ['ghosts-of-creuss']);
    expect(s.galaxy.systems.find((sys) => sys.systemId === '17')?.position).toBeGreaterThan(0);
    expect(s.galaxy.systems.find((sys) => sys.systemId === '51')?.position).toBe(-1);
    expect(s.galaxy.planets['creuss']?.controller).toBe(0);
  });

  it('a pasted map string sets up the galaxy; a bad one is refused with the reason', () => {
    const good = createGame(setupFor(6), 'x');
    expect(good.ok).toBe(true);
    const bad = createGame({ ...setupFor(6), mapString: '999 1 2' }, 'x');
    expect(bad).toMatchObject({ ok: false, code: 'rule/illegal-choice' });
    if (!bad.ok) expect(bad.message).toMatch(/map string/);
  });

  it('the same seed sets up the same galaxy', () => {
    expect(newGameInSetup(6, 'same').galaxy).toEqual(newGameInSetup(6, 'same').galaxy);
    expect(newGameInSetup(6, 'same').galaxy).not.toEqual(newGameInSetup(6, 'other').galaxy);
  });
});
