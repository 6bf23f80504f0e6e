// "Generate slices": Milty (or Milty-EQ) slices without a game, for a group that drafts elsewhere
// (over voice, on a Tabletop Playground table): the slices drawn as small maps with their values, the
// seed to draw the same ones again, and the map string with slice 1 at the speaker's position.

import { useState, type FormEvent } from 'react';
import { MAX_PLAYERS, MIN_PLAYERS, type GeneratedSlices, type SetupDraftFormat } from '@initiative/rules';
import { ApiError, api } from '../api.ts';
import { CopyLink } from '../components/copy-link.tsx';
import { SliceOptionFields } from '../components/setup-draft/draft-options-fields.tsx';
import { SliceMap } from '../components/setup-draft/slice-map.tsx';
import { defaultDraftForm, draftOptionsBody, type DraftForm } from '../format/draft-options.ts';
import { optimalText, sliceDescription, sliceExtrasText } from '../format/setup-draft.ts';
import '../components/setup-draft/draft-board.css';

const SEED = /^[A-Za-z0-9_-]{1,64}$/;

export function SlicesPage() {
  const [players, setPlayers] = useState(6);
  const [format, setFormat] = useState<SetupDraftFormat>('milty');
  const [form, setForm] = useState<DraftForm>(() => defaultDraftForm('milty'));
  const [thundersEdge, setThundersEdge] = useState(false);
  const [seed, setSeed] = useState('');
  const [result, setResult] = useState<GeneratedSlices | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // The faction part of the form does not apply here; only its slice problems are shown.
  const checked = draftOptionsBody(
    { ...form, format, factions: '', bans: [], priority: [] },
    players,
    thundersEdge,
  );
  const problems = checked.ok ? [] : checked.problems;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!checked.ok) {
      setError(checked.problems.join(' '));
      return;
    }
    if (seed.trim() !== '' && !SEED.test(seed.trim())) {
      setError('A seed is letters, digits, - and _ (up to 64).');
      return;
    }
    const { body } = checked;
    setBusy(true);
    try {
      setResult(
        await api.generateSlices({
          format,
          players,
          thundersEdge,
          ...(body.slices !== undefined && { slices: body.slices }),
          ...(body.bounds !== undefined && { bounds: body.bounds }),
          ...(body.minWormholes !== undefined && { minWormholes: body.minWormholes }),
          ...(body.minLegendaries !== undefined && { minLegendaries: body.minLegendaries }),
          ...(seed.trim() !== '' && { seed: seed.trim() }),
        }),
      );
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Could not generate slices.');
    } finally {
      setBusy(false);
    }
  }

  const eq = format === 'milty-eq';
  return (
    <main className="page slices-page">
      <p>
        <a href="/">← Initiative</a>
      </p>
      <h1>Generate Milty slices</h1>
      <p className="lead">
        Slices for a draft held elsewhere: each with its optimal resources and influence, wormholes and
        legendary planets, and a map string that seats slice 1 at the speaker.
      </p>
      <form className="card form" onSubmit={submit} aria-label="Generate slices">
        <label>
          Players
          <select name="players" value={players} onChange={(e) => setPlayers(Number(e.target.value))}>
            {Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + 1 }, (_, i) => MIN_PLAYERS + i).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <fieldset>
          <legend>Format</legend>
          {(
            [
              ['milty', 'Milty'],
              ['milty-eq', 'Milty-EQ (four-system slices)'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="inline">
              <input
                type="radio"
                name="format"
                value={value}
                checked={format === value}
                onChange={() => setFormat(value)}
              />{' '}
              {label}
            </label>
          ))}
        </fieldset>
        <SliceOptionFields
          form={{ ...form, format }}
          players={players}
          onChange={(change) => setForm((f) => ({ ...f, ...change }))}
        />
        <label className="inline">
          <input
            type="checkbox"
            name="thunders-edge"
            checked={thundersEdge}
            onChange={(e) => setThundersEdge(e.target.checked)}
          />{' '}
          Include Thunder’s Edge systems
        </label>
        <label>
          Seed (optional)
          <input name="seed" value={seed} maxLength={64} onChange={(e) => setSeed(e.target.value)} />
          <span className="hint">The same seed and options draw the same slices; empty draws new ones.</span>
        </label>
        {problems.length > 0 && (
          <ul className="error problems" aria-live="polite">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {busy ? 'Generating…' : result ? 'Generate again' : 'Generate slices'}
        </button>
      </form>
      {result && (
        <section
          className="card generated-slices"
          aria-labelledby="generated-title"
          data-testid="generated-slices"
        >
          <h2 id="generated-title">
            {result.slices.length} slices · seed {result.seed}
          </h2>
          <ul className="plain slice-grid">
            {result.slices.map((slice, i) => {
              const extras = sliceExtrasText(slice);
              return (
                <li key={i} className="draft-item" data-testid={`generated-slice-${i}`}>
                  <span className="draft-pick-name" aria-hidden="true">
                    Slice {i + 1}
                  </span>
                  <span className="sr-only">{sliceDescription(slice, i)}</span>
                  <SliceMap systems={slice.systems} eq={eq} homeColor={null} />
                  <span className="slice-values" title={`Optimal ${optimalText(slice)}`} aria-hidden="true">
                    <span>{slice.optimal.resources} R</span>
                    <span>{slice.optimal.influence} I</span>
                    <span>= {slice.optimal.total}</span>
                  </span>
                  {extras && (
                    <span className="slice-extras" aria-hidden="true">
                      {extras}
                    </span>
                  )}
                  <span className="hint">Tiles {slice.systems.join(', ')}</span>
                </li>
              );
            })}
          </ul>
          {result.equidistants.length > 0 && (
            <p>Equidistant systems (by position): {result.equidistants.join(', ')}</p>
          )}
          <CopyLink
            label="Map string (slice 1 at position 1, the speaker’s)"
            url={result.mapString}
            testId="slices-map-string"
          />
        </section>
      )}
    </main>
  );
}
