// The agenda phase (LRR 8): the revealed agenda with our summary of its outcomes, the votes as cast with
// running totals, and this player's part: the response window (play an agenda-phase action card, or go
// to the vote), their vote (an outcome and the planets to exhaust, with the votes they give), or the
// speaker's tie-break. Also the custodians token form during a tactical action in Mecatol Rex's system,
// and the laws in play. What is allowed comes from the engine's `legal`.

import { useState } from 'react';
import {
  ACTION_CARDS_BY_ID,
  AGENDAS_BY_ID,
  MECATOL_SYSTEM_ID,
  custodiansCost,
  actionCardIdOf,
  agendaName,
  agendaRules,
  outcomeName,
  plural,
  tally,
  type GameView,
} from '@initiative/rules';
import { PlacePicker, Stepper, Totals } from '../cards/pickers.tsx';
import { send } from '../connection.ts';
import { useClient } from '../use-client.ts';
import { isHostHere, sendAsHost } from './table-edits-host.ts';
import { playerName } from '../format/players.ts';
import { tradeGoodsLabel } from '../format/goods.ts';
import { placesOf, sumOf, paidWith } from '../cards/places.ts';
import './turns.css';
import { HostStopWaiting } from './host-stop-waiting.tsx';
import { actionCardTip } from '../format/cards.ts';
import { CardChip } from './card-tip.tsx';

function typeText(agenda: string): string {
  const type = AGENDAS_BY_ID.get(agenda)?.type === 'law' ? 'Law' : 'Directive';
  const elect = agendaRules(agenda).elect;
  return elect === 'for-against' ? `${type} · for or against` : `${type} · elect ${elect.replace(/-/g, ' ')}`;
}

function Respond({ view }: { view: GameView }) {
  const cards = view.legal.flatMap((i) => (i.type === 'agenda-respond' && i.card ? [i.card] : []));
  return (
    <div className="agenda-respond" data-testid="agenda-respond">
      <p>
        Before the vote: play an action card that answers this agenda, or go to the vote. Everyone is asked,
        so nobody learns who holds such a card.
      </p>
      {cards.map((card) => (
        <CardChip key={card} tip={actionCardTip(card)}>
          <button
            type="button"
            className="secondary-button"
            data-testid={`agenda-play-${card}`}
            onClick={() => send({ type: 'agenda-respond', card })}
          >
            Play {ACTION_CARDS_BY_ID.get(actionCardIdOf(card))?.name ?? card}
          </button>
        </CardChip>
      ))}{' '}
      <button type="button" data-testid="agenda-ready" onClick={() => send({ type: 'agenda-respond' })}>
        Go to the vote
      </button>
    </div>
  );
}

function Vote({ view, seat }: { view: GameView; seat: number }) {
  const agenda = view.agenda;
  const [outcome, setOutcome] = useState<string>(agenda?.outcomes[0] ?? 'for');
  const [chosen, setChosen] = useState<string[]>([]);
  if (!agenda) return null;
  const oneVote = view.laws.some((l) => l.id.startsWith('representative-government'));
  // Space stations are not planets: they cast no votes (seed 003).
  const planets = placesOf(view, seat, false).filter((p) => !p.station);
  const votes = oneVote ? 1 : sumOf(planets, chosen, 'influence');
  return (
    <div className="agenda-vote" role="group" aria-label="Your vote" data-testid="agenda-vote">
      <label className="inline-field">
        Vote for{' '}
        <select data-testid="agenda-outcome" value={outcome} onChange={(e) => setOutcome(e.target.value)}>
          {agenda.outcomes.map((o) => (
            <option key={o} value={o}>
              {outcomeName(view, o)}
            </option>
          ))}
        </select>
      </label>
      {oneVote ? (
        <p className="hint">Representative Government is in play: each player casts one vote.</p>
      ) : (
        <PlacePicker
          places={planets}
          chosen={chosen}
          onChange={setChosen}
          show="influence"
          testid="agenda-planets"
          empty="You have no ready planet to vote with."
        />
      )}
      <Totals testid="agenda-my-votes">
        Your votes: <strong>{votes}</strong> for {outcomeName(view, outcome)}
      </Totals>
      <button
        type="button"
        data-testid="agenda-cast"
        disabled={votes === 0}
        onClick={() => send({ type: 'cast-votes', outcome, planets: oneVote ? [] : chosen })}
      >
        Cast {plural(votes, 'vote')}
      </button>{' '}
      <button
        type="button"
        className="secondary-button"
        data-testid="agenda-abstain"
        onClick={() => send({ type: 'cast-votes', outcome: null, planets: [] })}
      >
        Abstain
      </button>
    </div>
  );
}

function TieBreak({ view }: { view: GameView }) {
  const tied = view.legal.flatMap((i) => (i.type === 'break-tie' ? [i.outcome] : []));
  return (
    <div className="agenda-tie" data-testid="agenda-tie">
      <p>You are the speaker: choose the outcome.</p>
      {tied.map((o) => (
        <button
          key={o}
          type="button"
          data-testid={`agenda-tie-${o}`}
          onClick={() => send({ type: 'break-tie', outcome: o })}
        >
          {outcomeName(view, o)}
        </button>
      ))}
    </div>
  );
}

