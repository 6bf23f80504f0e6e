// The lobby before the draft starts: that a Milty draft will run, how it goes, and the host's bans
// and priority factions.

import type { SetupDraftSummary } from '@initiative/rules';
import { factionName } from '../../format/setup-draft.ts';

export function DraftPlan({
  draft,
  players,
}: {
  readonly draft: SetupDraftSummary;
  readonly players: number;
}) {
  const eq = draft.format === 'milty-eq';
  return (
    <section className="card draft-plan" aria-labelledby="draft-plan-title" data-testid="draft-plan">
      <h2 id="draft-plan-title">{eq ? 'Milty-EQ draft' : 'Milty draft'} before the game</h2>
      <p>
        When every seat is taken the host starts the draft. Over three snake rounds each of the {players}{' '}
        players takes one faction, one slice of the galaxy and one position at the table (position 1 is the
        speaker). The game then starts on the drafted map, seated by position.
      </p>
      {eq && (
        <p className="hint">
          Milty-EQ slices hold four systems; the equidistant systems between the homes are placed by the
          draft.
        </p>
      )}
      {draft.bans.length > 0 && (
        <p>
          <strong>Banned:</strong> {draft.bans.map(factionName).join(', ')}
        </p>
      )}
      {draft.priority.length > 0 && (
        <p>
          <strong>Always in the pool:</strong> {draft.priority.map(factionName).join(', ')}
        </p>
      )}
      <p className="hint">Factions are drafted, so the invite page does not ask for one.</p>
    </section>
  );
}
