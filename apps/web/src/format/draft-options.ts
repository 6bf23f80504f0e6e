// The create-game form's Milty draft options: what the host typed (numbers as the inputs hold them)
// turned into the request body, or the problems in words, before anything is sent. The server checks
// again; this only spares the host a round trip for the obvious mistakes.

import {
  DEFAULT_SLICE_BOUNDS,
  EXTRA_FACTIONS,
  boundsProblems,
  factionsInPlay,
  type SetupDraftFormat,
  type SetupDraftOptionsBody,
} from '@initiative/rules';

/** The most priority factions the server accepts (protocol.ts setupDraftOptions). */
export const MAX_PRIORITY = 8;

export interface DraftForm {
  readonly format: SetupDraftFormat;
  /** Slices on offer, as typed ('' : one per player). */
  readonly slices: string;
  /** Factions on offer, as typed ('' : players + 3). */
  readonly factions: string;
  readonly bans: readonly string[];
  readonly priority: readonly string[];
  readonly minInfluence: string;
  readonly minResources: string;
  readonly minTotal: string;
  readonly maxTotal: string;
  readonly minWormholes: boolean;
  /** '0' to '6'. */
  readonly minLegendaries: string;
  /** Draft in seat order (seat 1 first) instead of a random order. */
  readonly seatOrder: boolean;
}

export function defaultDraftForm(format: SetupDraftFormat): DraftForm {
  return {
    format,
    slices: '',
    factions: '',
    bans: [],
    priority: [],
    minInfluence: String(DEFAULT_SLICE_BOUNDS.minInfluence),
    minResources: String(DEFAULT_SLICE_BOUNDS.minResources),
    minTotal: String(DEFAULT_SLICE_BOUNDS.minTotal),
    maxTotal: String(DEFAULT_SLICE_BOUNDS.maxTotal),
    minWormholes: false,
    minLegendaries: '0',
    seatOrder: false,
  };
}

/** The pool size the server uses when the host leaves it empty. */
export const defaultPoolSize = (players: number): number => players + EXTRA_FACTIONS;

function numberOf(text: string): number | null {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

export type DraftFormResult =
  | { readonly ok: true; readonly body: SetupDraftOptionsBody }
  | { readonly ok: false; readonly problems: readonly string[] };

/** The form as a request body for `players` seats, or every problem found, one sentence each. */
export function draftOptionsBody(form: DraftForm, players: number, thundersEdge: boolean): DraftFormResult {
  const problems: string[] = [];
  const inPlay = new Set(factionsInPlay(thundersEdge).map((f) => f.id));
  const bans = form.bans.filter((id) => inPlay.has(id));
  const priority = form.priority.filter((id) => inPlay.has(id));

  let slices: number | undefined;
  if (form.format === 'milty' && form.slices.trim() !== '') {
    const n = numberOf(form.slices);
    if (n === null || !Number.isInteger(n) || n < players || n > 12) {
      problems.push(`Slices on offer: a whole number from ${players} (one per player) to 12.`);
    } else slices = n;
  }

  let factions: number | undefined;
  const available = inPlay.size - bans.length;
  if (form.factions.trim() !== '') {
    const n = numberOf(form.factions);
    if (n === null || !Number.isInteger(n) || n < players || n > 30) {
      problems.push(`Factions on offer: a whole number of at least ${players} (one per player).`);
    } else factions = n;
  }
  const poolSize = factions ?? defaultPoolSize(players);
  if (poolSize > available) {
    problems.push(
      `The pool offers ${poolSize} factions but only ${available} are left after the bans: ban fewer or offer fewer.`,
    );
  }
  const both = priority.filter((id) => bans.includes(id));
  if (both.length > 0) problems.push('A faction cannot be both banned and always in the pool.');
  if (priority.length > MAX_PRIORITY)
    problems.push(`At most ${MAX_PRIORITY} factions can always be in the pool.`);
  if (priority.length > poolSize) {
    problems.push(`${priority.length} factions are always in the pool, but it offers only ${poolSize}.`);
  }

  const values = [form.minInfluence, form.minResources, form.minTotal, form.maxTotal].map(numberOf);
  const [minInfluence, minResources, minTotal, maxTotal] = values;
  if (minInfluence == null || minResources == null || minTotal == null || maxTotal == null) {
    problems.push('Each slice bound is a number (decimals such as 2.5 are fine).');
  } else if (values.some((n) => n !== null && n > 40)) {
    problems.push('Slice bounds are at most 40.');
  } else if (minInfluence > 20 || minResources > 20) {
    problems.push('The minimum influence and resources are at most 20.');
  } else {
    problems.push(...boundsProblems({ minInfluence, minResources, minTotal, maxTotal }));
  }

  const minLegendaries = numberOf(form.minLegendaries) ?? 0;
  if (!Number.isInteger(minLegendaries) || minLegendaries < 0 || minLegendaries > 6) {
    problems.push('Legendary planets in the slices: a whole number from 0 to 6.');
  }

  if (problems.length > 0) return { ok: false, problems };
  const isDefault =
    minInfluence === DEFAULT_SLICE_BOUNDS.minInfluence &&
    minResources === DEFAULT_SLICE_BOUNDS.minResources &&
    minTotal === DEFAULT_SLICE_BOUNDS.minTotal &&
    maxTotal === DEFAULT_SLICE_BOUNDS.maxTotal;
  return {
    ok: true,
    body: {
      format: form.format,
      ...(slices !== undefined && { slices }),
      ...(factions !== undefined && { factions }),
      ...(bans.length > 0 && { bans }),
      ...(priority.length > 0 && { priority }),
      ...(!isDefault && {
        bounds: {
          minInfluence: minInfluence as number,
          minResources: minResources as number,
          minTotal: minTotal as number,
          maxTotal: maxTotal as number,
        },
      }),
      ...(form.minWormholes && { minWormholes: true }),
      ...(minLegendaries > 0 && { minLegendaries }),
      ...(form.seatOrder && { order: Array.from({ length: players }, (_, seat) => seat) }),
    },
  };
}
