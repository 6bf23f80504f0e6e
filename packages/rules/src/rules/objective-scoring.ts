// Scoring one objective in the status phase (LRR 61, 81 step 1): requirements
// the app can check are checked; 'spend' requirements are paid; 'claimed'
// ones are the player's word and are logged as claimed.

import {
  OBJECTIVES_BY_ID,
  PLANETS_BY_ID,
  STATIONS_BY_ID,
  isCheckable,
  meetsRequirement,
  type ObjectiveData,
  type ObjectiveRequirement,
} from '../content/index.ts';
import type { GameEvent } from '../state/events.ts';
import { plural } from '../kernel/plural.ts';
import { pay, type Payment } from '../board/payment.ts';

import { fail, type RuleError } from '../kernel/result.ts';
import { scoringContext } from '../board/scoring.ts';
import type { GameState, Seat } from '../state/state.ts';
import type { ScoreClaim } from '../wire/turn-intents.ts';
import { updatePlayer } from '../state/update.ts';
import { gainVictoryPoints } from '../board/victory.ts';
import { after } from '../hooks/mechanisms.ts';

export type ObjectiveKind = 'public' | 'secret';

const nameOf = (state: GameState, seat: Seat) => state.players[seat]?.name ?? `Seat ${seat + 1}`;

/** Why `seat` cannot score this objective at all now (before what it costs), or null. */
export function scoreProblem(
  state: GameState,
  seat: Seat,
  objective: string,
  kind: ObjectiveKind,
): RuleError | null {
  const data = OBJECTIVES_BY_ID.get(objective);
  if (!data) return fail('rule/illegal-choice', 'There is no such objective.');
  if (kind === 'public') {
    if (data.stage === 'secret' || !state.objectives.revealed.includes(objective))
      return fail('rule/illegal-choice', `${data.name} is not a revealed public objective.`);
    if ((state.objectives.scored[objective] ?? []).includes(seat))
      return fail('rule/already-decided', `You have already scored ${data.name}.`);
    return null;
  }
  const held = state.players[seat]?.secretObjectives.find((s) => s.id === objective);
  if (!held) return fail('rule/illegal-choice', 'That is not one of your secret objectives.');
  if (held.scored) return fail('rule/already-decided', `You have already scored ${data.name}.`);
  if (data.phase !== 'status') {
    return fail(
      'rule/illegal-choice',
      `${data.name} is scored in the ${data.phase} phase, not in the status phase.`,
    );
  }
  return null;
}

interface Payer {
  readonly id: string;
  readonly resources: number;
  readonly influence: number;
}

function readyPayers(state: GameState, seat: Seat): Payer[] {
  const out: Payer[] = [];
  for (const [id, p] of Object.entries(state.galaxy.planets)) {
    const data = PLANETS_BY_ID.get(id);
    if (data && p.controller === seat && !p.exhausted) out.push(data);
  }
  for (const [id, s] of Object.entries(state.galaxy.stations)) {
    const data = STATIONS_BY_ID.get(id);
    if (data && s.controller === seat && !s.exhausted) out.push(data);
  }
  return out;
}

/**
 * A payment for a 'spend' requirement, spending as few trade goods as it can: each ready planet pays
 * resources, influence, or nothing; trade goods make up the rest. Null when the player cannot pay.
 */
export function examplePayment(
  state: GameState,
  seat: Seat,
  req: Extract<ObjectiveRequirement, { kind: 'spend' }>,
): { resources?: Payment; influence?: Payment } | null {
  const needR = req.resources ?? 0;
  const needI = req.influence ?? 0;
  const spare = (state.players[seat]?.tradeGoods ?? 0) - (req.tradeGoods ?? 0);
  if (spare < 0) return null;
  interface Reach {
    r: number;
    i: number;
    res: string[];
    inf: string[];
  }
  const key = (r: number, i: number) => `${r},${i}`;
  const reach = new Map<string, Reach>([[key(0, 0), { r: 0, i: 0, res: [], inf: [] }]]);
  for (const payer of readyPayers(state, seat)) {
    for (const at of [...reach.values()]) {
      const options: Reach[] = [];
      if (needR > at.r && payer.resources > 0)
        options.push({ ...at, r: Math.min(needR, at.r + payer.resources), res: [...at.res, payer.id] });
      if (needI > at.i && payer.influence > 0)
        options.push({ ...at, i: Math.min(needI, at.i + payer.influence), inf: [...at.inf, payer.id] });
      for (const o of options) if (!reach.has(key(o.r, o.i))) reach.set(key(o.r, o.i), o);
    }
  }
  let best: Reach | null = null;
  for (const at of reach.values()) {
    const goods = needR - at.r + (needI - at.i);
    if (goods > spare) continue;
    if (!best || goods < needR - best.r + (needI - best.i)) best = at;
  }
  if (!best) return null;
  const out: { resources?: Payment; influence?: Payment } = {};
  if (needR > 0) out.resources = { planets: best.res, tradeGoods: needR - best.r };
  if (needI > 0) out.influence = { planets: best.inf, tradeGoods: needI - best.i };
  return out;
}

/** A claim that would score this objective now (with an example payment), or null if none would. */
export function exampleClaim(state: GameState, seat: Seat, data: ObjectiveData): ScoreClaim | null {
  const req = data.requirement;
  const player = state.players[seat];
  if (!player) return null;
  switch (req.kind) {
    case 'claimed':
      return { objective: data.id };
    case 'spend': {
      const payment = examplePayment(state, seat, req);
      if (!payment) return null;
      return Object.keys(payment).length > 0 ? { objective: data.id, payment } : { objective: data.id };
    }
    case 'spend-command-tokens': {
      if (player.pools.tactic + player.pools.strategy < req.count) return null;
      const tactic = Math.min(player.pools.tactic, req.count);
      return { objective: data.id, tokens: { tactic, strategy: req.count - tactic } };
    }
    case 'discard-action-cards':
      if (player.actionCards.length < req.count) return null;
      return { objective: data.id, cards: player.actionCards.slice(0, req.count) };
    default:
      return meetsRequirement(req, scoringContext(state, seat)) ? { objective: data.id } : null;
  }
}

