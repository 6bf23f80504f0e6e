// The status phase's scoring turn (LRR 81.1): revealed public objectives and one's own secrets, each
// scorable, claimable or with the reason it is not. What the player meets comes first and is chosen
// already; scoring nothing while something is met asks first. The engine's `legal` lists what may
// be scored, with a payment.

import { useState } from 'react';
import {
  ACTION_CARDS_BY_ID,
  OBJECTIVES_BY_ID,
  PLANETS_BY_ID,
  STATIONS_BY_ID,
  actionCardIdOf,
  type GameView,
  type ScoreClaim,
  plural,
} from '@initiative/rules';
import { send } from '../connection.ts';

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

/** What the player meets comes first (the rest keep their order). */
const metFirst = (options: Option[]): Option[] => [
  ...options.filter((o) => o.claim),
  ...options.filter((o) => !o.claim),
];

/** The objective chosen at first: the first one met that the app checked (a claim is never assumed). */
function firstChecked(options: readonly Option[]): string | null {
  return (
    options.find((o) => o.claim && OBJECTIVES_BY_ID.get(o.id)?.requirement.kind !== 'claimed')?.id ?? null
  );
}

function publicOptions(view: GameView, seat: number, offered: readonly ScoreClaim[]): Option[] {
  return metFirst(
    view.objectives.revealed.map((id) => {
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
    }),
  );
}

function secretOptions(view: GameView, seat: number, offered: readonly ScoreClaim[]): Option[] {
  return metFirst(
    (view.players[seat]?.unscoredSecrets ?? []).map((id) => {
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
    }),
  );
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

export function ScoreDialog({ view, seat }: { view: GameView; seat: number }) {
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
  // What the player meets is chosen already: scoring it is one click.
  const [pub, setPub] = useState<string | null>(() => firstChecked(publics));
  const [sec, setSec] = useState<string | null>(() => firstChecked(secrets));
  const [askingNothing, setAskingNothing] = useState(false);
  const pubClaim = publics.find((o) => o.id === pub)?.claim ?? null;
  const secClaim = secrets.find((o) => o.id === sec)?.claim ?? null;
  const chosen = [pubClaim, secClaim].flatMap((c) => (c ? [OBJECTIVES_BY_ID.get(c.objective)] : []));
  const meets = [...publics, ...secrets].some((o) => o.claim);
  const scoreNothing = () => send({ type: 'score-objectives' });
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
        {chosen.length > 0
          ? `Score ${chosen.map((o) => `${o?.name} (${o?.points ?? 1} VP)`).join(' and ')}`
          : 'Score'}
      </button>{' '}
      {askingNothing ? (
        <span role="group" aria-label="Confirm scoring nothing" data-testid="score-nothing-confirm">
          You meet an objective. Score nothing this round?{' '}
          <button type="button" className="small" data-testid="score-nothing" onClick={scoreNothing}>
            Yes, score nothing
          </button>{' '}
          <button type="button" className="small secondary-button" onClick={() => setAskingNothing(false)}>
            Back
          </button>
        </span>
      ) : (
        <button
          type="button"
          className="secondary-button"
          data-testid={meets ? 'score-nothing-ask' : 'score-nothing'}
          onClick={() => (meets ? setAskingNothing(true) : scoreNothing())}
        >
          Score nothing this round
        </button>
      )}
    </div>
  );
}
