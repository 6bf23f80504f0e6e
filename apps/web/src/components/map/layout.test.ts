import { describe, expect, it } from 'vitest';
import { SYSTEMS_BY_ID, UNIT_TYPES, type SystemData } from '@initiative/rules';
import {
  bodyBox,
  circleHitsRect,
  FONT,
  layoutTile,
  overlaps,
  rectInsideHex,
  unitGroups,
  type Rect,
  type TileInput,
  type TileLayout,
  type UnitCounts,
} from './layout.ts';
import { ANOMALY_NAMES, systemKindLabel, unitsLabel, WORMHOLE_NAMES } from './labels.ts';
import { tileInput } from './tile-input.ts';

/** A late-game home fleet: every kind of ship, and every kind of ground force and structure at home. */
const FULL_FLEET: UnitCounts = {
  flagship: 1,
  'war-sun': 1,
  dreadnought: 3,
  carrier: 4,
  cruiser: 2,
  destroyer: 3,
  fighter: 10,
};
const FULL_GROUND: UnitCounts = { infantry: 6, mech: 2, pds: 2, 'space-dock': 1 };
/** More than any tile can show: some groups must go to the "+N" marker. */
const HUGE_FLEET: UnitCounts = { ...FULL_FLEET, infantry: 4, mech: 2 };

function system(id: string): SystemData {
  const s = SYSTEMS_BY_ID.get(id);
  if (!s) throw new Error(`no system ${id}`);
  return s;
}

function homeWithFullFleet(
  id: string,
  owners: readonly number[] = [0],
  tokens: readonly number[] = [0],
  fleet: UnitCounts = FULL_FLEET,
): TileInput {
  const data = system(id);
  const space = Object.fromEntries(owners.map((o) => [String(o), fleet]));
  const ground = Object.fromEntries(data.planets.map((p) => [p.id, { '0': FULL_GROUND }]));
  return tileInput(data, { tokens, frontier: false, space, ground });
}

/** Every box a layout draws something in. */
function boxes(l: TileLayout): { what: string; box: Rect }[] {
  return [
    ...l.bodies.filter((b) => b.kind === 'station').map((b) => ({ what: `body ${b.id}`, box: bodyBox(b) })),
    ...l.names.map((n) => ({ what: `name ${n.text}`, box: n.box })),
    { what: 'tile number', box: l.tileNumber.box },
    ...l.tokens.map((t) => ({ what: `token ${t.seat}`, box: t })),
    ...l.units.map((u) => ({ what: `units ${u.key}`, box: u.box })),
    ...(l.overflow ? [{ what: 'overflow', box: l.overflow.box }] : []),
    ...(l.centreLabel ? [{ what: 'label', box: l.centreLabel.box }] : []),
  ];
}

function expectTidy(l: TileLayout): void {
  const all = boxes(l);
  for (const { what, box } of all) expect(rectInsideHex(box, 0), `${what} leaves the hex`).toBe(true);
  // Unit slots overlap nothing (tokens stack on purpose and bodies sit apart by construction), and
  // keep clear of each planet's control ring.
  const units = all.filter((b) => b.what.startsWith('units') || b.what === 'overflow');
  for (const u of units) {
    for (const p of l.bodies.filter((b) => b.kind === 'planet')) {
      expect(
        circleHitsRect({ cx: p.x, cy: p.y, r: p.r + 3 }, u.box),
        `${u.what} overlaps planet ${p.id}`,
      ).toBe(false);
    }
    for (const other of all) {
      if (other === u || (other.what.startsWith('token') && u === other)) continue;
      expect(overlaps(u.box, other.box), `${u.what} overlaps ${other.what}`).toBe(other === u);
    }
  }
  for (const n of l.names) {
    for (const other of all) {
      if (other.box === n.box || other.what.startsWith('body')) continue;
      expect(overlaps(n.box, other.box), `name ${n.text} overlaps ${other.what}`).toBe(false);
    }
  }
}

