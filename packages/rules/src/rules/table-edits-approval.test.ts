import { describe, expect, it } from 'vitest';
import { legalIntents } from '../engine/legal.ts';
import { edit } from '../../test-support/table-edit-fixtures.ts';
import {
  HACAN,
  MUAAT,
  SOL,
  actionTable,
  attempt,
  notesOf,
  play,
  withPlayer,
} from '../../test-support/turn-fixtures.ts';
import { viewFor } from '../view/view.ts';

describe('with editsNeedApproval, edits wait for the host', () => {
  const table = () => actionTable({ approval: true });

  it('an edit is queued, visible to every viewer, and changes nothing until approved', () => {
    const s = table();
    const out = attempt(s, SOL, edit({ kind: 'adjust-trade-goods', delta: 2 }));
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.state.players[SOL]?.tradeGoods).toBe(0);
    expect(notesOf(out)).toEqual([
      "Edit #1, waiting for the host's approval: P1 changes their trade goods by +2 (now 2).",
    ]);
    for (const viewer of [{ kind: 'spectator' } as const, { kind: 'seat', seat: MUAAT } as const]) {
      expect(viewFor(out.state, viewer).pendingEdits).toEqual([
        { id: 1, seat: SOL, text: 'P1 changes their trade goods by +2 (now 2)' },
      ]);
    }
    expect(legalIntents(out.state, { kind: 'host' })).toEqual(
      expect.arrayContaining([
        { type: 'approve-edit', id: 1 },
        { type: 'reject-edit', id: 1 },
      ]),
    );
  });

  it('the host approves: the edit applies, leaves the queue and the log says so', () => {
    const s = play(table(), SOL, edit({ kind: 'adjust-trade-goods', delta: 2 }));
    const out = attempt(s, { kind: 'host' }, { type: 'approve-edit', id: 1 });
    expect(out.ok && out.state.players[SOL]?.tradeGoods).toBe(2);
    expect(out.ok && out.state.edits.pending).toEqual([]);
    expect(notesOf(out)[0]).toBe('The host approves edit #1: P1 changes their trade goods by +2 (now 2).');
  });

  it('the host rejects: nothing changes but the queue', () => {
    const s = play(table(), SOL, edit({ kind: 'adjust-trade-goods', delta: 2 }));
    const next = play(s, { kind: 'host' }, { type: 'reject-edit', id: 1 });
    expect(next.players[SOL]?.tradeGoods).toBe(0);
    expect(next.edits.pending).toEqual([]);
  });

  it('an edit that no longer fits the table cannot be approved (it is checked again)', () => {
    let s = withPlayer(table(), SOL, (p) => ({ ...p, tradeGoods: 1 }));
    s = play(s, SOL, edit({ kind: 'adjust-trade-goods', delta: -1 }));
    s = play(s, SOL, edit({ kind: 'adjust-trade-goods', delta: -1 }));
    s = play(s, { kind: 'host' }, { type: 'approve-edit', id: 1 });
    const out = attempt(s, { kind: 'host' }, { type: 'approve-edit', id: 2 });
    expect(out).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Edit #2 no longer fits the table: .* Reject it instead\.$/),
    });
  });

  it('an invalid edit is refused at once, not queued', () => {
    const s = table();
    expect(attempt(s, SOL, edit({ kind: 'adjust-trade-goods', delta: -1 }))).toMatchObject({ ok: false });
  });

  it('only the host approves or rejects, and only edits that are waiting', () => {
    const s = play(table(), SOL, edit({ kind: 'adjust-trade-goods', delta: 2 }));
    expect(attempt(s, SOL, { type: 'approve-edit', id: 1 })).toMatchObject({
      ok: false,
      code: 'intent/not-host',
    });
    expect(attempt(s, { kind: 'spectator' }, { type: 'reject-edit', id: 1 })).toMatchObject({
      ok: false,
      code: 'intent/spectator',
    });
    expect(attempt(s, { kind: 'host' }, { type: 'approve-edit', id: 7 })).toMatchObject({
      ok: false,
      message: 'There is no table edit #7 waiting for approval.',
    });
  });

  it('a queued card edit never names the card to anyone (the view and the log)', () => {
    const s = withPlayer(table(), SOL, (p) => ({ ...p, actionCards: ['sabotage-1'] }));
    const out = attempt(s, SOL, edit({ kind: 'give-action-card', card: 'sabotage-1', to: HACAN }));
    expect(notesOf(out)).toEqual([
      "Edit #1, waiting for the host's approval: P1 gives an action card to P2.",
    ]);
    if (!out.ok) return;
    for (const viewer of [
      { kind: 'host' } as const,
      { kind: 'seat', seat: HACAN } as const,
      { kind: 'spectator' } as const,
    ]) {
      expect(JSON.stringify(viewFor(out.state, viewer))).not.toMatch(/sabotage/i);
    }
  });
});
