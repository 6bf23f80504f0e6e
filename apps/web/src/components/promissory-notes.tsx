// Promissory notes (rules: packages/rules/src/notes/). The notes this player may play now, each with
// what it does (and Military Support's planet); their hand on the command sheet; Acquiescence in a follow
// form. Only the engine's `legal` decides what is offered.

import { useState } from 'react';
import {
  CYBERNETIC_ENHANCEMENTS,
  FIRES_OF_THE_GASHLAI,
  GIFT_OF_PRESCIENCE,
  MILITARY_SUPPORT,
  MILITARY_SUPPORT_INFANTRY,
  militarySupportPlanets,
  noteName,
  parseNoteKey,
  PLANETS_BY_ID,
  RESOLVED_NOTES,
  SCEPTER_OF_DOMINION,
  scepterSystems,
  agreementTechnologies,
  RESEARCH_AGREEMENT,
  TECHNOLOGIES_BY_ID,
  type GameView,
  type Intent,
  type PlayerView,
} from '@initiative/rules';
import { send } from '../connection.ts';
import { useClient } from '../use-client.ts';
import { systemLabel } from '../format/systems.ts';
import { promissoryNoteTip } from '../format/cards.ts';
import { CardChip } from './card-tip.tsx';

type PlayNote = Extract<Intent, { type: 'play-promissory-note' }>;

/** What playing the note does, in a sentence (the owner named). */
function effect(view: GameView, key: string): string {
  const parsed = parseNoteKey(key);
  const owner = view.players[parsed?.owner ?? -1]?.name ?? 'its owner';
  switch (parsed?.id) {
    case GIFT_OF_PRESCIENCE:
      return `Take ${owner}'s 0 token: you are first in initiative order this round. The note stays face up until the end of the status phase.`;
    case CYBERNETIC_ENHANCEMENTS:
      return `A token leaves ${owner}'s strategy pool; you gain one in yours. The note goes back.`;
    case MILITARY_SUPPORT:
      return `A token leaves ${owner}'s strategy pool; you may place ${MILITARY_SUPPORT_INFANTRY} infantry on a planet you control. The note goes back.`;
    case FIRES_OF_THE_GASHLAI:
      return `Your action: a token leaves ${owner}'s fleet pool and you gain War Sun; your turn ends. The note goes back.`;
    case RESEARCH_AGREEMENT:
      return `Gain a technology ${owner} researched this turn (not a faction technology). The note goes back.`;
    case SCEPTER_OF_DOMINION:
      return `Name a system with your units that is no home: every other player with a token on ${owner}'s command sheet puts a token there. The note goes back.`;
    default:
      return `Its effect is made at the table (edits); the log records it and the note goes back to ${owner}.`;
  }
}

/** The notes the engine lets this player play now. */
export function NotesToPlay() {
  const view = useClient((s) => s.view);
  const seat = useClient((s) => (s.you?.kind === 'seat' ? s.you.seat : null));
  const offers = (view?.legal ?? []).filter((i): i is PlayNote => i.type === 'play-promissory-note');
  if (!view || seat === null || offers.length === 0) return null;
  // Notes resolved by the engine first; the ones played for the record after.
  const engine = offers.filter((o) => RESOLVED_NOTES.includes(parseNoteKey(o.note)?.id ?? ''));
  const record = offers.filter((o) => !engine.includes(o));
  return (
    <section className="card window-cards" aria-label="Promissory notes to play" data-testid="notes-to-play">
      <h2>Promissory notes to play now</h2>
      <p className="hint">Nobody sees which notes you hold until you play one.</p>
      {engine.map((offer) => (
        <NoteOffer key={offer.note} offer={offer} view={view} seat={seat} />
      ))}
      {record.length > 0 && (
        <details data-testid="notes-for-the-record">
          <summary>Other notes (played at the table)</summary>
          {record.map((offer) => (
            <NoteOffer key={offer.note} offer={offer} view={view} seat={seat} />
          ))}
        </details>
      )}
    </section>
  );
}

