// Golden check of behaviour: seeded random games (legal moves only, any role's), hashing at every
// step what each role is offered (legalIntents), who the game waits for (waitingFor) and what each
// role sees (viewFor), into one digest per game, compared with a committed snapshot. Moving code
// must leave every digest as it was.

import { describe, expect, it } from 'vitest';
import { factionsInPlay } from './content/factions.ts';
import { applyIntent } from './engine/engine.ts';
import type { Actor } from './wire/intents.ts';
import { legalIntents, waitingFor } from './engine/legal.ts';
import type { GameState } from './state/state.ts';
import { newGameInSetup } from '../test-support/test-helpers.ts';
import { viewFor } from './view/view.ts';

/** Each game's digest depends only on its number: fewer games keep the first lines of the snapshot. */
const GAMES = 150;

/** A small seeded generator (mulberry32), the test's own. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Two 32-bit FNV-1a lanes over a string, folded into the running digest. */
class Digest {
  private h1 = 0x811c9dc5;
  private h2 = 0x01000193 ^ 0x5bd1e995;
  add(text: string): void {
    let h1 = this.h1;
    let h2 = this.h2;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 0x01000193);
      h2 = Math.imul(h2 ^ c, 0x5bd1e995) ^ (h2 >>> 13);
    }
    this.h1 = Math.imul(h1 ^ 0xff, 0x01000193);
    this.h2 = h2;
  }
  hex(): string {
    return (this.h1 >>> 0).toString(16).padStart(8, '0') + (this.h2 >>> 0).toString(16).padStart(8, '0');
  }
}

function viewersOf(state: GameState): Actor[] {
  return [
    ...state.players.map((p): Actor => ({ kind: 'seat', seat: p.seat })),
    { kind: 'spectator' },
    { kind: 'host' },
  ];
}

function playGame(game: number): { key: string; digest: string } {
  const random = generator(game * 7919 + 17);
  const players = 3 + (game % 6);
  const thundersEdge = game % 3 === 1;
  const pool = factionsInPlay(thundersEdge);
  const factions = Array.from({ length: players }, (_, i) =>
    game % 4 === 0 ? null : (pool[(game * 5 + i * 11) % pool.length]?.id ?? null),
  );
  const steps = 20 + Math.floor(random() * 100);
  let state = newGameInSetup(players, `golden-${game}`, factions, {
    options: {
      editsNeedApproval: game % 5 === 2,
      timedConstruction: game % 7 === 3,
      promissoryNotes: true,
      thundersEdge,
    },
  });
  const digest = new Digest();
  let played = 0;
  for (let step = 0; step <= steps; step++) {
    digest.add(JSON.stringify(waitingFor(state)));
    const moves: { actor: Actor; intent: unknown }[] = [];
    for (const actor of viewersOf(state)) {
      const legal = legalIntents(state, actor);
      digest.add(JSON.stringify(legal));
      digest.add(JSON.stringify(viewFor(state, actor)));
      for (const intent of legal) moves.push({ actor, intent });
    }
    if (step === steps || moves.length === 0) break;
    const move = moves[Math.floor(random() * moves.length)] as (typeof moves)[number];
    const out = applyIntent(state, move.actor, move.intent);
    if (!out.ok) throw new Error(`game ${game}: a legal intent was refused: ${out.code} ${out.message}`);
    state = out.state;
    played++;
  }
  return {
    key: `${String(game).padStart(3, '0')} ${players}p${thundersEdge ? ' TE' : ''} ${played} moves ${state.phase} r${state.round}`,
    digest: digest.hex(),
  };
}

describe('golden play', () => {
  it(`${GAMES} seeded random games show every role the same options, waits and views`, async () => {
    const lines: string[] = [];
    for (let game = 0; game < GAMES; game++) {
      const { key, digest } = playGame(game);
      lines.push(`${key}: ${digest}`);
    }
    await expect(lines.join('\n') + '\n').toMatchFileSnapshot('../test-support/golden/play.txt');
  }, 300_000);
});
