// Going back to an earlier move with the table's consent (SPEC 2.9): a player or the host asks to
// go back to before one of the last moves; every player whose move would be erased must agree (or,
// with the host option `rollbackByHost`, the host alone decides); the host agrees too when one of
// their decisions (an approval, a stop-waiting) would be erased; meanwhile the game waits. Once
// agreed, the table is exactly as it stood then. The states before the last RECENT_MOVES moves are
// kept with the state (`recent`), so this stays pure: the request, the answers and the rollback are
// intents in the log, and replaying the log rebuilds the same table.
//
// Going back must never let anyone learn what comes next: over a move that revealed anything hidden
// (a card drawn or looked at, a card passed between hands, a shuffle, a roll), every player must agree,
// and the generator is reseeded with the server's fresh randomness on the request (`entropy`) and the
// decks those moves touched are reshuffled, so nothing seen is dealt again in the order it was seen.

import type { Actor, Intent, IntentType } from '../wire/intents.ts';
import { applied, type Outcome } from '../state/outcome.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import { RngCursor, seedRng } from '../kernel/rng.ts';
import { EXPLORATION_DECKS, type ExplorationDeck } from '../content/exploration-types.ts';
import type { Decks, GameState, RecentMove, RollbackRequest, Seat } from '../state/state.ts';
import { moveWords } from './undo.ts';
import { lookedAtAgendas } from './cards/politics.ts';
import type { Handlers } from '../state/handlers.ts';

/** How many moves back a rollback can reach, at least. */
export const RECENT_MOVES = 30;
/**
 * The oldest moves leave reach ten at a time (30 to 39 moves are kept): the first move within reach
 * then changes once every ten moves, not with each, and the view's `reach` stays the same on the wire.
 */
export const REACH_STEP = 10;

export const ROLLBACK_INTENT_TYPES: readonly IntentType[] = [
  'request-rollback',
  'answer-rollback',
  'cancel-rollback',
];

type Party = Seat | 'host';

const partyOf = (actor: Actor): Party | null =>
  actor.kind === 'seat' ? actor.seat : actor.kind === 'host' ? 'host' : null;

function partyName(state: GameState, party: Party): string {
  return party === 'host' ? 'the host' : (state.players[party]?.name ?? `Seat ${party + 1}`);
}

