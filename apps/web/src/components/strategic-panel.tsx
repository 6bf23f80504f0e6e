import { strategyCardData, whyCannotFollow, type GameView } from '@initiative/rules';
import { send } from '../connection.ts';
import { cardUi } from '../cards/index.ts';
import { useClient } from '../use-client.ts';
import { useFollowPayment } from '../use-follow-payment.tsx';
import { useAcquiescence } from '../use-acquiescence.tsx';
import { CoupCard } from './window-cards.tsx';
import { HostStopWaiting } from './host-stop-waiting.tsx';

const DECISION_LABEL: Record<string, string> = {
  pending: 'deciding…',
  followed: 'followed',
  skipped: 'skipped',
};

/** The strategic action in progress: the primary for the active player, follow/skip for the others. */
export function StrategicPanel() {
  const view = useClient((s) => s.view);
  const you = useClient((s) => s.you);
  const s = view?.strategic;
  if (!view || !s) return null;
  return <StrategicAction view={view} seat={you?.kind === 'seat' ? you.seat : null} />;
}

function StrategicAction({ view, seat }: { view: GameView; seat: number | null }) {
  const s = view.strategic as NonNullable<GameView['strategic']>;
  const agent = useFollowPayment(view, seat);
  const acquiescence = useAcquiescence(view);
  const card = strategyCardData(s.card, view.thundersEdge);
  const ui = cardUi(s.card, view.thundersEdge);
  const legal = view.legal;
  const primary = legal.find((i) => i.type === 'resolve-primary');
  const follow = legal.find((i) => i.type === 'follow');
  const choice = legal.find((i) => i.type === 'card-choice');
  const Choice = ui.choice;
  const Status = ui.status;
  const canSkip = legal.some((i) => i.type === 'skip-secondary');
  const hostSkip = legal.some((i) => i.type === 'skip-undecided');
  const activeName = view.players[s.active]?.name;
  const Primary = ui.primary;
  // Just played and nothing chosen yet: the player may still put the card back (undo.ts in the rules).
  const cancel = view.undo?.type === 'strategic-action' && view.undo.seat === seat;
  const Secondary = ui.secondary;

  return (
    <section
      className={`card strategic sc-${s.card}`}
      aria-label="Strategic action"
      data-testid="strategic-panel"
    >
      <h2>
        {card?.name} · {s.step === 'primary' ? `${activeName} resolves the primary` : 'secondary'}
        {s.hero && <small> (by a hero: the card stays with its holder)</small>}
      </h2>
      {Status && <Status view={view} />}
      <CoupCard view={view} />
      {cancel && (
        <p className="hint">
          Not the card you meant?{' '}
          <button
            type="button"
            className="small secondary-button"
            data-testid="strategic-cancel"
            onClick={() => send({ type: 'undo' })}
          >
            Cancel: don't play {card?.name}
          </button>
        </p>
      )}
      {choice && seat !== null && (
        <div data-testid="card-choice">
          {Choice ? (
            <Choice
              view={view}
              seat={seat}
              example={choice.choices}
              submit={(choices) => send({ type: 'card-choice', choices })}
            />
          ) : (
            <button type="button" onClick={() => send(choice)}>
              Choose
            </button>
          )}
        </div>
      )}
      {s.step === 'primary' && primary && seat !== null && (
        <div>
          <p>{ui.primaryHint}</p>
          {Primary ? (
            <Primary
              view={view}
              seat={seat}
              example={primary.choices}
              submit={(choices) => send({ type: 'resolve-primary', choices })}
            />
          ) : (
            <button type="button" data-testid="resolve-primary" onClick={() => send(primary)}>
              Resolve {card?.name}
            </button>
          )}
        </div>
      )}
      {s.step === 'secondary' && (
        <div>
          {canSkip && seat !== null && (
            <div className="follow-choice">
              <p>{ui.secondaryHint}</p>
              {agent.picker}
              {acquiescence.picker}
              {follow ? (
                Secondary ? (
                  <Secondary
                    view={view}
                    seat={seat}
                    example={follow.choices}
                    submit={(choices) =>
                      send({ type: 'follow', choices, ...agent.field, ...acquiescence.field })
                    }
                  />
                ) : (
                  <button
                    type="button"
                    data-testid="follow"
                    onClick={() =>
                      send({ type: 'follow', choices: follow.choices, ...agent.field, ...acquiescence.field })
                    }
                  >
                    Follow
                  </button>
                )
              ) : (
                <p className="hint" data-testid="cannot-follow">
                  {whyCannotFollow(view, seat)}
                </p>
              )}{' '}
              <button
                type="button"
                className="secondary-button"
                data-testid="skip"
                onClick={() => send({ type: 'skip-secondary' })}
              >
                Skip
              </button>
            </div>
          )}
          <ul className="plain followers" data-testid="followers">
            {Object.entries(s.followers).map(([f, d]) => (
              <li key={f} className={`decision-${d}`}>
                {view.players[Number(f)]?.name}: {DECISION_LABEL[d] ?? d}
              </li>
            ))}
          </ul>
          {hostSkip && (
            <HostStopWaiting
              testId="strategic-skip"
              consequence="They do not follow this card."
              onConfirm={() => send({ type: 'skip-undecided' })}
            />
          )}
        </div>
      )}
    </section>
  );
}
