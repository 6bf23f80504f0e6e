// The combat under way, for everyone — a space combat (LRR 78), a ground combat on a planet (LRR 42)
// or the hits of a bombardment (LRR 15) or of Space Cannon Offense or Defense (LRR 77): both sides, the last round's dice as dice (hits
// marked), the exact odds for the forces as they stand, before a space combat round the choice to fight
// on or retreat (LRR 78.4) for the player asked, and for a player who owes hits a form that assigns
// them (Sustain Damage and losses, started from a sensible default). The engine rolls; nobody types a
// loss in by hand.

import { useState } from 'react';
import { planetName, type UnitType } from '@initiative/rules';
import { send } from '../connection.ts';
import { useClient } from '../use-client.ts';
import { systemLabel } from '../format/systems.ts';
import { playerName } from '../format/players.ts';
import { unitName } from '../units.ts';
import {
  assignableLines,
  assigned,
  assignIntent,
  barWidth,
  fightersAllowed,
  firstAssignment,
  percent,
  shipLines,
  type Assignment,
} from '../combat-form.ts';
import { Stepper } from '../cards/pickers.tsx';
import { CombatAdjust } from './combat-adjust.tsx';
import { CombatOption } from './combat-option.tsx';
import './combat-panel.css';

export function CombatPanel() {
  const view = useClient((s) => s.view);
  const you = useClient((s) => s.you);
  const combat = view?.tactical?.combat;
  const seat = you?.kind === 'seat' ? you.seat : null;
  const owed = combat && seat !== null ? (combat.owed[String(seat)] ?? 0) : 0;
  if (!view || !combat) return null;
  const odds = view.combatOdds;
  const ground = combat.planet !== undefined;
  const title = combat.offense
    ? `Space Cannon Offense in ${systemLabel(view.tactical?.system ?? '')}`
    : combat.opening
      ? `Space combat in ${systemLabel(view.tactical?.system ?? '')} · before round 1: ${combat.opening.name} (${playerName(view, combat.opening.seat)})`
      : combat.planet === undefined
        ? `Space combat in ${systemLabel(view.tactical?.system ?? '')} · ${combat.round === 0 ? 'before round 1' : `round ${combat.round}`}`
        : combat.bombardment
          ? `Bombardment of ${planetName(combat.planet)}`
          : combat.spaceCannon
            ? `Space Cannon Defense on ${planetName(combat.planet)}`
            : combat.abilityHits
              ? `Ground combat on ${planetName(combat.planet)} · ${combat.abilityHits.name} ${combat.abilityHits.round === 0 ? 'before round 1' : `after round ${combat.abilityHits.round}`}`
              : `Ground combat on ${planetName(combat.planet)} · round ${combat.round}`;
  const label = combat.offense
    ? 'Space Cannon Offense'
    : combat.planet === undefined
      ? 'Space combat'
      : combat.bombardment
        ? 'Bombardment'
        : combat.spaceCannon
          ? 'Space Cannon Defense'
          : 'Ground combat';
  const side = (s: number) => (
    <div
      className={`combat-side ${s === combat.attacker ? 'attacker' : 'defender'}`}
      data-testid={`combat-side-${s}`}
    >
      <h3>
        <span className={`chip color-${view.players[s]?.color ?? 'none'}`} /> {playerName(view, s)}{' '}
        <span className="small-text">({s === combat.attacker ? 'attacker' : 'defender'})</span>
      </h3>
      {shipLines(view, combat, s).length === 0 && (
        <p className="hint">
          {ground ? 'No ground forces there.' : combat.offense ? 'No ships here.' : 'No ships left.'}
        </p>
      )}
      <ul className="plain">
        {shipLines(view, combat, s).map((l) => (
          <li key={l.unit}>
            {l.count} {unitName(l.unit)}
            {l.canSustain < l.count && l.canSustain >= 0 && (combat.damaged[String(s)]?.[l.unit] ?? 0) > 0
              ? ` (${combat.damaged[String(s)]?.[l.unit]} damaged)`
              : ''}
          </li>
        ))}
      </ul>
    </div>
  );
  return (
    <section className="card combat-panel" aria-label={label} data-testid="combat-panel">
      <h2>{title}</h2>
      <div className="combat-sides">
        {side(combat.attacker)}
        {side(combat.defender)}
      </div>
      {odds && (
        <div className="combat-odds" data-testid="combat-odds">
          <div className="odds-bar" aria-hidden="true">
            <span
              className={`odds-attacker color-${view.players[combat.attacker]?.color ?? 'none'}`}
              style={{ width: barWidth(odds.attackerWins) }}
            />
            <span className="odds-draw" style={{ width: barWidth(odds.draw + odds.stalemate) }} />
            <span
              className={`odds-defender color-${view.players[combat.defender]?.color ?? 'none'}`}
              style={{ width: barWidth(odds.defenderWins) }}
            />
          </div>
          <p className="small-text">
            Exact odds from here: {playerName(view, combat.attacker)} wins {percent(odds.attackerWins)},{' '}
            {playerName(view, combat.defender)} wins {percent(odds.defenderWins)}, both destroyed{' '}
            {percent(odds.draw)}. Expected {ground ? 'ground forces' : 'ships'} left:{' '}
            {odds.expectedSurvivors.attacker.toFixed(1)} and {odds.expectedSurvivors.defender.toFixed(1)}.
          </p>
        </div>
      )}
      {combat.rolls.length > 0 && (
        <div className="combat-rolls" data-testid="combat-rolls">
          {combat.rolls.map((r) => (
            <p key={r.seat}>
              <strong>{playerName(view, r.seat)}</strong>: {r.hits} hit{r.hits === 1 ? '' : 's'}{' '}
              {r.dice.map((d) => (
                <span
                  key={d.unit}
                  className="dice-group"
                  title={`${unitName(d.unit as UnitType)}: hits on ${d.hitsOn}+${d.rerolled ? `; ${d.rerolled.join(', ')} rolled again` : ''}`}
                >
                  {d.faces.map((f, i) => (
                    <span
                      key={i}
                      className={`die ${f >= d.hitsOn ? 'hit' : 'miss'}`}
                      aria-label={`${f}${f >= d.hitsOn ? ', a hit' : ''}`}
                    >
                      {f}
                    </span>
                  ))}
                </span>
              ))}
            </p>
          ))}
        </div>
      )}
      <CombatOption seat={seat} />
      {view.retreatChoice && <Retreats seat={seat} />}
      {combat.retreats?.retreat && (
        <p className="hint" data-testid="retreat-announced">
          {playerName(view, combat.retreats.retreat.seat)} retreats to{' '}
          {systemLabel(combat.retreats.retreat.to)} after round {combat.retreats.round}&rsquo;s hits.
        </p>
      )}
      {owed > 0 && seat !== null && (
        <AssignHits
          key={`${combat.planet ?? ''}-${combat.round}-${combat.abilityHits?.name ?? ''}-${combat.opening?.name ?? ''}-${owed}`}
          owed={owed}
          seat={seat}
        />
      )}
      <CombatAdjust seat={seat} />
    </section>
  );
}

