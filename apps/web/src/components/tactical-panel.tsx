// The active player's turn besides strategy cards and passing: a tactical action (pick a system on
// the map, then Activate; End turn when done) or a component action (an action card, or another
// component). The engine's `legal` decides what is possible; each disabled choice says why.

import { CustodiansForm } from './agenda-panel.tsx';
import { HeroAction } from './hero-action.tsx';
import { ResearchCardPlay } from './research-card.tsx';
import { useState } from 'react';
import { useStore } from 'zustand';
import {
  ACTION_CARDS_BY_ID,
  COMPONENT_SOURCES,
  RESEARCH_ACTION_CARDS,
  SYSTEMS_BY_ID,
  actionCardIdOf,
  type ComponentSource,
  type GameView,
  type Intent,
} from '@initiative/rules';
import { send } from '../connection.ts';
import { clearSelection, selectSystem, selectionStore } from '../selection.ts';
import { useClient } from '../use-client.ts';
import { systemLabel } from '../format/systems.ts';
import './turns.css';

const SOURCE_LABEL: Readonly<Record<ComponentSource, string>> = {
  technology: 'A technology',
  'faction-ability': 'A faction ability',
  leader: 'A leader',
  'promissory-note': 'A promissory note',
  relic: 'A relic',
  exploration: 'An exploration card',
  other: 'Something else',
};

function cardName(instance: string): string {
  return ACTION_CARDS_BY_ID.get(actionCardIdOf(instance))?.name ?? 'an action card';
}

/** Why the selected system cannot be activated, in the player's words (the engine has the last say). */
function whyNot(view: GameView, seat: number, systemId: string | null): string {
  if (systemId === null) return 'Pick a system on the map to activate it.';
  const system = view.galaxy.systems.find((s) => s.systemId === systemId);
  if (!system) return `System ${systemId} is not on the board.`;
  if (SYSTEMS_BY_ID.get(systemId)?.kind === 'hyperlane') return 'A hyperlane is not a system.';
  if ((view.players[seat]?.pools.tactic ?? 0) === 0)
    return 'Your tactic pool is empty: take a component action or pass.';
  if (system.tokens.includes(seat)) return `You already have a command token in ${systemLabel(systemId)}.`;
  return `You cannot activate ${systemLabel(systemId)} now.`;
}

export function TacticalPanel() {
  const view = useClient((s) => s.view);
  const you = useClient((s) => s.you);
  const selection = useStore(selectionStore, (s) => s.selection);
  if (!view || view.phase !== 'action' || you?.kind !== 'seat') return null;
  const seat = you.seat;
  if (view.active !== seat || view.strategic) return null;

  if (view.tactical) return <EndTactical view={view} seat={seat} system={view.tactical.system} />;

  const picked = selection.kind === 'none' ? null : selection.systemId;
  const activate = view.legal.find((i) => i.type === 'activate-system' && i.system === picked);
  const anyActivation = view.legal.some((i) => i.type === 'activate-system');
  return (
    <section className="card turn-panel" aria-label="Your action" data-testid="turn-panel">
      <h2>Your action</h2>
      <div className="turn-choice">
        <h3>Tactical action</h3>
        {anyActivation && (
          <label className="inline-field">
            System{' '}
            <select
              data-testid="activate-system-select"
              value={picked ?? ''}
              onChange={(e) => (e.target.value ? selectSystem(e.target.value) : clearSelection())}
            >
              <option value="">pick on the map or here…</option>
              {view.legal.flatMap((i) =>
                i.type === 'activate-system' ? (
                  <option key={i.system} value={i.system}>
                    {systemLabel(i.system)}
                  </option>
                ) : (
                  []
                ),
              )}
            </select>
          </label>
        )}
        <p className="hint" data-testid="activate-hint">
          {activate
            ? `Place a token from your tactic pool (${view.players[seat]?.pools.tactic ?? 0} left) in ${systemLabel(picked as string)}.`
            : anyActivation
              ? whyNot(view, seat, picked)
              : 'Your tactic pool is empty: take a component action or pass.'}
        </p>
        <button
          type="button"
          data-testid="activate"
          disabled={!activate}
          onClick={() => {
            if (activate) send(activate);
            clearSelection();
          }}
        >
          {picked ? `Activate system ${picked}` : 'Activate'}
        </button>
      </div>
      <ComponentAction view={view} />
      <HeroAction view={view} />
    </section>
  );
}

