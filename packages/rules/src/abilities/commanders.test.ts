// Commanders the engine applies once unlocked (recorded by the unlock-commander table edit): production
// cost and limit (Navarch Feng, That Which Molds Flesh, M'aban, Brother Omar), trade goods (Tungstantus,
// Magmus), and the Mahact's Imperia borrowing the commander of a player whose token they hold.

import { describe, expect, it } from 'vitest';
import {
  activated,
  HACAN,
  MUAAT,
  must,
  notes,
  refused,
  run,
  SOL,
  table,
  withTradeGoods,
} from '../../test-support/build-fixtures.ts';
import type { Intent } from '../wire/intents.ts';
import { productionLimit } from '../rules/production.ts';
import { ownedColors, techStatus } from '../rules/research.ts';
import type { GameState, Seat } from '../state/state.ts';
import { updatePlayer } from '../state/update.ts';

const JORD = '1';

/** Sol's seat plays `faction` (commander unlocked unless told), has activated Jord and holds 10 trade goods. */
function producing(faction: string, unlocked = true): GameState {
  let s = updatePlayer(table(), SOL, (p) => ({
    ...p,
    faction,
    ...(unlocked ? { commanderUnlocked: true } : {}),
  }));
  s = withTradeGoods(activated(s, SOL, JORD), SOL, 10);
  return s;
}

const order = (unit: string, count: number, tradeGoods = 10, place = 'space'): Intent =>
  ({
    type: 'produce',
    units: [{ unit, count, place }],
    pull: [],
    payment: { planets: [], tradeGoods },
  }) as Intent;

const limitOf = (s: GameState) => productionLimit(s, SOL, { system: JORD });

describe('the unlock-commander table edit', () => {
  it('records the commander unlocked, logs it, and refuses to unlock it twice', () => {
    const s = updatePlayer(table(), SOL, (p) => ({ ...p, faction: 'nomad' }));
    const out = run(s, SOL, { type: 'table-edit', edit: { kind: 'unlock-commander', unlocked: true } });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.state.players[SOL]?.commanderUnlocked).toBe(true);
    expect(notes(out).join(' ')).toContain('unlocks their commander (The Nomad)');
    expect(
      refused(out.state, SOL, { type: 'table-edit', edit: { kind: 'unlock-commander', unlocked: true } })
        .message,
    ).toBe("P1's commander is already unlocked.");
  });
});

describe('Navarch Feng (Nomad): the flagship is produced without spending resources', () => {
  it('unlocked: a flagship for nothing', () => {
    const s = must(producing('nomad'), SOL, order('flagship', 1, 0));
    expect(s.galaxy.systems.find((x) => x.systemId === JORD)?.space[String(SOL)]?.flagship).toBe(1);
    expect(s.players[SOL]?.tradeGoods).toBe(10);
  });

  it('locked: the flagship costs its price', () => {
    expect(refused(producing('nomad', false), SOL, order('flagship', 1, 0)).code).toBe('rule/cannot-afford');
  });
});

describe('Tungstantus (Titans of Ul): a trade good when their units produce', () => {
  it('gains 1 trade good after producing, and says why', () => {
    const out = run(producing('titans-of-ul'), SOL, order('fighter', 2, 1));
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.state.players[SOL]?.tradeGoods).toBe(10);
    expect(notes(out)).toContain('P1 gains 1 trade good (Tungstantus: their units produced).');
  });
});

describe('production limit commanders', () => {
  it('That Which Molds Flesh (Cabal): 2 fighters or infantry past the limit, not 3', () => {
    const s = producing('vuilraith-cabal');
    const limit = limitOf(s);
    expect(run(s, SOL, order('fighter', limit + 2)).ok).toBe(true);
    expect(refused(s, SOL, order('fighter', limit + 3)).message).toContain(
      '2 of them your commander lets past the limit',
    );
  });

  it("M'aban (Naalu): 1 fighter past the limit, but not an infantry", () => {
    const s = producing('naalu-collective');
    const limit = limitOf(s);
    expect(run(s, SOL, order('fighter', limit + 1)).ok).toBe(true);
    expect(refused(s, SOL, order('infantry', limit + 1, 10, 'jord')).code).toBe('rule/limit-reached');
  });

  it('Brother Omar (Yin): 1 infantry past the limit', () => {
    const s = producing('yin-brotherhood');
    const limit = limitOf(s);
    expect(run(s, SOL, order('infantry', limit + 1, 10, 'jord')).ok).toBe(true);
    expect(refused(s, SOL, order('infantry', limit + 2, 10, 'jord')).code).toBe('rule/limit-reached');
  });

  it('Brother Omar (Yin): counts as one green prerequisite when researching', () => {
    const greens = (s: GameState) => techStatus(s, SOL, 'hyper-metabolism').missing.green ?? 0;
    const locked = producing('yin-brotherhood', false);
    const unlocked = producing('yin-brotherhood');
    expect(greens(locked)).toBeGreaterThan(0);
    expect(greens(unlocked)).toBe(greens(locked) - 1);
    expect(ownedColors(unlocked, SOL).green).toBe(ownedColors(locked, SOL).green + 1);
  });

  it('a locked commander lets nothing past', () => {
    const s = producing('vuilraith-cabal', false);
    expect(refused(s, SOL, order('fighter', limitOf(s) + 1)).code).toBe('rule/limit-reached');
  });
});

