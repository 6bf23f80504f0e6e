import { useState, type FormEvent } from 'react';
import { ApiError, api } from '../api.ts';
import { saveCredentials } from '../credentials.ts';
import { navigate } from '../route.ts';
import { MyGames } from '../components/my-games.tsx';
import { FactionPoolFields, SliceOptionFields } from '../components/setup-draft/draft-options-fields.tsx';
import { defaultDraftForm, draftOptionsBody, type DraftForm } from '../format/draft-options.ts';

/** How the galaxy and the factions are set up: the standard way, a pasted map, or a Milty draft. */
type Setup = 'standard' | 'map' | 'milty' | 'milty-eq';
const SETUPS: readonly (readonly [Setup, string, string])[] = [
  ['standard', 'Random factions, standard map', 'The standard galaxy for the player count.'],
  ['map', 'Pasted map string', 'A galaxy made elsewhere (a map string).'],
  ['milty', 'Milty draft', 'Players draft a faction, a slice and a position in the lobby.'],
  ['milty-eq', 'Milty-EQ draft', 'Four-system slices; equidistant systems placed between homes.'],
];

/** Per-move limits to choose from: live sessions, then games over days. */
const TURN_LIMITS: readonly (readonly [string, string])[] = [
  ['', 'No limit'],
  ['5', '5 minutes (live)'],
  ['10', '10 minutes (live)'],
  ['30', '30 minutes'],
  ['720', '12 hours (async)'],
  ['1440', '24 hours (async)'],
  ['2880', '48 hours (async)'],
];

