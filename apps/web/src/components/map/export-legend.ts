// The legend drawn beside the galaxy in a saved map picture: the game's name, the round, and each
// player (colour, name, faction, victory points, strategy cards), so the picture says who is who
// without the page around it. Pure: it returns SVG markup in map units.

import {
  STRATEGY_CARDS_BY_ID,
  type GameView,
  type PlayerColor,
  type StrategyCardId,
} from '@initiative/rules';
import { factionNames } from './home.ts';

export interface LegendPlayer {
  readonly seat: number;
  readonly name: string;
  readonly faction: string;
  /** The player's colour as a CSS colour value. */
  readonly color: string;
  readonly victoryPoints: number;
  /** Their strategy cards, lowest initiative first ("1 Leadership"). */
  readonly cards: readonly string[];
}

export interface LegendTitle {
  readonly game: string;
  readonly round: number;
  readonly victoryTarget: number;
}

/** The legend's width in map units; the picture is this much wider than the galaxy. */
export const LEGEND_WIDTH = 310;
const PAD = 16;
const HEAD = 78;
const ROW = 70;

/** The players as the legend lists them, in seat order. */
export function legendPlayers(
  view: Pick<GameView, 'players' | 'cards'>,
  colorOf: (color: PlayerColor) => string,
): LegendPlayer[] {
  const held = (Object.entries(view.cards) as [StrategyCardId, GameView['cards'][StrategyCardId]][])
    .map(([id, state]) => ({ card: STRATEGY_CARDS_BY_ID.get(id), holder: state.holder }))
    .sort((a, b) => (a.card?.initiative ?? 0) - (b.card?.initiative ?? 0));
  return view.players.map((p) => ({
    seat: p.seat,
    name: p.name,
    faction: factionNames(p.faction).full,
    color: colorOf(p.color),
    victoryPoints: p.victoryPoints,
    cards: held
      .filter((h) => h.holder === p.seat && h.card)
      .map((h) => `${h.card?.initiative} ${h.card?.name}`),
  }));
}

/** The legend's height in map units. */
export const legendHeight = (players: number): number => HEAD + players * ROW + PAD;

const escapeXml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`);

/** The legend as SVG markup with its top left at (x, y), in map units, styles inline. */
export function legendSvg(
  players: readonly LegendPlayer[],
  title: LegendTitle,
  x: number,
  y: number,
): string {
  const font = "font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif";
  const text = (
    tx: number,
    ty: number,
    size: number,
    weight: number,
    fill: string,
    body: string,
    end = false,
  ) =>
    `<text x="${tx}" y="${ty}" style="${font};font-size:${size}px;font-weight:${weight};fill:${fill}${
      end ? ';text-anchor:end' : ''
    }">${escapeXml(body)}</text>`;
  const right = x + LEGEND_WIDTH - PAD;
  const parts = [
    `<rect x="${x}" y="${y}" width="${LEGEND_WIDTH}" height="${legendHeight(players.length)}" rx="10" style="fill:#161b22;stroke:#30363d;stroke-width:1.5"/>`,
    text(x + PAD, y + 30, 20, 700, '#f3f6fa', title.game || 'Galaxy'),
    text(x + PAD, y + 54, 14, 500, '#b9c7da', `Round ${title.round} · ${title.victoryTarget} points to win`),
  ];
  players.forEach((p, i) => {
    const top = y + HEAD + i * ROW;
    parts.push(
      `<line x1="${x + PAD}" x2="${right}" y1="${top - 6}" y2="${top - 6}" style="stroke:#30363d;stroke-width:1"/>`,
      `<circle cx="${x + PAD + 9}" cy="${top + 12}" r="9" style="fill:${escapeXml(p.color)};stroke:#e6edf3;stroke-width:1.5"/>`,
      text(x + PAD + 26, top + 18, 16, 700, '#f3f6fa', p.name),
      text(right, top + 18, 16, 700, '#f0b429', `${p.victoryPoints} VP`, true),
      text(x + PAD + 26, top + 38, 13, 500, '#c9d3df', p.faction),
      text(
        x + PAD + 26,
        top + 56,
        13,
        500,
        '#9fb0c4',
        p.cards.length > 0 ? p.cards.join(', ') : 'No strategy card',
      ),
    );
  });
  return `<g class="legend">${parts.join('')}</g>`;
}