function NoteOffer({ offer, view, seat }: { offer: PlayNote; view: GameView; seat: number }) {
  const name = noteName(view, offer.note);
  const military = parseNoteKey(offer.note)?.id === MILITARY_SUPPORT;
  const planets = military ? militarySupportPlanets(view, seat) : [];
  const [planet, setPlanet] = useState<string>(offer.planet ?? '');
  const scepter = parseNoteKey(offer.note)?.id === SCEPTER_OF_DOMINION;
  const systems = scepter ? scepterSystems(view, seat) : [];
  const [system, setSystem] = useState<string>(offer.system ?? systems[0] ?? '');
  const agreement = parseNoteKey(offer.note)?.id === RESEARCH_AGREEMENT;
  const techs = agreement ? agreementTechnologies(view, seat) : [];
  const [technology, setTechnology] = useState<string>(offer.technology ?? techs[0] ?? '');
  const testid = `note-${offer.note.replace(':', '-')}`;
  return (
    <div className="window-card" data-testid={testid}>
      <h3>
        <CardChip tip={promissoryNoteTip(offer.note, view.players)} />
      </h3>
      <p className="hint">{effect(view, offer.note)}</p>
      {military && (
        <label className="inline">
          Infantry on{' '}
          <select value={planet} onChange={(e) => setPlanet(e.target.value)} data-testid={`${testid}-planet`}>
            <option value="">No infantry</option>
            {planets.map((id) => (
              <option key={id} value={id}>
                {PLANETS_BY_ID.get(id)?.name ?? id}
              </option>
            ))}
          </select>
        </label>
      )}
      {agreement && (
        <label className="inline">
          Technology{' '}
          <select
            value={technology}
            onChange={(e) => setTechnology(e.target.value)}
            data-testid={`${testid}-technology`}
          >
            {techs.map((id) => (
              <option key={id} value={id}>
                {TECHNOLOGIES_BY_ID.get(id)?.name ?? id}
              </option>
            ))}
          </select>
        </label>
      )}
      {scepter && (
        <label className="inline">
          System{' '}
          <select value={system} onChange={(e) => setSystem(e.target.value)} data-testid={`${testid}-system`}>
            {systems.map((id) => (
              <option key={id} value={id}>
                {systemLabel(id)}
              </option>
            ))}
          </select>
        </label>
      )}{' '}
      <button
        type="button"
        className="small"
        data-testid={`play-${testid}`}
        onClick={() =>
          send(
            military && planet
              ? { type: 'play-promissory-note', note: offer.note, planet }
              : scepter
                ? { type: 'play-promissory-note', note: offer.note, system }
                : agreement
                  ? { type: 'play-promissory-note', note: offer.note, technology }
                  : { type: 'play-promissory-note', note: offer.note },
          )
        }
      >
        Play {name}
      </button>
    </div>
  );
}

/** The command sheet's notes: the owner's hand, or a count; the play area for everyone. */
export function NotesOnSheet({ players, p }: { players: GameView['players']; p: PlayerView }) {
  if (p.promissoryNoteCount === undefined) return null;
  const inPlay = p.notesInPlay ?? [];
  return (
    <>
      <h3>Promissory notes</h3>
      {p.promissoryNotes ? (
        <ul className="plain hand" data-testid="own-notes">
          {p.promissoryNotes.map((key) => (
            <CardChip
              key={key}
              as="li"
              tip={promissoryNoteTip(key, players)}
              testid={`own-note-${key.replace(':', '-')}`}
            />
          ))}
          {p.promissoryNotes.length === 0 && <li className="hint">No promissory notes.</li>}
        </ul>
      ) : (
        <p>
          {p.promissoryNoteCount} promissory note{p.promissoryNoteCount === 1 ? '' : 's'} (hidden)
        </p>
      )}
      {inPlay.length > 0 && (
        <p data-testid={`notes-in-play-${p.seat}`}>
          Face up in play:{' '}
          {inPlay.map((key, i) => (
            <span key={key}>
              {i > 0 && ', '}
              <CardChip tip={promissoryNoteTip(key, players)} />
            </span>
          ))}
        </p>
      )}
    </>
  );
}