describe('the layout of one hex', () => {
  it('fits a full fleet and full ground forces in a one-planet home system (Sol), each group placed once', () => {
    const l = layoutTile(homeWithFullFleet('1', [0], [0, 1, 2]));
    expectTidy(l);
    const groups = unitGroups(homeWithFullFleet('1'));
    expect(l.units.length + (l.overflow?.groups.length ?? 0)).toBe(groups.length);
    expect(l.overflow).toBeNull();
    // Jord's forces stand next to Jord, not across the hex.
    const jord = l.bodies[0];
    for (const u of l.units.filter((u) => u.body === 'jord')) {
      const d = Math.hypot(u.box.x + u.box.w / 2 - (jord?.x ?? 0), u.box.y + u.box.h / 2 - (jord?.y ?? 0));
      expect(d, u.key).toBeLessThan(50);
    }
  });

  it('keeps a three-planet home (Hacan) with a huge fleet and six command tokens inside the hex', () => {
    const input = homeWithFullFleet('16', [0], [0, 1, 2, 3, 4, 5], HUGE_FLEET);
    const l = layoutTile(input);
    expectTidy(l);
    expect(l.overflow).not.toBeNull();
    expect(l.units.length + (l.overflow?.groups.length ?? 0)).toBe(unitGroups(input).length);
  });

  it('two huge fleets in combat in a two-planet system: every group inside, overflow marked rather than clipped', () => {
    const input = homeWithFullFleet('38', [0, 1], [0, 1], HUGE_FLEET);
    const l = layoutTile(input);
    expectTidy(l);
    const groups = unitGroups(input);
    expect(l.units.length + (l.overflow?.groups.length ?? 0)).toBe(groups.length);
  });

  it('every system of the game lays out tidily with a modest fleet, names included where they fit', () => {
    for (const [id, data] of SYSTEMS_BY_ID) {
      if (data.kind === 'offboard') continue;
      const input = tileInput(data, {
        tokens: [0, 1],
        frontier: data.planets.length === 0,
        space: { '0': { carrier: 2, destroyer: 1, fighter: 3 } },
        ground: data.planets[0] ? { [data.planets[0].id]: { '0': { infantry: 2, pds: 1 } } } : {},
      });
      const l = layoutTile(input);
      expectTidy(l);
      expect(l.overflow, `system ${id}`).toBeNull();
    }
  });

  it('far out, no text is laid out: no names, no counts', () => {
    const l = layoutTile({ ...homeWithFullFleet('1'), font: null, names: false });
    expectTidy(l);
    expect(l.font).toBeNull();
    expect(l.names).toEqual([]);
    expect(l.units.every((u) => u.countFont === null && u.box.w === u.glyph)).toBe(true);
  });

  it('names one- and two-planet systems on the tile in text no smaller than the minimum', () => {
    const mecatol = layoutTile(
      tileInput(system('18'), { tokens: [], frontier: false, space: {}, ground: {} }),
    );
    expect(mecatol.names.map((n) => n.text)).toEqual(['Mecatol Rex']);
    const two = layoutTile(tileInput(system('38'), { tokens: [], frontier: false, space: {}, ground: {} }));
    expect(two.names).toHaveLength(2);
    expect(FONT).toBeGreaterThanOrEqual(11.5);
  });
});

describe('labels in words', () => {
  it('names every anomaly and wormhole in words, never by id', () => {
    expect(Object.values(ANOMALY_NAMES)).toEqual([
      'Asteroid field',
      'Nebula',
      'Supernova',
      'Gravity rift',
      'Entropic scar',
    ]);
    expect(WORMHOLE_NAMES.alpha).toBe('Alpha wormhole');
    expect(WORMHOLE_NAMES.epsilon).toBe('Epsilon wormhole');
    expect(systemKindLabel(system('42'))).toMatch(/^(Nebula|Supernova|Asteroid field|Gravity rift)/);
    for (const data of SYSTEMS_BY_ID.values()) expect(systemKindLabel(data)).not.toMatch(/-/);
    // A home position's stand-in is named, not called a home system.
    expect(systemKindLabel(system('94'))).toBe('The Sorrow');
    expect(systemKindLabel(system('17'))).toBe('The Creuss Gate');
    expect(systemKindLabel(system('1'))).toBe('Home system');
  });

  it('describes units with plural names, biggest ships first', () => {
    expect(unitsLabel({ fighter: 3, carrier: 2, destroyer: 1 })).toBe('2 carriers, 1 destroyer, 3 fighters');
    expect(unitsLabel({ infantry: 1, 'space-dock': 1, pds: 2 })).toBe('1 infantry, 2 PDS, 1 space dock');
    expect(UNIT_TYPES.every((t) => unitsLabel({ [t]: 2 }).startsWith('2 '))).toBe(true);
  });
});
