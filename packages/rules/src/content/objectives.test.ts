import { describe, expect, it } from 'vitest';

import { OBJECTIVES, OBJECTIVES_BY_ID, PUBLIC_OBJECTIVES } from './objectives.ts';
import { STAGE_1_OBJECTIVES, STAGE_2_OBJECTIVES } from './objectives-public.ts';
import { SECRET_OBJECTIVES } from './objectives-secret.ts';
import { SYSTEMS_BY_ID } from './systems.ts';
import { TECHNOLOGIES_BY_ID } from './technologies.ts';

describe('objectives', () => {
  it('have unique kebab-case ids', () => {
    expect(new Set(OBJECTIVES.map((o) => o.id)).size).toBe(OBJECTIVES.length);
    for (const o of OBJECTIVES) expect(o.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(OBJECTIVES_BY_ID.size).toBe(80);
  });

  it('are 40 public objectives, 20 per stage, and 40 secrets', () => {
    expect(PUBLIC_OBJECTIVES).toHaveLength(40);
    expect(STAGE_1_OBJECTIVES).toHaveLength(20);
    expect(STAGE_2_OBJECTIVES).toHaveLength(20);
    expect(SECRET_OBJECTIVES).toHaveLength(40);
  });

  it('split evenly between the base game and Prophecy of Kings in every group', () => {
    for (const group of [STAGE_1_OBJECTIVES, STAGE_2_OBJECTIVES, SECRET_OBJECTIVES.slice(0, 40)]) {
      expect(group.filter((o) => o.expansion === 'base').length * 2).toBe(group.length);
    }
  });

  it('are worth 1 point at stage I, 2 at stage II and 1 as secrets', () => {
    for (const o of STAGE_1_OBJECTIVES) expect([o.stage, o.points]).toEqual([1, 1]);
    for (const o of STAGE_2_OBJECTIVES) expect([o.stage, o.points]).toEqual([2, 2]);
    for (const o of SECRET_OBJECTIVES) expect([o.stage, o.points]).toEqual(['secret', 1]);
  });

  it('score public objectives in the status phase', () => {
    for (const o of PUBLIC_OBJECTIVES) expect(o.phase).toBe('status');
  });

  it('score secrets in the phase their card names', () => {
    expect(OBJECTIVES_BY_ID.get('destroy-their-greatest-ship')?.phase).toBe('action');
    expect(OBJECTIVES_BY_ID.get('dictate-policy')?.phase).toBe('agenda');
    expect(OBJECTIVES_BY_ID.get('mine-rare-metals')?.phase).toBe('status');
    expect(SECRET_OBJECTIVES.filter((o) => o.phase === 'action')).toHaveLength(12);
    expect(SECRET_OBJECTIVES.filter((o) => o.phase === 'agenda')).toHaveLength(2);
  });

  it('have a short one-line description each', () => {
    for (const o of OBJECTIVES) {
      expect(o.description.length).toBeGreaterThan(10);
      expect(o.description.length).toBeLessThan(120);
      expect(o.description).not.toContain('\n');
    }
  });

  it('refer only to existing technologies and systems in their requirements', () => {
    for (const o of OBJECTIVES) {
      const r = o.requirement;
      if (r.kind === 'faction-technologies')
        for (const id of r.excluding) expect(TECHNOLOGIES_BY_ID.has(id)).toBe(true);
      if (r.kind === 'units-in-system') expect(SYSTEMS_BY_ID.has(r.systemId)).toBe(true);
      if (r.kind === 'claimed') expect(r.reason.length).toBeGreaterThan(5);
    }
  });

  it('encode the spot requirements as stated', () => {
    expect(OBJECTIVES_BY_ID.get('erect-a-monument')?.requirement).toEqual({ kind: 'spend', resources: 8 });
    expect(OBJECTIVES_BY_ID.get('master-the-sciences')?.requirement).toEqual({
      kind: 'technologies-by-color',
      colorsNeeded: 4,
      perColor: 2,
    });
    expect(OBJECTIVES_BY_ID.get('subdue-the-galaxy')?.requirement).toEqual({
      kind: 'non-home-planets',
      count: 11,
    });
    expect(OBJECTIVES_BY_ID.get('intimidate-council')?.requirement.kind).toBe('claimed');
  });
});