/** Pays what the requirement spends, or checks it is met. Returns the state after paying. */
function meet(state: GameState, seat: Seat, data: ObjectiveData, claim: ScoreClaim): GameState | RuleError {
  const req = data.requirement;
  const player = state.players[seat];
  if (!player) return fail('rule/illegal-choice', 'No such player.');
  switch (req.kind) {
    case 'claimed':
      return state;
    case 'spend': {
      let next = state;
      for (const currency of ['resources', 'influence'] as const) {
        const need = req[currency] ?? 0;
        if (need === 0) continue;
        const payment = claim.payment?.[currency];
        if (!payment)
          return fail(
            'rule/cannot-afford',
            `${data.name} costs ${need} ${currency}: choose what pays for it.`,
          );
        const paid = pay(next, seat, payment, currency);
        if ('ok' in paid) return paid;
        if (paid.amount < need) {
          return fail(
            'rule/cannot-afford',
            `${data.name} costs ${need} ${currency}; you chose ${paid.amount}.`,
          );
        }
        next = paid.state;
      }
      const goods = req.tradeGoods ?? 0;
      const left = next.players[seat]?.tradeGoods ?? 0;
      if (goods > left)
        return fail(
          'rule/cannot-afford',
          `${data.name} costs ${plural(goods, 'trade good')}; you would have ${left}.`,
        );
      return goods > 0 ? updatePlayer(next, seat, (p) => ({ ...p, tradeGoods: p.tradeGoods - goods })) : next;
    }
    case 'spend-command-tokens': {
      const t = claim.tokens ?? { tactic: 0, strategy: 0 };
      if (t.tactic + t.strategy !== req.count)
        return fail(
          'rule/illegal-choice',
          `${data.name} costs ${plural(req.count, 'command token')} from your tactic and strategy pools; you chose ${t.tactic + t.strategy}.`,
        );
      if (t.tactic > player.pools.tactic || t.strategy > player.pools.strategy) {
        return fail(
          'rule/cannot-afford',
          `You have ${player.pools.tactic} tactic and ${player.pools.strategy} strategy tokens.`,
        );
      }
      // Spent tokens go back to reinforcements.
      return updatePlayer(state, seat, (p) => ({
        ...p,
        pools: { ...p.pools, tactic: p.pools.tactic - t.tactic, strategy: p.pools.strategy - t.strategy },
      }));
    }
    case 'discard-action-cards': {
      const cards = claim.cards ?? [];
      if (cards.length !== req.count)
        return fail('rule/illegal-choice', `${data.name} takes exactly ${plural(req.count, 'action card')}.`);
      if (new Set(cards).size !== cards.length || !cards.every((c) => player.actionCards.includes(c)))
        return fail('rule/illegal-choice', 'Choose action cards from your own hand, each once.');
      const next = updatePlayer(state, seat, (p) => ({
        ...p,
        actionCards: p.actionCards.filter((c) => !cards.includes(c)),
      }));
      return { ...next, decks: { ...next.decks, actionDiscard: [...next.decks.actionDiscard, ...cards] } };
    }
    default:
      if (!meetsRequirement(req, scoringContext(state, seat)))
        return fail(
          'rule/illegal-choice',
          `You do not meet ${data.name} yet (${data.description.replace(/\.$/, '')}).`,
        );
      return state;
  }
}

/** Scores one objective for `seat` (checked, paid, points gained; the game may end). */
export function scoreOne(
  state: GameState,
  seat: Seat,
  claim: ScoreClaim,
  kind: ObjectiveKind,
): { state: GameState; events: GameEvent[] } | RuleError {
  const problem = scoreProblem(state, seat, claim.objective, kind);
  if (problem) return problem;
  const data = OBJECTIVES_BY_ID.get(claim.objective) as ObjectiveData;
  const paid = meet(state, seat, data, claim);
  if ('ok' in paid) return paid;
  let next = paid;
  if (kind === 'public') {
    const scored = {
      ...next.objectives.scored,
      [data.id]: [...(next.objectives.scored[data.id] ?? []), seat],
    };
    next = { ...next, objectives: { ...next.objectives, scored } };
  } else {
    next = updatePlayer(next, seat, (p) => ({
      ...p,
      secretObjectives: p.secretObjectives.map((s) => (s.id === data.id ? { ...s, scored: true } : s)),
    }));
  }
  const req = data.requirement;
  const how = isCheckable(req)
    ? ''
    : ` (claimed; not checked by the app: ${req.kind === 'claimed' ? req.reason : ''})`;
  const what = kind === 'public' ? 'the public objective' : 'the secret objective';
  const events: GameEvent[] = [
    { type: 'note', seat, text: `${nameOf(state, seat)} scores ${what} ${data.name}${how}.` },
  ];
  // Magmus (Muaat commander): a trade good after strategy-pool tokens are spent (here, for the objective).
  if ((claim.tokens?.strategy ?? 0) > 0 && req.kind === 'spend-command-tokens') {
    const magmus = after('strategyTokenSpent', next, seat);
    next = magmus.state;
    events.push(...magmus.events);
  }
  const gained = gainVictoryPoints(next, seat, data.points);
  return { state: gained.state, events: [...events, ...gained.events] };
}