describe("Imperia (Mahact): the unlocked commander of a player whose token is in the Mahact's fleet pool", () => {
  function mahact(captured: readonly Seat[], nomadUnlocked: boolean): GameState {
    let s = producing('mahact-gene-sorcerers', false);
    s = updatePlayer(s, SOL, (p) => ({ ...p, captured }));
    return updatePlayer(s, HACAN, (p) => ({
      ...p,
      faction: 'nomad',
      ...(nomadUnlocked ? { commanderUnlocked: true } : {}),
    }));
  }

  it("uses Navarch Feng while holding the Nomad's token", () => {
    expect(run(mahact([HACAN], true), SOL, order('flagship', 1, 0)).ok).toBe(true);
  });

  it('not without the token, nor while the Nomad commander is locked', () => {
    expect(refused(mahact([], true), SOL, order('flagship', 1, 0)).code).toBe('rule/cannot-afford');
    expect(refused(mahact([HACAN], false), SOL, order('flagship', 1, 0)).code).toBe('rule/cannot-afford');
  });
});

describe("Alliance: the owner's unlocked commander for the player with the note face up", () => {
  /** Sol (not the Nomad) produces at Jord; seat 1 plays the Nomad; Sol holds their Alliance face up or not. */
  function allied(face: boolean, nomadUnlocked: boolean): GameState {
    let s = producing('federation-of-sol', false);
    s = updatePlayer(s, SOL, (p) => ({ ...p, notesInPlay: face ? [`alliance:${HACAN}`] : [] }));
    return updatePlayer(s, HACAN, (p) => ({
      ...p,
      faction: 'nomad',
      ...(nomadUnlocked ? { commanderUnlocked: true } : {}),
    }));
  }

  it('Navarch Feng: the flagship is free with the Nomad’s Alliance face up and their commander unlocked', () => {
    expect(run(allied(true, true), SOL, order('flagship', 1, 0)).ok).toBe(true);
    expect(refused(allied(false, true), SOL, order('flagship', 1, 0)).code).toBe('rule/cannot-afford');
    expect(refused(allied(true, false), SOL, order('flagship', 1, 0)).code).toBe('rule/cannot-afford');
  });
});

describe('Magmus (Muaat): a trade good after spending a strategy-pool token', () => {
  /** Seat 3 plays the Muaat (commander unlocked); Sol holds Diplomacy and has resolved its primary. */
  function diplomacyOpen(unlocked: boolean): GameState {
    let s = table({ card: 'diplomacy', holder: SOL });
    s = updatePlayer(s, MUAAT, (p) => ({ ...p, ...(unlocked ? { commanderUnlocked: true } : {}) }));
    s = must(s, SOL, { type: 'strategic-action', card: 'diplomacy' });
    return must(s, SOL, { type: 'resolve-primary', choices: { system: JORD, ready: [] } });
  }

  it('following a secondary with a token gains 1 trade good; locked, none', () => {
    for (const unlocked of [true, false]) {
      const s = diplomacyOpen(unlocked);
      const before = s.players[MUAAT]?.tradeGoods ?? 0;
      const out = run(s, MUAAT, { type: 'follow', choices: { ready: [] } });
      expect(out.ok).toBe(true);
      if (!out.ok) return;
      expect(out.state.players[MUAAT]?.tradeGoods).toBe(before + (unlocked ? 1 : 0));
      expect(notes(out).some((n) => n.includes('(Magmus: a strategy-pool token spent)'))).toBe(unlocked);
    }
  });

  it('Star Forge spends a strategy-pool token too: 1 trade good', () => {
    let s = updatePlayer(table(), MUAAT, (p) => ({ ...p, commanderUnlocked: true }));
    s = { ...s, active: MUAAT };
    const before = s.players[MUAAT]?.tradeGoods ?? 0;
    const out = run(s, MUAAT, {
      type: 'component-action',
      ability: { id: 'star-forge', system: '4', unit: 'fighter' },
    });
    expect(out.ok).toBe(true);
    if (out.ok) expect(out.state.players[MUAAT]?.tradeGoods).toBe(before + 1);
  });
});

describe('Nekro Acidos (Nekro Virus): an action card after gaining a technology', () => {
  function nekro(unlocked: boolean): GameState {
    return updatePlayer(table(), SOL, (p) => ({
      ...p,
      faction: 'nekro-virus',
      ...(unlocked ? { commanderUnlocked: true } : {}),
    }));
  }
  const gain = {
    type: 'table-edit',
    edit: { kind: 'set-technology', technology: 'gravity-drive', owned: true },
  } as const;

  it('a technology gained (here by the table edit the Nekro use) draws one card; locked, none', () => {
    for (const unlocked of [true, false]) {
      const s = nekro(unlocked);
      const hand = s.players[SOL]?.actionCards.length ?? 0;
      const out = run(s, SOL, gain);
      expect(out.ok).toBe(true);
      if (!out.ok) return;
      expect(out.state.players[SOL]?.actionCards.length).toBe(hand + (unlocked ? 1 : 0));
      expect(notes(out).includes('P1 draws 1 action card (Nekro Acidos: a technology gained).')).toBe(
        unlocked,
      );
    }
  });

  it('losing a technology draws nothing', () => {
    let s = must(nekro(true), SOL, gain);
    const hand = s.players[SOL]?.actionCards.length ?? 0;
    s = must(s, SOL, {
      type: 'table-edit',
      edit: { kind: 'set-technology', technology: 'gravity-drive', owned: false },
    });
    expect(s.players[SOL]?.actionCards.length).toBe(hand);
  });
});
