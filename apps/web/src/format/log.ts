// The game log's grouping: consecutive lines under round-and-phase headings, and by turn.

import type { LogEntry, PlayerView } from '@initiative/rules';

interface Group {
  readonly key: string;
  readonly heading: string;
  readonly turns: { readonly key: string; readonly heading: string | null; readonly entries: LogEntry[] }[];
}

const PHASE_NAMES: Readonly<Record<string, string>> = {
  setup: 'Setup',
  strategy: 'Strategy phase',
  action: 'Action phase',
  status: 'Status phase',
  agenda: 'Agenda phase',
  ended: 'Game over',
};

/** Groups consecutive lines by round and phase, and action-phase lines by turn. */
export function groupLog(entries: readonly LogEntry[], players: readonly PlayerView[]): Group[] {
  const groups: Group[] = [];
  for (const e of entries) {
    const key = e.round === undefined ? 'earlier' : `${e.round}-${e.phase ?? ''}`;
    let group = groups.at(-1);
    if (!group || group.key !== key) {
      const heading =
        e.round === undefined
          ? 'Earlier'
          : e.phase === 'setup'
            ? 'Setup'
            : `Round ${e.round} · ${PHASE_NAMES[e.phase ?? ''] ?? e.phase ?? ''}`;
      group = { key, heading, turns: [] };
      groups.push(group);
    }
    const turnKey = e.turn === undefined ? 'none' : `turn-${e.turn}`;
    let turn = group.turns.at(-1);
    if (!turn || turn.key !== turnKey) {
      const name = e.turn === undefined ? null : (players[e.turn]?.name ?? `Seat ${e.turn + 1}`);
      turn = { key: turnKey, heading: name === null ? null : `${name}’s turn`, entries: [] };
      group.turns.push(turn);
    }
    turn.entries.push(e);
  }
  return groups;
}