/** The tactical action under way: what to do, in the order of play; End turn comes last (EndTurnBar). */
function EndTactical({ view, seat, system }: { view: GameView; seat: number; system: string }) {
  return (
    <section className="card turn-panel" aria-label="Tactical action" data-testid="tactical-panel">
      <h2>Tactical action in {systemLabel(system)}</h2>
      <ol className="hint tactical-steps">
        <li>
          Move ships in with the Move ships form below; a space combat with another player's ships there is
          rolled at once.
        </li>
        <li>
          Invade with the Invade form: bombard, commit infantry and mechs to planets; ground combats are
          rolled at once and you take the planets you hold.
        </li>
        <li>Produce there, if you have a space dock or another production unit in the system.</li>
        <li>End your turn, at the bottom.</li>
      </ol>
      <CustodiansForm view={view} seat={seat} />
    </section>
  );
}

/** End turn, last in the form stack during the player's own tactical action (the order of play). */
export function EndTurnBar() {
  const view = useClient((s) => s.view);
  const you = useClient((s) => s.you);
  if (!view?.tactical || you?.kind !== 'seat' || view.active !== you.seat || view.strategic) return null;
  const canEnd = view.legal.some((i) => i.type === 'end-turn');
  return (
    <section className="card end-turn-bar" aria-label="End your turn">
      <button
        type="button"
        data-testid="end-turn"
        disabled={!canEnd}
        onClick={() => send({ type: 'end-turn' })}
      >
        End turn
      </button>
      {!canEnd && <p className="hint">First resolve what you owe (see above).</p>}
    </section>
  );
}

function ComponentAction({ view }: { view: GameView }) {
  const [source, setSource] = useState<ComponentSource>('technology');
  const [note, setNote] = useState('');
  const offered = view.legal.filter(
    (i): i is Extract<Intent, { type: 'component-action' }> =>
      i.type === 'component-action' && i.ability === undefined,
  );
  // The player's turn is open for an action when `legal` offers its start (a strategy card or passing);
  // the free-text component action is not among the offers (docs/rules-decisions.md).
  const turnOpen = view.legal.some((i) => i.type === 'pass' || i.type === 'strategic-action');
  if (offered.length === 0 && !turnOpen) return null;
  const seat = view.viewer.kind === 'seat' ? view.viewer.seat : -1;
  const hand = view.players[seat]?.actionCards ?? [];
  const offerOf = (card: string) => offered.find((i) => i.actionCard === card);
  const trimmed = note.trim();
  return (
    <div className="turn-choice">
      <h3>Component action</h3>
      <p className="hint">
        Play an action card or use another component&apos;s action; make its effect with table edits (Focused
        Research and Divert Funding research here). It ends your turn.
      </p>
      {hand.length === 0 ? (
        <p className="hint">You have no action cards.</p>
      ) : (
        <ul className="plain hand-actions" data-testid="component-cards">
          {hand.map((c) => {
            const offer = offerOf(c);
            const researches = RESEARCH_ACTION_CARDS.includes(actionCardIdOf(c));
            return (
              <li key={c}>
                {offer && researches ? (
                  <ResearchCardPlay view={view} seat={seat} offer={offer} name={cardName(c)} />
                ) : (
                  <button
                    type="button"
                    className="small"
                    data-testid={`play-card-${c}`}
                    disabled={!offer}
                    title={
                      offer ? undefined : 'Not now: it needs what it spends and a technology to research.'
                    }
                    onClick={() => send({ type: 'component-action', actionCard: c })}
                  >
                    Play {cardName(c)}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div className="row">
        <select
          aria-label="Component used"
          value={source}
          onChange={(e) => setSource(e.target.value as ComponentSource)}
        >
          {COMPONENT_SOURCES.map((s) => (
            <option key={s} value={s}>
              {SOURCE_LABEL[s]}
            </option>
          ))}
        </select>
        <input
          aria-label="Which one"
          placeholder="Which one (shown in the log)"
          maxLength={80}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        <button
          type="button"
          className="small"
          data-testid="component-other"
          onClick={() => send({ type: 'component-action', source, ...(trimmed ? { note: trimmed } : {}) })}
        >
          Use it
        </button>
      </div>
    </div>
  );
}
