// The clocks in an update (`UpdateMessage.clock`): what changed in the chronicle's clocks, in as few
// bytes as the client can work back (chronicle.ts keeps the clocks; protocol.ts sends them).

import type { Chronicle } from './chronicle.ts';

/**
 * The clocks after an intent: `at`, and only what the client cannot work out itself (by seat number).
 * A seat the game was waiting for has spent the time since the previous `at` (chronicle.ts
 * advanceChronicle); a seat that joins the prompt's `seats` in this update is waited for since `at`,
 * one that leaves it no longer (`waitingSince` null). So `spent` and `waitingSince` list only the
 * seats where the clocks differ from that (a game stored before intents had times, a seat waited for
 * again in the same update). Applied in order onto the chronicle of the previous version, with the
 * prompt's seats before and after the update's patch (`applyClockDelta`).
 */
export interface ClockDelta {
  /** The intent's time (epoch ms; null: not known), when `dt` is not given. */
  readonly at?: number | null;
  /** The intent's time as ms after the previous version's `at`, when both are known (`clockAt`). */
  readonly dt?: number;
  readonly spent?: Readonly<Record<string, number>>;
  /** `true`: waited for since this update's `at`. */
  readonly waitingSince?: Readonly<Record<string, number | null | true>>;
}

type Clocks = Pick<Chronicle, 'spent' | 'waitingSince' | 'at'>;

/** The prompt's waited seats before and after an update (the views' `waiting.seats`). */
export interface WaitedSeats {
  readonly before: readonly number[];
  readonly after: readonly number[];
}

/** The spent time of each seat after `at`, as the chronicle's own rule adds it (waited seats only). */
function runOn(before: Clocks, at: number | null): number[] {
  const elapsed = at !== null && before.at !== null ? Math.max(0, at - before.at) : 0;
  return before.spent.map((ms, seat) =>
    before.waitingSince[seat] !== null && before.waitingSince[seat] !== undefined ? ms + elapsed : ms,
  );
}

/** Each seat's waiting mark as the client works it out from the prompt's seats before and after. */
function waitedOn(before: Clocks, at: number | null, waited: WaitedSeats | undefined): (number | null)[] {
  if (!waited) return [...before.waitingSince];
  const was = new Set(waited.before);
  const is = new Set(waited.after);
  return before.waitingSince.map((since, seat) => {
    if (is.has(seat) && !was.has(seat)) return at;
    if (!is.has(seat) && was.has(seat)) return null;
    return since;
  });
}

/** The time an update's clock change says, given the `at` of the chronicle before it. */
export function clockAt(previousAt: number | null, delta: ClockDelta): number | null {
  return delta.dt !== undefined && previousAt !== null ? previousAt + delta.dt : (delta.at ?? null);
}

/** The seats whose clocks differ between two chronicles from what the client works out (all of them when there was none before). */
export function clockDelta(before: Clocks | null, after: Clocks, waited?: WaitedSeats): ClockDelta {
  const spent: Record<string, number> = {};
  const waitingSince: Record<string, number | null | true> = {};
  const expected = before ? runOn(before, after.at) : [];
  const expectedSince = before ? waitedOn(before, after.at, waited) : [];
  after.spent.forEach((ms, seat) => {
    if (expected[seat] !== ms) spent[String(seat)] = ms;
  });
  after.waitingSince.forEach((since, seat) => {
    if (!before || expectedSince[seat] !== since)
      waitingSince[String(seat)] = since !== null && since === after.at ? true : since;
  });
  return {
    // The time as a difference where the client holds the one before: a few digits, not thirteen.
    ...(before && before.at !== null && after.at !== null ? { dt: after.at - before.at } : { at: after.at }),
    ...(Object.keys(spent).length > 0 ? { spent } : {}),
    ...(Object.keys(waitingSince).length > 0 ? { waitingSince } : {}),
  };
}

/** The chronicle with a clock delta applied (the rounds are sent apart, when they change). */
export function applyClockDelta<C extends Pick<Chronicle, 'spent' | 'waitingSince' | 'at'>>(
  chronicle: C,
  delta: ClockDelta,
  waited?: WaitedSeats,
): C {
  const at = clockAt(chronicle.at, delta);
  const spent = runOn(chronicle, at);
  const waitingSince = waitedOn(chronicle, at, waited);
  for (const [seat, ms] of Object.entries(delta.spent ?? {})) spent[Number(seat)] = ms;
  for (const [seat, since] of Object.entries(delta.waitingSince ?? {}))
    waitingSince[Number(seat)] = since === true ? at : since;
  return { ...chronicle, spent, waitingSince, at };
}
