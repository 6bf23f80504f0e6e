// The status phase (LRR 81): the scoring turn (revealed public objectives and one's own secrets, each
// scorable, claimable or with the reason it is not), then arranging command tokens with +/−, and who
// the table is still waiting for. The engine's `legal` lists what may be scored, with a payment.

import { useState } from 'react';
import {
  ACTION_CARDS_BY_ID,
  OBJECTIVES_BY_ID,
  PLANETS_BY_ID,
  STATIONS_BY_ID,
  actionCardIdOf,
  noteName,
  type BioplasmosisMove,
  tokensForm,
  type CommandPools,
  type GameView,
  type ScoreClaim,
  plural,
} from '@initiative/rules';
import { PoolsInput } from '../cards/pickers.tsx';
import { UnitMoves } from './unit-moves.tsx';
import { send } from '../connection.ts';
import { useClient } from '../use-client.ts';
import { isHostHere, sendAsHost } from './table-edits-host.ts';
import { playerName } from '../format/players.ts';
import './turns.css';

const placeName = (id: string) => PLANETS_BY_ID.get(id)?.name ?? STATIONS_BY_ID.get(id)?.name ?? id;

/** What scoring this claim spends, in words. */
function costText(claim: ScoreClaim): string | null {
  const parts: string[] = [];
  for (const currency of ['resources', 'influence'] as const) {
    const p = claim.payment?.[currency];
    if (!p) continue;
    const what = [
      ...p.planets.map(placeName),
      ...(p.tradeGoods > 0 ? [plural(p.tradeGoods, 'trade good')] : []),
    ];
    parts.push(`${currency}: ${what.join(', ') || 'nothing'}`);
  }
  if (claim.tokens) parts.push(`${claim.tokens.tactic} tactic and ${claim.tokens.strategy} strategy tokens`);
  if (claim.cards)
    parts.push(
      `discards ${claim.cards.map((c) => ACTION_CARDS_BY_ID.get(actionCardIdOf(c))?.name ?? c).join(', ')}`,
    );
  return parts.length > 0 ? `Pays ${parts.join('; ')}.` : null;
}

interface Option {
  readonly id: string;
  readonly claim: ScoreClaim | null;
  /** Why it cannot be scored, or what scoring it means. */
  readonly note: string;
}

function publicOptions(view: GameView, seat: number, offered: readonly ScoreClaim[]): Option[] {
  return view.objectives.revealed.map((id) => {
    const data = OBJECTIVES_BY_ID.get(id);
    const claim = offered.find((c) => c.objective === id) ?? null;
    if ((view.objectives.scored[id] ?? []).includes(seat))
      return { id, claim: null, note: 'You have scored it.' };
    if (claim) {
      const req = data?.requirement;
      const note =
        req?.kind === 'claimed'
          ? `The app cannot check it (${req.reason}): you claim it, and the log says so.`
          : (costText(claim) ?? 'You meet it.');
      return { id, claim, note };
    }
    const spend =
      data?.requirement.kind.startsWith('spend') || data?.requirement.kind === 'discard-action-cards';
    return {
      id,
      claim: null,
      note: spend ? 'You cannot pay for it now.' : `Not met yet: ${data?.description ?? ''}`,
    };
  });
}

function secretOptions(view: GameView, seat: number, offered: readonly ScoreClaim[]): Option[] {
  return (view.players[seat]?.unscoredSecrets ?? []).map((id) => {
    const data = OBJECTIVES_BY_ID.get(id);
    const claim = offered.find((c) => c.objective === id) ?? null;
    if (claim) {
      const req = data?.requirement;
      const note =
        req?.kind === 'claimed'
          ? `Claimed: the app cannot check it (${req.reason}).`
          : (costText(claim) ?? 'You meet it.');
      return { id, claim, note };
    }
    if (data && data.phase !== 'status')
      return { id, claim: null, note: `Scored in the ${data.phase} phase, not now.` };
    return { id, claim: null, note: `Not met yet: ${data?.description ?? ''}` };
  });
}