function names(state: GameState, parties: readonly Party[]): string {
  const words = parties.map((p) => partyName(state, p));
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** The move a rollback to `to` erases first, in words: "move 12, Ada's strategy card pick". */
export function moveLabel(state: GameState, move: Pick<RecentMove, 'version' | 'actor' | 'type'>): string {
  const who = partyName(state, move.actor);
  return `move ${move.version} (${who}: ${moveWords(move.type).replace(/^their /, '')})`;
}

/**
 * After an intent applied from `before`, the history fields of the state after it: the move is
 * remembered with the state before it (stripped of its own history, so that no chain of states
 * builds up), and the count of moves goes on.
 */
export function remembered(
  before: GameState,
  after: GameState,
  actor: Actor,
  type: IntentType,
): Pick<GameState, 'moves' | 'recent'> {
  const party = partyOf(actor);
  const moves = before.moves + 1;
  if (party === null || ROLLBACK_INTENT_TYPES.includes(type)) return { moves, recent: after.recent };
  const entry: RecentMove = {
    version: moves,
    actor: party,
    type,
    before: { ...before, recent: [], lastMove: null, rollback: null },
  };
  // An undo returns to the state before the move: its history is that state's, plus the undo itself.
  const base = type === 'undo' ? after.recent : before.recent;
  const recent = [...base, entry];
  return {
    moves,
    recent: recent.length >= RECENT_MOVES + REACH_STEP ? recent.slice(-RECENT_MOVES) : recent,
  };
}

/** Whether an intent may be applied while a rollback request waits for its answers. */
export function rollbackBlocks(state: GameState, type: IntentType): RuleError | null {
  const r = state.rollback;
  if (!r || ROLLBACK_INTENT_TYPES.includes(type)) return null;
  return fail(
    'intent/rollback-pending',
    `The game waits while ${partyName(state, r.by)}'s request to go back to before ${r.label} is answered.`,
  );
}

export function applyRollbackIntent(
  state: GameState,
  actor: Actor,
  intent: Extract<Intent, { type: 'request-rollback' | 'answer-rollback' | 'cancel-rollback' }>,
): Outcome {
  const party = partyOf(actor);
  if (party === null) return fail('intent/spectator', 'Spectators can watch but not act.');
  switch (intent.type) {
    case 'request-rollback':
      return request(state, party, intent.to, intent.entropy);
    case 'answer-rollback':
      return answer(state, party, intent.approve);
    case 'cancel-rollback': {
      const r = state.rollback;
      if (!r) return fail('rule/cannot-roll-back', 'There is no request to go back to cancel.');
      if (r.by !== party && party !== 'host')
        return fail(
          'intent/not-your-turn',
          `Only ${partyName(state, r.by)} or the host can cancel this request.`,
        );
      return applied({ ...state, rollback: null }, [
        {
          type: 'note',
          seat: null,
          text: `${capital(partyName(state, party))} cancels the request to go back to before ${r.label}.`,
        },
      ]);
    }
  }
}

/**
 * The intent as the server stores it: a request to go back carries fresh randomness from the server
 * (`fresh()`, 16 random bytes in hex), replacing whatever the client sent; other intents are unchanged.
 */
export function withServerEntropy(intent: Intent, fresh: () => string): Intent {
  // Keys in sorted order, as parseIntent leaves every intent (the store keeps it byte for byte).
  return intent.type === 'request-rollback' ? { entropy: fresh(), to: intent.to, type: intent.type } : intent;
}

/** The decks whose order nobody may know (draw piles); discard piles are face up. */
const HIDDEN_DECKS = [
  'action',
  'agenda',
  'secret',
  'stage1',
  'stage2',
] as const satisfies readonly (keyof Decks)[];
/** A draw pile: one of the decks above, or an exploration deck's (LRR 35). */
type HiddenDeck = (typeof HIDDEN_DECKS)[number] | `exploration:${ExplorationDeck}`;
const HIDDEN_PILES: readonly HiddenDeck[] = [
  ...HIDDEN_DECKS,
  ...EXPLORATION_DECKS.map((d) => `exploration:${d}` as const),
];

function pileOf(decks: Decks, key: HiddenDeck): readonly string[] {
  if (!key.startsWith('exploration:')) return decks[key as (typeof HIDDEN_DECKS)[number]];
  return decks.exploration?.[key.slice(12) as ExplorationDeck].draw ?? [];
}

function withPile(decks: Decks, key: HiddenDeck, cards: readonly string[]): Decks {
  if (!key.startsWith('exploration:')) return { ...decks, [key]: cards };
  const deck = key.slice(12) as ExplorationDeck;
  const piles = decks.exploration;
  return piles ? { ...decks, exploration: { ...piles, [deck]: { ...piles[deck], draw: cards } } } : decks;
}

const sameList = (a: readonly unknown[], b: readonly unknown[]) =>
  a === b || (a.length === b.length && a.every((x, i) => x === b[i]));

/**
 * What the moves from `from` (the first erased move) to the present revealed, compared by value (a game
 * reloaded from the store holds equal states, not the same objects): whether anything hidden was
 * revealed (a draw pile touched, a roll, a Politics look, a card entering or leaving a hand), and which
 * draw piles were touched (drawn from, looked at, shuffled).
 */
function revealedSince(state: GameState, from: RecentMove): { revealed: boolean; decks: Set<HiddenDeck> } {
  const chain = [...state.recent.filter((m) => m.version >= from.version).map((m) => m.before), state];
  const decks = new Set<HiddenDeck>();
  let revealed = false;
  for (let i = 1; i < chain.length; i++) {
    const before = chain[i - 1] as GameState;
    const after = chain[i] as GameState;
    for (const deck of HIDDEN_PILES)
      if (!sameList(pileOf(before.decks, deck), pileOf(after.decks, deck))) decks.add(deck);
    if ((lookedAtAgendas(after)?.length ?? 0) > 0) decks.add('agenda');
    if (!sameList(before.rng, after.rng) || hands(before) !== hands(after)) revealed = true;
  }
  return { revealed: revealed || decks.size > 0, decks };
}

/** Every player's hidden hands, as one string to compare by value. */
const hands = (state: GameState) =>
  JSON.stringify(state.players.map((p) => [p.actionCards, p.secretObjectives, p.promissoryNotes]));

function request(state: GameState, by: Party, to: number, entropy: string | undefined): Outcome {
  if (state.rollback)
    return fail('rule/cannot-roll-back', 'A request to go back is already waiting for its answers.');
  const first = state.recent.find((m) => m.version === to + 1);
  if (!first) {
    const oldest = state.recent[0];
    return fail(
      'rule/cannot-roll-back',
      oldest
        ? `The table can go back to before move ${oldest.version} at the earliest (at least the last ${RECENT_MOVES} moves are kept), and not past the present (move ${state.moves}).`
        : 'There is no move to go back over.',
    );
  }
  const erased = state.recent.filter((m) => m.version > to);
  const label = moveLabel(state, first);
  const seatsErased = [...new Set(erased.map((m) => m.actor).filter((a): a is Seat => a !== 'host'))];
  let needs: Party[];
  let revealing = false;
  if (entropy === undefined) {
    // A request stored before the server added its randomness: judged as it was then, so the log replays.
    needs = state.setup.options.rollbackByHost ? ['host'] : seatsErased;
  } else {
    revealing = revealedSince(state, first).revealed;
    // Who must agree: the host alone (option), or every player whose move would be erased; every
    // player when something hidden was revealed; and the host when a decision of theirs is erased.
    const seats = revealing ? state.players.map((p) => p.seat) : seatsErased;
    const host = state.setup.options.rollbackByHost || erased.some((m) => m.actor === 'host');
    needs = [
      ...(state.setup.options.rollbackByHost && !revealing ? [] : seats),
      ...(host ? (['host'] as const) : []),
    ];
  }
  const rest = [...new Set(needs)].filter((p) => p !== by).sort(byParty);
  const pending: RollbackRequest = {
    by,
    to,
    label,
    needs: rest,
    approved: [],
    ...(entropy === undefined ? {} : { entropy }),
  };
  if (rest.length === 0) return rollBack(state, pending);
  const why = revealing ? ' (it would take back something already seen, so everyone is asked)' : '';
  return applied({ ...state, rollback: pending }, [
    {
      type: 'note',
      seat: by === 'host' ? null : by,
      text: `${capital(partyName(state, by))} asks to go back to before ${label}, erasing ${erased.length} ${erased.length === 1 ? 'move' : 'moves'}${why}: ${names(state, rest)} must agree.`,
    },
  ]);
}

/** Seats in order, the host last. */
const byParty = (a: Party, b: Party) => (a === 'host' ? 1 : b === 'host' ? -1 : a - b);

function answer(state: GameState, party: Party, approve: boolean): Outcome {
  const r = state.rollback;
  if (!r) return fail('rule/cannot-roll-back', 'There is no request to go back to answer.');
  if (!r.needs.includes(party))
    return fail('intent/not-your-turn', `This request is for ${names(state, r.needs)} to answer.`);
  if (r.approved.includes(party)) return fail('rule/already-decided', 'You have already agreed.');
  if (!approve)
    return applied({ ...state, rollback: null }, [
      {
        type: 'note',
        seat: party === 'host' ? null : party,
        text: `${capital(partyName(state, party))} refuses to go back to before ${r.label}; the game goes on.`,
      },
    ]);
  const next: RollbackRequest = { ...r, approved: [...r.approved, party] };
  if (next.needs.every((p) => next.approved.includes(p))) return rollBack(state, next);
  return applied({ ...state, rollback: next }, [
    {
      type: 'note',
      seat: party === 'host' ? null : party,
      text: `${capital(partyName(state, party))} agrees to go back to before ${r.label}.`,
    },
  ]);
}

/**
 * The table as it stood before the move `r.to + 1`, with the moves before it still within reach. With
 * the server's randomness on the request, the generator is reseeded and each draw pile the erased moves
 * touched is reshuffled: a card drawn, looked at or rolled is not dealt again in the order it was seen.
 */
function rollBack(state: GameState, r: RollbackRequest): Outcome {
  const first = state.recent.find((m) => m.version === r.to + 1) as RecentMove;
  let back: GameState = {
    ...first.before,
    recent: state.recent.filter((m) => m.version <= r.to),
    lastMove: null,
    rollback: null,
  };
  let reshuffled: HiddenDeck[] = [];
  const seen = r.entropy === undefined ? null : revealedSince(state, first);
  if (r.entropy !== undefined && seen?.revealed) {
    const { decks } = seen;
    const rng = new RngCursor(seedRng(`${r.entropy}:${back.rng.join(',')}`));
    reshuffled = HIDDEN_PILES.filter((d) => decks.has(d));
    let shuffled = back.decks;
    for (const d of reshuffled) shuffled = withPile(shuffled, d, rng.shuffle(pileOf(back.decks, d)));
    back = { ...back, decks: shuffled, rng: rng.state };
  }
  const agreed = r.approved.length > 0 ? `; ${names(state, r.approved)} agreed` : '';
  const after =
    r.entropy === undefined
      ? ' Cards drawn again come out the same.'
      : reshuffled.length > 0
        ? ` The ${reshuffled.map((d) => DECK_NAMES[d as keyof typeof DECK_NAMES] ?? d.replace(':', ' ').split(' ').reverse().join(' ')).join(', ')} ${reshuffled.length === 1 ? 'deck is' : 'decks are'} shuffled, so nothing seen comes out in the order it was seen.`
        : '';
  return applied(back, [
    {
      type: 'note',
      seat: null,
      text: `The table goes back to before ${r.label}, as ${partyName(state, r.by)} asked${agreed}.${after}`,
    },
  ]);
}

const DECK_NAMES: Readonly<Record<(typeof HIDDEN_DECKS)[number], string>> = {
  action: 'action card',
  agenda: 'agenda',
  secret: 'secret objective',
  stage1: 'stage I objective',
  stage2: 'stage II objective',
};

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Who the game waits for while a request is open (the host is named in the text only). */
export function rollbackWaiting(state: GameState): { seats: Seat[]; text: string } | null {
  const r = state.rollback;
  if (!r) return null;
  const open = r.needs.filter((p) => !r.approved.includes(p));
  return {
    seats: open.filter((p): p is Seat => p !== 'host'),
    text: `${capital(partyName(state, r.by))} asks to go back to before ${r.label}: waiting for ${names(state, open)} to agree.`,
  };
}

/** The answers `actor` may give now (legal intents while a request is open). */
export function rollbackIntents(state: GameState, actor: Actor): Intent[] | null {
  const r = state.rollback;
  if (!r) return null;
  const party = partyOf(actor);
  if (party === null) return [];
  const out: Intent[] = [];
  if (r.needs.includes(party) && !r.approved.includes(party))
    out.push({ type: 'answer-rollback', approve: true }, { type: 'answer-rollback', approve: false });
  if (r.by === party || party === 'host') out.push({ type: 'cancel-rollback' });
  return out;
}

export type RollbackView = ReturnType<typeof rollbackView>;

/** A run of moves within reach, inclusive; no `to`: up to the present move (the game's version). */
export interface ReachRun {
  readonly from: number;
  readonly to?: number;
}

/** The last move of a run: its `to`, or the present (`version`, the move the view was made at). */
export const runEnd = (run: ReachRun, version: number): number => run.to ?? version;

/**
 * What every viewer sees: the open request, and the moves one may ask to go back before, as runs of
 * move numbers (the log names each move): a single run except after a rollback, whose erased moves
 * are out of reach. A run that ends at the present leaves its end out (`runEnd`), so a new move
 * changes nothing here on the wire; the first move within reach moves on every ten (REACH_STEP).
 */
export function rollbackView(state: GameState) {
  const r = state.rollback;
  const runs: { from: number; to: number }[] = [];
  for (const m of state.recent) {
    const last = runs.at(-1);
    if (last && last.to === m.version - 1) last.to = m.version;
    else runs.push({ from: m.version, to: m.version });
  }
  const reach: ReachRun[] = runs.map((run) => (run.to === state.moves ? { from: run.from } : run));
  return {
    request: r ? { by: r.by, to: r.to, label: r.label, needs: r.needs, approved: r.approved } : null, // never r.entropy
    byHost: state.setup.options.rollbackByHost ?? false,
    reach,
  };
}

/** The intents this module owns, in the engine's handler table (engine/handlers.ts). */
export const rollbackHandlers: Handlers<'request-rollback' | 'answer-rollback' | 'cancel-rollback'> = {
  'request-rollback': (state, seat, intent) => applyRollbackIntent(state, { kind: 'seat', seat }, intent),
  'answer-rollback': (state, seat, intent) => applyRollbackIntent(state, { kind: 'seat', seat }, intent),
  'cancel-rollback': (state, seat, intent) => applyRollbackIntent(state, { kind: 'seat', seat }, intent),
};
