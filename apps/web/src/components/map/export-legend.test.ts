import { describe, expect, it } from 'vitest';
import { createGame, viewFor, type GameView } from '@initiative/rules';
import { LEGEND_WIDTH, legendHeight, legendPlayers, legendSvg } from './export-legend.ts';

function view(): GameView {
  const created = createGame(
    {
      name: 'Legend',
      seats: [
        { name: 'Ada', color: 'red', faction: 'federation-of-sol' },
        { name: 'B<r>in & co', color: 'blue', faction: 'emirates-of-hacan' },
        { name: 'Cyd', color: 'green', faction: 'xxcha-kingdom' },
      ],
      victoryPoints: 10,
      mapString: null,
      options: { editsNeedApproval: false, timedConstruction: false },
    } as Parameters<typeof createGame>[0],
    'legend',
  );
  if (!created.ok) throw new Error(created.message);
  return viewFor(created.state, { kind: 'spectator' });
}

const hex = (c: string) => ({ red: '#e5484d', blue: '#3e7bfa', green: '#30a46c' })[c] ?? '#888';

describe('the saved picture’s legend', () => {
  const base = view();
  // Ada holds Leadership and Warfare, Cyd Trade; Ada has scored 3 points.
  const v: GameView = {
    ...base,
    players: base.players.map((p) => (p.seat === 0 ? { ...p, victoryPoints: 3 } : p)),
    cards: {
      ...base.cards,
      warfare: { ...base.cards.warfare, holder: 0 },
      leadership: { ...base.cards.leadership, holder: 0 },
      trade: { ...base.cards.trade, holder: 2 },
    },
  };

  it('lists each player in seat order with colour, faction, points and strategy cards by initiative', () => {
    const players = legendPlayers(v, hex);
    expect(players.map((p) => p.name)).toEqual(['Ada', 'B<r>in & co', 'Cyd']);
    expect(players[0]).toMatchObject({
      faction: 'The Federation of Sol',
      color: '#e5484d',
      victoryPoints: 3,
      cards: ['1 Leadership', '6 Warfare'],
    });
    expect(players[1]?.cards).toEqual([]);
    expect(players[2]?.cards).toEqual(['5 Trade']);
  });

  it('draws the game’s name, the round and every player, escaping what they typed', () => {
    const svg = legendSvg(legendPlayers(v, hex), { game: 'Friday & co', round: 2, victoryTarget: 10 }, 0, 0);
    expect(svg).toContain('Friday &amp; co');
    expect(svg).toContain('Round 2 · 10 points to win');
    expect(svg).toContain('B&lt;r&gt;in &amp; co');
    expect(svg).not.toContain('B<r>in');
    for (const text of [
      'Ada',
      '3 VP',
      'The Emirates of Hacan',
      '1 Leadership, 6 Warfare',
      'No strategy card',
    ])
      expect(svg).toContain(text);
    expect(svg).toContain('fill:#3e7bfa');
    // Well-formed: every opened element is closed.
    expect(new DOMParserLike(svg).balanced()).toBe(true);
  });

  it('is as tall as its rows and a fixed width', () => {
    expect(legendHeight(6)).toBeGreaterThan(legendHeight(3));
    expect(LEGEND_WIDTH).toBeGreaterThan(250);
  });
});

/** Counts open and close tags: enough to catch a tag left open, without a DOM in the test. */
class DOMParserLike {
  constructor(private readonly markup: string) {}
  balanced(): boolean {
    const opened = (this.markup.match(/<(g|text)\b/g) ?? []).length;
    const closed = (this.markup.match(/<\/(g|text)>/g) ?? []).length;
    return opened === closed;
  }
}