function ObjectiveChoice(props: {
  readonly title: string;
  readonly name: string;
  readonly options: readonly Option[];
  readonly chosen: string | null;
  readonly onChoose: (id: string | null) => void;
}) {
  const { title, name, options, chosen, onChoose } = props;
  return (
    <fieldset className="score-choice" data-testid={`score-${name}`}>
      <legend>{title}</legend>
      {options.length === 0 && <p className="hint">None.</p>}
      {options.map((o) => (
        <label key={o.id} className={`score-option ${o.claim ? '' : 'unavailable'}`}>
          <input
            type="radio"
            name={name}
            disabled={!o.claim}
            checked={chosen === o.id}
            data-testid={`score-option-${o.id}`}
            onChange={() => onChoose(o.id)}
          />{' '}
          <strong>{OBJECTIVES_BY_ID.get(o.id)?.name ?? o.id}</strong>{' '}
          <span className="badge">{OBJECTIVES_BY_ID.get(o.id)?.points ?? 1} VP</span>
          <span className="hint"> {o.note}</span>
        </label>
      ))}
      {options.some((o) => o.claim) && (
        <label className="score-option">
          <input type="radio" name={name} checked={chosen === null} onChange={() => onChoose(null)} /> None
          this round
        </label>
      )}
    </fieldset>
  );
}

function ScoreDialog({ view, seat }: { view: GameView; seat: number }) {
  const [pub, setPub] = useState<string | null>(null);
  const [sec, setSec] = useState<string | null>(null);
  const claims = view.legal.flatMap((i) => (i.type === 'score-objectives' ? [i] : []));
  const publics = publicOptions(
    view,
    seat,
    claims.flatMap((i) => (i.public ? [i.public] : [])),
  );
  const secrets = secretOptions(
    view,
    seat,
    claims.flatMap((i) => (i.secret ? [i.secret] : [])),
  );
  const pubClaim = publics.find((o) => o.id === pub)?.claim ?? null;
  const secClaim = secrets.find((o) => o.id === sec)?.claim ?? null;
  return (
    <div className="score-dialog" role="dialog" aria-label="Score objectives" data-testid="score-dialog">
      <p>
        Your turn to score: at most one public and one secret objective. Points count at once; reaching{' '}
        {view.victoryTarget} wins the game.
      </p>
      <ObjectiveChoice
        title="Public objectives"
        name="public"
        options={publics}
        chosen={pub}
        onChoose={setPub}
      />
      <ObjectiveChoice
        title="Your secret objectives"
        name="secret"
        options={secrets}
        chosen={sec}
        onChoose={setSec}
      />
      <button
        type="button"
        data-testid="score-submit"
        disabled={!pubClaim && !secClaim}
        onClick={() =>
          send({
            type: 'score-objectives',
            ...(pubClaim ? { public: pubClaim } : {}),
            ...(secClaim ? { secret: secClaim } : {}),
          })
        }
      >
        Score
      </button>{' '}
      <button
        type="button"
        className="secondary-button"
        data-testid="score-nothing"
        onClick={() => send({ type: 'score-objectives' })}
      >
        Score nothing this round
      </button>
    </div>
  );
}

function TokenDialog({ view, seat, gain }: { view: GameView; seat: number; gain: number }) {
  const current = view.players[seat]?.pools ?? { tactic: 0, fleet: 0, strategy: 0 };
  const [pools, setPools] = useState<CommandPools>(current);
  // Moves abilities offer with the tokens (Bioplasmosis), by the intent's field they fill.
  const forms = tokensForm(view, seat);
  const [moves, setMoves] = useState<Readonly<Record<string, BioplasmosisMove[]>>>({});
  const total = current.tactic + current.fleet + current.strategy + gain;
  const placed = pools.tactic + pools.fleet + pools.strategy;
  return (
    <div className="token-dialog" role="dialog" aria-label="Command tokens" data-testid="token-dialog">
      <p>
        You gain {gain} command token{gain === 1 ? '' : 's'}. Arrange all {total} tokens on your command
        sheet.
      </p>
      <PoolsInput pools={pools} total={total} onChange={setPools} testid="redistribute" />
      <p className={placed === total ? 'hint' : 'error'} data-testid="redistribute-left">
        {placed === total
          ? 'All tokens placed.'
          : placed < total
            ? `Place ${total - placed} more.`
            : `Remove ${placed - total}.`}
      </p>
      {forms.map((form) => (
        <UnitMoves
          key={form.id}
          view={view}
          seat={seat}
          form={form}
          moves={moves[form.key] ?? []}
          onChange={(next) => setMoves({ ...moves, [form.key]: next })}
        />
      ))}
      <button
        type="button"
        data-testid="redistribute-submit"
        disabled={placed !== total}
        onClick={() =>
          send({
            type: 'redistribute-tokens',
            pools,
            ...Object.fromEntries(Object.entries(moves).filter(([, m]) => m.length > 0)),
          })
        }
      >
        Confirm command tokens
      </button>
    </div>
  );
}

