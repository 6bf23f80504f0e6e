// Who is who: each player's name (on a plate in their colour) and faction, written just outside their
// home tile, in the empty hex beyond the galaxy's edge (above or below the home, away from the
// middle), where it hides no tile. A home with tiles on both sides has its label over its own lower
// part. Pure geometry in map units; the map draws the labels over the tiles (home-label-layer.tsx).

import { hexCenter, type PlayerView, type SystemState } from '@initiative/rules';
import { FONT, HEX, fitText, textWidth, type Rect } from './geometry.ts';
import { DETAILS, FAR_FONT, type Detail } from './detail.ts';
import { factionNames, homeOwnerOf } from './home.ts';

export type LabelSide = 'above' | 'below' | 'inside';

export interface HomeLabelLine {
  readonly text: string;
  /** Centre of the text's baseline. */
  readonly x: number;
  readonly y: number;
  readonly box: Rect;
  /** The owner's name, on a plate in their colour (the faction line is plain text). */
  readonly plate: boolean;
  readonly font: number;
}

export interface HomeLabel {
  readonly seat: number;
  readonly systemId: string;
  readonly side: LabelSide;
  readonly lines: readonly HomeLabelLine[];
}

/** Where a home's label goes: the home's centre, which side, and whether its corners are free. */
export interface HomeSpot {
  readonly seat: number;
  readonly systemId: string;
  readonly cx: number;
  readonly cy: number;
  readonly side: LabelSide;
  /** No tile beside the label's row on the left (right): it may reach further that way. */
  readonly leftOpen: boolean;
  readonly rightOpen: boolean;
}

const SQRT3 = Math.sqrt(3);
/** From a hex's centre to its flat top or bottom edge. */
const EDGE = (HEX * SQRT3) / 2;
const EDGE_GAP = 3;
/** Close up the name's row starts this far from the home's edge, beyond the faction's row. */
const NAME_FROM_EDGE = EDGE_GAP + FONT + 3 + 1;
/** Further out, with no faction row, a little off the edge: the empty hex beyond widens away from it. */
const LONE_NAME_FROM_EDGE = 11;
/** How far a label reaches beyond its home's edge at most (whichever zoom). */
export const LABEL_DEPTH = Math.max(
  NAME_FROM_EDGE + (DETAILS.near.nameFont ?? FONT) + 3,
  LONE_NAME_FROM_EDGE + (DETAILS.mid.nameFont ?? FAR_FONT) + 3,
);

const key = (x: number, y: number) => `${Math.round(x)},${Math.round(y)}`;

/** Each seated player's home on the board, and the side its label takes. */
export function homeSpots(systems: readonly SystemState[], players: readonly PlayerView[]): HomeSpot[] {
  const onBoard = systems.filter((s) => s.position >= 0);
  const taken = new Set(onBoard.map((s) => hexCenter(s.position, HEX)).map((c) => key(c.x, c.y)));
  const spots: HomeSpot[] = [];
  for (const s of onBoard) {
    const owner = homeOwnerOf(s.systemId, players);
    if (!owner) continue;
    const { x: cx, y: cy } = hexCenter(s.position, HEX);
    const free = (dy: number) => !taken.has(key(cx, cy + dy));
    // Away from the middle first: a home in the top half labels above itself.
    const order: ('above' | 'below')[] = cy <= 0 ? ['above', 'below'] : ['below', 'above'];
    const side = order.find((o) => free(o === 'above' ? -2 * EDGE : 2 * EDGE)) ?? 'inside';
    const dy = side === 'above' ? -EDGE : EDGE;
    spots.push({
      seat: owner.seat,
      systemId: s.systemId,
      cx,
      cy,
      side,
      leftOpen: side !== 'inside' && !taken.has(key(cx - 1.5 * HEX, cy + dy)),
      rightOpen: side !== 'inside' && !taken.has(key(cx + 1.5 * HEX, cy + dy)),
    });
  }
  return spots;
}

/** The room each label may take, whatever the zoom: the fit keeps it on screen and clear of the tools. */
export function labelRooms(spots: readonly HomeSpot[]): Rect[] {
  return spots
    .filter((s) => s.side !== 'inside')
    .map((s) => ({
      x: s.cx - HEX,
      y: s.side === 'above' ? s.cy - EDGE - LABEL_DEPTH : s.cy + EDGE,
      w: 2 * HEX,
      h: LABEL_DEPTH,
    }));
}

/** One line of a label `d0` map units from its home's edge, cut to the room between the tiles there. */
function labelLine(spot: HomeSpot, text: string, font: number, d0: number, plate: boolean): HomeLabelLine {
  const h = font + 3;
  // A hex is 30 wide either side of its flat edge and widens by 1/√3 per unit away from it.
  const closed = HEX / 2 + d0 / SQRT3 - 2;
  const left = spot.leftOpen ? HEX - 2 : closed;
  const right = spot.rightOpen ? HEX - 2 : closed;
  const fitted = fitText(text, left + right - 8, font);
  const w = textWidth(fitted, font) + 8;
  // As near the home's middle as the room allows.
  const shift = Math.min(right - w / 2, Math.max(-left + w / 2, 0));
  const top =
    spot.side === 'above'
      ? spot.cy - EDGE - d0 - h
      : spot.side === 'below'
        ? spot.cy + EDGE + d0
        : spot.cy + EDGE - d0 - h;
  const x = spot.cx + shift;
  return { text: fitted, x, y: top + h - 0.27 * font, box: { x: x - w / 2, y: top, w, h }, plate, font };
}

/**
 * One label's lines: the player's name on its plate, and close up their faction's short name in the
 * row between the name and the home.
 */
export function labelLines(
  spot: HomeSpot,
  name: string,
  faction: string | null,
  detail: Detail,
): HomeLabelLine[] {
  if (detail.font === null || detail.nameFont === null) return [];
  if (faction === null || !detail.homeFaction)
    return [labelLine(spot, name, detail.nameFont, LONE_NAME_FROM_EDGE, true)];
  return [
    labelLine(spot, name, detail.nameFont, NAME_FROM_EDGE, true),
    labelLine(spot, faction, detail.font, EDGE_GAP, false),
  ];
}

/** The labels the map draws at this detail: none when it draws no text. */
export function homeLabels(
  spots: readonly HomeSpot[],
  players: readonly PlayerView[],
  detail: Detail,
): HomeLabel[] {
  if (detail.font === null) return [];
  return spots.flatMap((spot) => {
    const p = players[spot.seat];
    if (!p) return [];
    const lines = labelLines(spot, p.name, factionNames(p.faction).short, detail);
    return [{ seat: spot.seat, systemId: spot.systemId, side: spot.side, lines }];
  });
}