export function AgendaPanel() {
  const view = useClient((s) => s.view);
  const you = useClient((s) => s.you);
  if (!view || view.phase !== 'agenda' || !view.agenda) return null;
  const a = view.agenda;
  const seat = you?.kind === 'seat' ? you.seat : null;
  const totals = [...tally(a.votes)];
  const mine = (type: string) => view.legal.some((i) => i.type === type);
  return (
    <section className="card agenda-panel" aria-label="Agenda phase" data-testid="agenda-panel">
      <h2>
        Agenda {a.number} of 2: {agendaName(a.agenda)}
      </h2>
      <p className="badge">{typeText(a.agenda)}</p>
      <p className="agenda-summary">{agendaRules(a.agenda).summary}</p>
      <h3>Votes</h3>
      <ol className="plain agenda-votes" data-testid="agenda-votes">
        {a.order.map((s, i) => {
          const v = a.votes.find((x) => x.seat === s);
          const now = a.step === 'vote' && i === a.index;
          return (
            <li key={s} className={now ? 'current' : v ? 'done' : ''}>
              {playerName(view, s)}
              {s === view.speaker ? ' (speaker)' : ''}:{' '}
              {v
                ? v.outcome === null
                  ? 'abstained'
                  : `${plural(v.votes, 'vote')} for ${outcomeName(view, v.outcome)}`
                : now
                  ? 'voting now'
                  : 'waiting'}
            </li>
          );
        })}
      </ol>
      {totals.length > 0 && (
        <p data-testid="agenda-totals">
          Totals: {totals.map(([o, n]) => `${outcomeName(view, o)} ${n}`).join(' · ')}
        </p>
      )}
      {seat !== null && a.step === 'respond' && mine('agenda-respond') && <Respond view={view} />}
      {seat !== null && a.step === 'vote' && mine('cast-votes') && (
        <Vote key={`${a.number}-${a.agenda}`} view={view} seat={seat} />
      )}
      {a.step === 'tie' && mine('break-tie') && <TieBreak view={view} />}
      {a.step === 'tie' && !mine('break-tie') && (
        <p>{playerName(view, view.speaker)}, the speaker, chooses among the tied outcomes.</p>
      )}
      {isHostHere() && (
        <HostStopWaiting
          testId="agenda-skip"
          consequence="Undecided players go on to the vote; a player still voting abstains."
          onConfirm={() => sendAsHost({ type: 'skip-undecided' })}
        />
      )}
    </section>
  );
}

/** During a tactical action in Mecatol Rex's system: remove the custodians token for 6 influence. */
export function CustodiansForm({ view, seat }: { view: GameView; seat: number }) {
  const [chosen, setChosen] = useState<string[]>([]);
  const [tradeGoods, setTradeGoods] = useState(0);
  if (!view.legal.some((i) => i.type === 'remove-custodians')) {
    // LRR 27.2a: in Mecatol Rex's system without a ground force to land, say what is missing.
    if (!view.custodians || view.active !== seat || view.tactical?.system !== MECATOL_SYSTEM_ID) return null;
    return (
      <p className="hint" data-testid="custodians-needs-landing">
        The custodians token is removed only as your ground forces land on Mecatol Rex: move at least one
        infantry or mech into its space area (with no other player&apos;s ships left there) to remove it.
      </p>
    );
  }
  const cost = custodiansCost(view, seat);
  const places = placesOf(view, seat, false);
  const influence = paidWith(view, seat, places, chosen, 'influence', tradeGoods);
  const reward = 'you gain 1 victory point, and from this round on every round ends with an agenda phase.';
  if (cost === 0)
    return (
      <div className="card-form custodians-form" data-testid="custodians-form">
        <h3>Custodians token</h3>
        <p className="hint">
          Blood Ties: you remove it without spending influence before your ground forces land on Mecatol Rex;{' '}
          {reward}
        </p>
        <button
          type="button"
          data-testid="custodians-remove"
          onClick={() => send({ type: 'remove-custodians', payment: { planets: [], tradeGoods: 0 } })}
        >
          Remove the custodians token
        </button>
      </div>
    );
  return (
    <div className="card-form custodians-form" data-testid="custodians-form">
      <h3>Custodians token</h3>
      <p className="hint">
        Spend {cost} influence to remove it before your ground forces land on Mecatol Rex: {reward}
      </p>
      <PlacePicker
        places={places}
        chosen={chosen}
        onChange={setChosen}
        show="influence"
        testid="custodians-planets"
        empty="You have no ready planet with influence."
      />
      <Stepper
        label={tradeGoodsLabel(view, seat)}
        value={tradeGoods}
        max={view.players[seat]?.tradeGoods ?? 0}
        onChange={setTradeGoods}
        testid="custodians-tg"
      />
      <Totals testid="custodians-total">
        Influence: <strong>{influence}</strong> of {cost}
      </Totals>
      <button
        type="button"
        data-testid="custodians-remove"
        disabled={influence < cost}
        onClick={() => send({ type: 'remove-custodians', payment: { planets: chosen, tradeGoods } })}
      >
        Remove the custodians token
      </button>
    </div>
  );
}

/** The laws in play, and whether the agenda phase has begun. */
export function LawsInPlay() {
  const laws = useClient((s) => s.view?.laws);
  const custodians = useClient((s) => s.view?.custodians);
  const view = useClient((s) => s.view);
  if (!laws || !view) return null;
  return (
    <section className="card laws" aria-label="Laws in play" data-testid="laws">
      <h2>Laws in play</h2>
      {custodians && (
        <p className="hint">
          The custodians token is on Mecatol Rex: there is no agenda phase until a player removes it.
        </p>
      )}
      {laws.length === 0 ? (
        <p className="hint">No law is in play.</p>
      ) : (
        <ul className="plain">
          {laws.map((l) => (
            <li key={l.id} data-testid={`law-${l.id}`}>
              <strong>{agendaName(l.id)}</strong>
              {l.elected ? ` — ${outcomeName(view, l.elected)}` : ''}
              <div className="condition small-text">{agendaRules(l.id).summary}</div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