/**
 * The Announce Retreats step (LRR 78.4): the player asked chooses to fight on or to retreat to one of
 * the eligible systems the view lists; everyone else sees whom the game waits for.
 */
function Retreats({ seat }: { seat: number | null }) {
  const view = useClient((s) => s.view);
  const [sent, setSent] = useState(false);
  const choice = view?.retreatChoice;
  const combat = view?.tactical?.combat;
  if (!view || !choice || !combat) return null;
  const round = combat.round + 1;
  if (choice.seat !== seat)
    return (
      <p className="hint" data-testid="retreat-waiting">
        {playerName(view, choice.seat)} decides whether to retreat before round {round}.
      </p>
    );
  const go = (intent: Parameters<typeof send>[0]) => {
    setSent(true);
    void send(intent).finally(() => setSent(false));
  };
  return (
    <div
      className="retreat-choice"
      role="group"
      aria-label="Retreat or fight on"
      data-testid="retreat-choice"
    >
      <h3>Round {round}: fight on or retreat?</h3>
      <p className="small-text">
        A retreat happens after this round&rsquo;s hits: your ships move to the system you choose, carrying
        what their capacity holds, and a command token is placed there (LRR 78.7).
      </p>
      <button
        type="button"
        data-testid="retreat-fight-on"
        disabled={sent}
        onClick={() => go({ type: 'announce-retreat', retreat: false })}
      >
        Fight on
      </button>
      {choice.destinations.map((to) => (
        <button
          key={to}
          type="button"
          data-testid={`retreat-to-${to}`}
          disabled={sent}
          onClick={() => go({ type: 'announce-retreat', retreat: true, to })}
        >
          Retreat to {systemLabel(to)}
        </button>
      ))}
    </div>
  );
}

function AssignHits({ owed, seat }: { owed: number; seat: number }) {
  const view = useClient((s) => s.view);
  const combat = view?.tactical?.combat;
  const lines = view && combat ? assignableLines(view, combat, seat) : [];
  const destroy = combat?.opening?.destroy ? combat.opening.name : null;
  // A new round, a new start-of-combat effect or a new count remounts this form (its key): the default
  // is worked out again.
  const kept = combat?.nonFightersFirst;
  const [a, setA] = useState<Assignment>(() =>
    firstAssignment(lines, owed, kept === undefined ? owed : fightersAllowed(lines, owed)),
  );
  const total = assigned(a);
  const set = (part: keyof Assignment, unit: UnitType, n: number) =>
    setA({ ...a, [part]: { ...a[part], [unit]: n } });
  return (
    <div className="assign-hits" data-testid="assign-hits">
      <h3>
        {destroy !== null
          ? `${destroy}: destroy ${owed} of your non-fighter ships (no Sustain Damage)`
          : `Assign ${owed} hit${owed === 1 ? '' : 's'} to your ${combat?.planet === undefined ? 'ships' : `ground forces on ${planetName(combat.planet)}`}`}
      </h3>
      {kept !== undefined && (
        <p className="hint" data-testid="assign-non-fighters-first">
          {kept}: these hits go to your non-fighter ships while one can take a hit (sustaining damage counts);
          fighters may take only the rest ({fightersAllowed(lines, owed)} now).
        </p>
      )}
      {lines.map((l) => (
        <div key={l.unit} className="row">
          <Stepper
            label={`${unitName(l.unit)} destroyed`}
            value={a.losses[l.unit] ?? 0}
            max={l.count}
            onChange={(n) => set('losses', l.unit, n)}
            testid={`assign-loss-${l.unit}`}
          />
          {l.canSustain > 0 && (
            <Stepper
              label="sustain damage"
              value={a.sustain[l.unit] ?? 0}
              max={l.canSustain}
              onChange={(n) => set('sustain', l.unit, n)}
              testid={`assign-sustain-${l.unit}`}
            />
          )}
        </div>
      ))}
      <p className="small-text">
        {total} of {owed} assigned.
      </p>
      <button
        type="button"
        data-testid="assign-submit"
        disabled={total !== owed}
        onClick={() => send(assignIntent(a))}
      >
        Assign hits
      </button>
    </div>
  );
}
