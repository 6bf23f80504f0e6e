import { useEffect, useState, type FormEvent } from 'react';
import { factionsInPlay, PLAYER_COLORS, type GameSummary, type PlayerColor } from '@initiative/rules';
import { ApiError, api } from '../api.ts';
import { loadCredentials, saveCredentials } from '../credentials.ts';
import { navigate } from '../route.ts';

export function JoinPage({ gameId }: { gameId: string }) {
  const [summary, setSummary] = useState<GameSummary | null>(null);
  const [name, setName] = useState('');
  const [color, setColor] = useState<PlayerColor | null>(null);
  const [seat, setSeat] = useState<number | null>(null);
  const [faction, setFaction] = useState<string>('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (loadCredentials(gameId).seatToken) {
      navigate(`/g/${gameId}`, true);
      return;
    }
    api
      .summary(gameId)
      .then((s) => {
        setSummary(s);
        const free = s.seats.find((x) => !x.claimed);
        setSeat(free ? free.seat : null);
        const used = new Set(s.seats.map((x) => x.color));
        setColor(PLAYER_COLORS.find((c) => !used.has(c)) ?? null);
      })
      .catch((e: unknown) => setError(e instanceof ApiError ? e.message : 'Could not load the game.'));
  }, [gameId]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (seat === null || color === null || !summary) return;
    setError(null);
    // Taking over a seat in a started game keeps that seat's name and colour.
    const taken = summary.seats[seat];
    const body =
      summary.status === 'lobby'
        ? { seat, name, color, faction: faction === '' || summary.setupDraft ? null : faction }
        : { seat, name: taken?.name ?? 'Player', color: (taken?.color as PlayerColor | null) ?? color };
    try {
      const claimed = await api.claimSeat(gameId, body);
      saveCredentials(gameId, { seatToken: claimed.seatToken, seat: claimed.seat });
      navigate(`/g/${gameId}`);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Could not take the seat.');
      api.summary(gameId).then(setSummary, () => undefined);
    }
  }

  if (!summary) {
    return (
      <main className="page">{error ? <p className="error">{error}</p> : <p>Loading the game…</p>}</main>
    );
  }
  const usedColors = new Set(summary.seats.filter((s) => s.claimed).map((s) => s.color));
  const started = summary.status !== 'lobby';
  return (
    <main className="page">
      <h1>Join “{summary.name}”</h1>
      <form className="card form" onSubmit={submit} aria-label="Join the game">
        {!started && (
          <label>
            Your name
            <input
              name="player-name"
              value={name}
              maxLength={32}
              required
              onChange={(e) => setName(e.target.value)}
            />
          </label>
        )}
        <fieldset>
          <legend>Seat {started && '(the game has started: you take over a free seat)'}</legend>
          <div className="seat-grid">
            {summary.seats.map((s) => (
              <label key={s.seat} className={`seat-choice ${s.claimed ? 'taken' : ''}`}>
                <input
                  type="radio"
                  name="seat"
                  disabled={s.claimed}
                  checked={seat === s.seat}
                  onChange={() => setSeat(s.seat)}
                />
                Seat {s.seat + 1} {s.claimed ? `— ${s.name ?? ''}` : '— free'}
              </label>
            ))}
          </div>
        </fieldset>
        {!started && (
          <fieldset>
            <legend>Colour</legend>
            <div className="color-grid">
              {PLAYER_COLORS.map((c) => (
                <label key={c} className={`swatch color-${c} ${usedColors.has(c) ? 'taken' : ''}`} title={c}>
                  <input
                    type="radio"
                    name="color"
                    value={c}
                    disabled={usedColors.has(c)}
                    checked={color === c}
                    onChange={() => setColor(c)}
                  />
                  {c}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        {!started && summary.setupDraft && (
          <p className="hint" data-testid="join-draft-note">
            Factions, slices and seating are picked in a Milty draft in the lobby once every seat is taken.
          </p>
        )}
        {!started && summary.factions === 'chosen' && !summary.setupDraft && (
          <label>
            Faction
            <select name="faction" value={faction} onChange={(e) => setFaction(e.target.value)}>
              <option value="">Random</option>
              {factionsInPlay(summary.thundersEdge).map((f) => (
                <option
                  key={f.id}
                  value={f.id}
                  disabled={summary.seats.some((s) => s.claimed && s.faction === f.id)}
                >
                  {f.name}
                </option>
              ))}
            </select>
          </label>
        )}
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" disabled={seat === null || color === null}>
          Take seat {seat === null ? '' : seat + 1}
        </button>
      </form>
    </main>
  );
}