export function StatusPanel() {
  const view = useClient((s) => s.view);
  const you = useClient((s) => s.you);
  if (!view || view.phase !== 'status' || !view.status) return null;
  const status = view.status;
  const seat = you?.kind === 'seat' ? you.seat : null;
  // Mitosis (Arborec) comes first: nobody scores until it is placed.
  const placing = (status.mitosis ?? []).length > 0;
  const scorer = status.step === 'score' && !placing ? (status.order[status.index] ?? null) : null;
  const undecided = Object.keys(status.gains).map(Number);
  const myGain = seat === null ? undefined : status.gains[String(seat)];
  const canArrange = view.legal.some((i) => i.type === 'redistribute-tokens');
  return (
    <section className="card status-panel" aria-label="Status phase" data-testid="status-panel">
      <h2>Status phase</h2>
      {status.step === 'score' ? (
        <>
          <ol className="plain scoring-order" data-testid="scoring-order">
            {status.order.map((s, i) => (
              <li key={s} className={i < status.index ? 'done' : s === scorer ? 'current' : ''}>
                {playerName(view, s)}
                {i < status.index ? ' — done' : s === scorer ? ' — scoring' : ''}
              </li>
            ))}
          </ol>
          {seat !== null && scorer === seat && view.legal.some((i) => i.type === 'score-objectives') && (
            <ScoreDialog key={view.round} view={view} seat={seat} />
          )}
        </>
      ) : (
        <>
          {seat !== null && myGain !== undefined && canArrange && (
            <TokenDialog key={view.round} view={view} seat={seat} gain={myGain} />
          )}
          <p data-testid="status-waiting">
            {undecided.length > 0
              ? `Still arranging their command tokens: ${undecided.map((s) => playerName(view, s)).join(', ')}.`
              : 'Everyone has arranged their command tokens.'}
          </p>
        </>
      )}
      <OracleParts view={view} />
      {isHostHere() && (
        <button
          type="button"
          className="small"
          data-testid="status-skip"
          onClick={() => sendAsHost({ type: 'skip-undecided' })}
        >
          Host: stop waiting (the scorer scores nothing; others keep their pools)
        </button>
      )}
    </section>
  );
}

/** The Oracle (Naalu hero, rules notes/oracle.ts): the Naalu's button; the note each other player gives. */
function OracleParts({ view }: { view: GameView }) {
  const use = view.legal.some((i) => i.type === 'the-oracle');
  const gives = view.legal.filter((i) => i.type === 'give-oracle-note');
  const oracle = view.status?.oracle;
  return (
    <>
      {use && (
        <div className="window-card" data-testid="oracle-use">
          <p className="hint">
            The Oracle (your hero, then purged): at the end of the status phase every other player gives you a
            promissory note of their choice.
          </p>
          <button
            type="button"
            className="small"
            data-testid="oracle-submit"
            onClick={() => send({ type: 'the-oracle' })}
          >
            Use The Oracle
          </button>
        </div>
      )}
      {oracle && gives.length > 0 && (
        <OracleGive
          view={view}
          keys={gives.flatMap((i) => (i.type === 'give-oracle-note' ? [i.note] : []))}
          to={oracle.seat}
        />
      )}
      {oracle && oracle.owed.length > 0 && (
        <p className="hint" data-testid="oracle-owed">
          The Oracle: {oracle.owed.map((s) => playerName(view, s)).join(', ')} still to give{' '}
          {playerName(view, oracle.seat)} a note.
        </p>
      )}
    </>
  );
}

function OracleGive({ view, keys, to }: { view: GameView; keys: readonly string[]; to: number }) {
  const [note, setNote] = useState(keys[0] ?? '');
  return (
    <div className="window-card" data-testid="oracle-give">
      <label>
        The Oracle: the note you give {playerName(view, to)}{' '}
        <select value={note} onChange={(e) => setNote(e.target.value)} data-testid="oracle-note">
          {keys.map((k) => (
            <option key={k} value={k}>
              {noteName(view, k)}
            </option>
          ))}
        </select>
      </label>{' '}
      <button
        type="button"
        className="small"
        data-testid="oracle-give-submit"
        onClick={() => send({ type: 'give-oracle-note', note })}
      >
        Give it
      </button>
    </div>
  );
}
