// "Since you last looked": the lines missed, under "Round 2 · Action phase · Brin's turn" headings.

import type { LogEntry } from '@initiative/rules';

const PHASES: Record<string, string> = {
  setup: 'Setup',
  strategy: 'Strategy phase',
  action: 'Action phase',
  status: 'Status phase',
  agenda: 'Agenda phase',
  ended: 'The end',
};

interface Group {
  readonly heading: string;
  readonly lines: readonly LogEntry[];
}

/** Lines grouped under "Round 2 · Action phase · Brin's turn" headings, in order. */
export function groupLines(lines: readonly LogEntry[], names: readonly string[]): Group[] {
  const groups: { heading: string; lines: LogEntry[] }[] = [];
  for (const line of lines) {
    const parts = [
      line.round === undefined ? null : `Round ${line.round}`,
      line.phase ? (PHASES[line.phase] ?? line.phase) : null,
      line.turn === undefined ? null : `${names[line.turn] ?? `Seat ${line.turn + 1}`}'s turn`,
    ].filter(Boolean);
    const heading = parts.join(' · ') || 'The table';
    const last = groups.at(-1);
    if (last?.heading === heading) last.lines.push(line);
    else groups.push({ heading, lines: [line] });
  }
  return groups;
}
