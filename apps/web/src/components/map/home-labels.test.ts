import { describe, expect, it } from 'vitest';
import { createGame, hexCenter, viewFor, type GameView, type SystemState } from '@initiative/rules';
import { DETAILS } from './detail.ts';
import { HEX, HEX_DRAWN, insideHex, overlaps, textWidth, type Rect } from './geometry.ts';
import { homeLabels, homeSpots, LABEL_DEPTH, labelRooms, type HomeSpot } from './home-labels.ts';

function view(seats: number): GameView {
  const factions = [
    'federation-of-sol',
    'emirates-of-hacan',
    'xxcha-kingdom',
    'arborec',
    'winnu',
    'nekro-virus',
  ];
  const names = ['Ada', 'Alexandria the Great', 'Cyd', 'Dag', 'Eli', 'Fen'];
  const colors = ['red', 'blue', 'purple', 'green', 'yellow', 'black'];
  const created = createGame(
    {
      name: 'Labels',
      seats: Array.from({ length: seats }, (_, i) => ({
        name: names[i],
        color: colors[i],
        faction: factions[i],
      })),
      victoryPoints: 10,
      mapString: null,
      options: { editsNeedApproval: false, timedConstruction: false },
    } as Parameters<typeof createGame>[0],
    'labels',
  );
  if (!created.ok) throw new Error(created.message);
  return viewFor(created.state, { kind: 'spectator' });
}

const corners = (r: Rect) => [
  { x: r.x, y: r.y },
  { x: r.x + r.w, y: r.y },
  { x: r.x, y: r.y + r.h },
  { x: r.x + r.w, y: r.y + r.h },
];

/** The tiles (on the board) a rectangle reaches into, other than `except`. */
function tilesUnder(box: Rect, systems: readonly SystemState[], except: string): string[] {
  return systems
    .filter((s) => s.position >= 0 && s.systemId !== except)
    .filter((s) => {
      const c = hexCenter(s.position, HEX);
      return corners(box).some((p) => insideHex(p.x - c.x, p.y - c.y, HEX_DRAWN));
    })
    .map((s) => s.systemId);
}

describe.each([3, 4, 6])('the players’ labels on a %i-player map', (seats) => {
  const v = view(seats);
  const systems = v.galaxy.systems;
  const spots = homeSpots(systems, v.players);

  it('finds every player’s home, and labels it on the side away from the middle when that side is free', () => {
    expect(spots.map((s) => s.seat).sort()).toEqual(v.players.map((p) => p.seat));
    for (const s of spots) {
      expect(s.systemId).toBe(v.players[s.seat]?.homeSystem);
      expect(s.side, `${s.systemId}`).not.toBe('inside');
      if (s.side === 'above') expect(s.cy).toBeLessThanOrEqual(0);
    }
  });

  it('close up: the name on its plate and the faction, beside the home, over no other tile', () => {
    const labels = homeLabels(spots, v.players, DETAILS.near);
    expect(labels).toHaveLength(seats);
    for (const l of labels) {
      const p = v.players[l.seat];
      expect(l.lines.map((x) => x.plate)).toEqual([true, false]);
      // A long name is cut to the room there is between the tiles, with an ellipsis.
      if (p?.name === 'Alexandria the Great') expect(l.lines[0]?.text).toMatch(/^Alexandr.*…$/);
      else expect(l.lines[0]?.text).toBe(p?.name);
      for (const line of l.lines) {
        expect(tilesUnder(line.box, systems, l.systemId), `${line.text}`).toEqual([]);
        expect(textWidth(line.text, line.font)).toBeLessThanOrEqual(line.box.w);
      }
      const [a, b] = l.lines;
      if (a && b) expect(overlaps(a.box, b.box)).toBe(false);
    }
    expect(labels.find((l) => l.seat === 0)?.lines[1]?.text).toBe('Sol');
  });

  it('further out the name alone, in larger letters, inside the room the fit keeps for it; far out none', () => {
    const rooms = labelRooms(spots);
    for (const l of homeLabels(spots, v.players, DETAILS.mid)) {
      expect(l.lines).toHaveLength(1);
      expect(l.lines[0]?.font).toBe(DETAILS.mid.nameFont);
      const box = l.lines[0]?.box as Rect;
      expect(
        rooms.some((r) =>
          corners(box).every((c) => c.x >= r.x && c.x <= r.x + r.w && c.y >= r.y && c.y <= r.y + r.h),
        ),
      ).toBe(true);
      expect(tilesUnder(box, systems, l.systemId)).toEqual([]);
    }
    expect(rooms.every((r) => r.h === LABEL_DEPTH)).toBe(true);
    expect(homeLabels(spots, v.players, DETAILS.far)).toEqual([]);
  });
});

describe('a home with tiles above and below it', () => {
  it('is labelled over its own lower part', () => {
    const v = view(3);
    const home = v.players[0]?.homeSystem as string;
    // The home in the middle of a column of three.
    const at = (systemId: string, position: number) => ({ systemId, position }) as unknown as SystemState;
    const column = [at(home, 0), at('19', 1), at('20', 4)];
    const [spot] = homeSpots(column, v.players) as [HomeSpot];
    expect(spot.side).toBe('inside');
    expect(labelRooms([spot])).toEqual([]);
    const [label] = homeLabels([spot], v.players, DETAILS.near);
    for (const line of label?.lines ?? [])
      expect(corners(line.box).every((c) => insideHex(c.x, c.y))).toBe(true);
  });
});
