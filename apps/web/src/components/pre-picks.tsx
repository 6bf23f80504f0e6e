// Draft pre-picks (server: apps/server/src/standing.ts): the player ranks the strategy cards they want
// for this round's draft (the next round's once this one's is over); when their pick comes the server
// takes the best-ranked card still free. The ranking is secret: it is read and saved over HTTP with the
// seat's token, never sent to anyone else, and changing it tells the table nothing.

import { useEffect, useState } from 'react';
import { STRATEGY_CARD_IDS, STRATEGY_CARDS_BY_ID, type StrategyCardId } from '@initiative/rules';
import { ApiError, api } from '../api.ts';
import { loadCredentials } from '../credentials.ts';
import { notify } from '../store.ts';
import { useClient } from '../use-client.ts';

const nameOf = (id: StrategyCardId) => STRATEGY_CARDS_BY_ID.get(id)?.name ?? id;

export function PrePicks({ gameId }: { gameId: string }) {
  const { seatToken } = loadCredentials(gameId);
  const phase = useClient((s) => s.view?.phase);
  const round = useClient((s) => s.view?.round ?? 0);
  const isSeat = useClient((s) => s.you?.kind === 'seat');
  const [saved, setSaved] = useState<StrategyCardId[] | null>(null);
  const [draft, setDraft] = useState<StrategyCardId[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const target = phase === 'setup' || phase === 'strategy' ? round : round + 1;

  useEffect(() => {
    if (!seatToken || !isSeat) return;
    let live = true;
    api
      .draftRanking(gameId, seatToken)
      .then(({ ranking }) => {
        if (!live) return;
        const cards = ranking ? [...ranking.cards] : [];
        setSaved(cards);
        setDraft(cards);
      })
      .catch(() => live && setSaved([]));
    return () => {
      live = false;
    };
  }, [gameId, seatToken, isSeat, target]);

  if (!seatToken || !isSeat || phase === 'ended' || saved === null) return null;
  const changed = draft.join() !== saved.join();
  const save = async (cards: StrategyCardId[]) => {
    setBusy(true);
    setError(null);
    try {
      const { ranking } = await api.setDraftRanking(gameId, seatToken, cards);
      setSaved([...ranking.cards]);
      setDraft([...ranking.cards]);
      notify(
        'info',
        cards.length ? 'Your pre-picks are saved (no one else can see them).' : 'Pre-picks cleared.',
      );
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Your pre-picks could not be saved.');
    } finally {
      setBusy(false);
    }
  };
  const move = (i: number, by: -1 | 1) => {
    const next = [...draft];
    const [card] = next.splice(i, 1);
    if (card) next.splice(i + by, 0, card);
    setDraft(next);
  };
  return (
    <section className="card pre-picks" aria-label="Pre-picks" data-testid="pre-picks">
      <h2>Pre-picks {target > round ? `for round ${target}` : ''}</h2>
      <p className="hint">
        Rank the cards you want; when your pick comes, the best one still free is taken for you at once.
        Secret: nobody else sees this list. Without a free card here you are asked as usual.
      </p>
      <ol className="pre-pick-list" data-testid="pre-pick-list">
        {draft.map((card, i) => (
          <li key={card}>
            <span>{nameOf(card)}</span>{' '}
            <button
              type="button"
              className="small secondary-button"
              aria-label={`Move ${nameOf(card)} up`}
              disabled={i === 0}
              onClick={() => move(i, -1)}
            >
              ↑
            </button>{' '}
            <button
              type="button"
              className="small secondary-button"
              aria-label={`Remove ${nameOf(card)}`}
              onClick={() => setDraft(draft.filter((c) => c !== card))}
            >
              ✕
            </button>
          </li>
        ))}
      </ol>
      <div className="pre-pick-add">
        {STRATEGY_CARD_IDS.filter((c) => !draft.includes(c)).map((card) => (
          <button
            key={card}
            type="button"
            className="small secondary-button"
            data-testid={`pre-pick-add-${card}`}
            onClick={() => setDraft([...draft, card])}
          >
            + {nameOf(card)}
          </button>
        ))}
      </div>
      <button
        type="button"
        disabled={busy || !changed}
        onClick={() => void save(draft)}
        data-testid="pre-pick-save"
      >
        Save pre-picks
      </button>{' '}
      {saved.length > 0 && (
        <button
          type="button"
          className="secondary-button"
          disabled={busy}
          onClick={() => void save([])}
          data-testid="pre-pick-clear"
        >
          Clear
        </button>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