export function HomePage() {
  const [name, setName] = useState('');
  const [seats, setSeats] = useState(6);
  const [victoryPoints, setVictoryPoints] = useState<10 | 14>(10);
  const [factions, setFactions] = useState<'random' | 'chosen'>('random');
  const [mapString, setMapString] = useState('');
  const [setup, setSetup] = useState<Setup>('standard');
  const [draftForm, setDraftForm] = useState<DraftForm>(() => defaultDraftForm('milty'));
  const [editsNeedApproval, setEditsNeedApproval] = useState(false);
  const [timedConstruction, setTimedConstruction] = useState(false);
  const [spectatorsSeeTableChat, setSpectatorsSeeTableChat] = useState(false);
  const [turnLimit, setTurnLimit] = useState('');
  const [rollbackByHost, setRollbackByHost] = useState(false);
  const [thundersEdge, setThundersEdge] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const drafting = setup === 'milty' || setup === 'milty-eq';
  const draftResult = drafting
    ? draftOptionsBody({ ...draftForm, format: setup }, seats, thundersEdge)
    : null;
  const draftProblems = draftResult && !draftResult.ok ? draftResult.problems : [];

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (setup === 'map' && mapString.trim() === '') {
      setError('Paste a map string, or choose the standard map.');
      return;
    }
    if (draftResult && !draftResult.ok) {
      setError(`The draft options need fixing: ${draftResult.problems.join(' ')}`);
      return;
    }
    setBusy(true);
    try {
      const created = await api.createGame({
        name,
        seats,
        victoryPoints,
        ...(draftResult?.ok
          ? { draft: draftResult.body }
          : { factions, mapString: setup === 'map' ? mapString.trim() : null }),
        options: {
          editsNeedApproval,
          timedConstruction,
          spectatorsSeeTableChat,
          turnLimitMinutes: turnLimit === '' ? null : Number(turnLimit),
          rollbackByHost,
          thundersEdge,
        },
      });
      saveCredentials(created.gameId, { hostToken: created.hostToken });
      navigate(`/g/${created.gameId}`);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Could not create the game.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="page home">
      <h1>Initiative</h1>
      <p className="lead">
        Draft strategy cards, take strategic actions and follow secondaries with your Twilight Imperium table,
        online.
      </p>
      <MyGames />
      <p className="hint home-tools">
        Tools: <a href="/slices">Generate Milty slices</a> (with a map string) for a draft held elsewhere.
      </p>
      <form className="card form" onSubmit={submit} aria-label="Create a game">
        <h2>Create a game</h2>
        <label>
          Game name
          <input
            name="game-name"
            value={name}
            maxLength={60}
            required
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        <label>
          Players
          <select name="seats" value={seats} onChange={(e) => setSeats(Number(e.target.value))}>
            {[3, 4, 5, 6, 7, 8].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <fieldset>
          <legend>Victory points</legend>
          {([10, 14] as const).map((vp) => (
            <label key={vp} className="inline">
              <input
                type="radio"
                name="vp"
                checked={victoryPoints === vp}
                onChange={() => setVictoryPoints(vp)}
              />{' '}
              {vp}
            </label>
          ))}
        </fieldset>
        <label className="inline">
          <input
            type="checkbox"
            name="thunders-edge"
            checked={thundersEdge}
            onChange={(e) => setThundersEdge(e.target.checked)}
          />{' '}
          Thunder&apos;s Edge: its Construction (two structures, or a production and a structure) and Warfare
          (a tactical action without a command token), its five factions and its systems
        </label>
        <fieldset className="setup-choice" data-testid="setup-choice">
          <legend>Galaxy and factions</legend>
          <div className="setup-choices">
            {SETUPS.map(([value, label, hint]) => (
              <label key={value} className="inline setup-option">
                <input
                  type="radio"
                  name="setup"
                  value={value}
                  checked={setup === value}
                  onChange={() => setSetup(value)}
                  aria-describedby={`setup-hint-${value}`}
                />{' '}
                <span>
                  {label}
                  <span className="hint setup-hint" id={`setup-hint-${value}`}>
                    {hint}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {!drafting && (
          <fieldset>
            <legend>Factions</legend>
            <label className="inline">
              <input
                type="radio"
                name="factions"
                checked={factions === 'random'}
                onChange={() => setFactions('random')}
              />{' '}
              Random
            </label>
            <label className="inline">
              <input
                type="radio"
                name="factions"
                checked={factions === 'chosen'}
                onChange={() => setFactions('chosen')}
              />{' '}
              Players choose when they join
            </label>
          </fieldset>
        )}
        {setup === 'map' && (
          <label>
            Map string
            <textarea
              name="map-string"
              rows={3}
              maxLength={2000}
              value={mapString}
              placeholder="Tile numbers ring by ring, clockwise from the top, Mecatol Rex implied; 0 for a home slot"
              onChange={(e) => setMapString(e.target.value)}
            />
          </label>
        )}
        {drafting && (
          <fieldset className="draft-options" data-testid="draft-options">
            <legend>{setup === 'milty-eq' ? 'Milty-EQ draft' : 'Milty draft'}</legend>
            <FactionPoolFields
              form={draftForm}
              players={seats}
              thundersEdge={thundersEdge}
              onChange={(change) => setDraftForm((f) => ({ ...f, ...change }))}
            />
            <SliceOptionFields
              form={{ ...draftForm, format: setup }}
              players={seats}
              onChange={(change) => setDraftForm((f) => ({ ...f, ...change }))}
            />
            {draftProblems.length > 0 && (
              <ul className="error problems" aria-live="polite" data-testid="draft-problems">
                {draftProblems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            )}
            <p className="hint">
              Drafting elsewhere? <a href="/slices">Generate slices</a> and a map string without a game.
            </p>
          </fieldset>
        )}
        <label className="inline">
          <input
            type="checkbox"
            name="edits-need-approval"
            checked={editsNeedApproval}
            onChange={(e) => setEditsNeedApproval(e.target.checked)}
          />{' '}
          Table edits (moving units, control, trade goods…) wait for the host&apos;s approval
        </label>
        <label className="inline">
          <input
            type="checkbox"
            name="timed-construction"
            checked={timedConstruction}
            onChange={(e) => setTimedConstruction(e.target.checked)}
          />{' '}
          Timed construction: structures, units and technologies take status phases to finish
        </label>
        <label className="inline">
          <input
            type="checkbox"
            name="spectators-see-table-chat"
            checked={spectatorsSeeTableChat}
            onChange={(e) => setSpectatorsSeeTableChat(e.target.checked)}
          />{' '}
          Spectators may read the players&apos; table chat (they always have their own)
        </label>
        <label className="inline">
          <input
            type="checkbox"
            name="rollback-by-host"
            checked={rollbackByHost}
            onChange={(e) => setRollbackByHost(e.target.checked)}
          />{' '}
          Going back to an earlier move needs only the host&apos;s approval (otherwise every player whose move
          it erases must agree)
        </label>
        <label>
          Time per move
          <select name="turn-limit" value={turnLimit} onChange={(e) => setTurnLimit(e.target.value)}>
            {TURN_LIMITS.map(([minutes, label]) => (
              <option key={minutes} value={minutes}>
                {label}
              </option>
            ))}
          </select>
          <span className="hint">
            Past it, everyone sees that the player is over time (nothing is played for them).
          </span>
        </label>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {busy ? 'Creating…' : 'Create game'}
        </button>
      </form>
    </main>
  );
}
