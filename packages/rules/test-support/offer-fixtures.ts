// Offers under test (hooks/offer.ts): every intent an offer can build, from the seat's own view, each
// applied to the engine. The choices are walked whole (each pick's every choice, a count's every
// value, a production field's example order in the system chosen); a field kind the walk does not
// know fails the test rather than passing it by.

import { expect } from 'vitest';
import { applyIntent } from '../src/engine/engine.ts';
import type { Offer, OfferField } from '../src/hooks/offer.ts';
import { cheapestPayment, exampleOrder, quoteOrder, type ProductionOrder } from '../src/rules/production.ts';
import type { GameState, Seat } from '../src/state/state.ts';
import { viewFor } from '../src/view/view.ts';

type Draft = Record<string, unknown>;

const isPlain = (v: unknown): v is Draft => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `b` merged into `a`, plain objects key by key. */
export function deepMerge(a: Draft, b: Readonly<Draft>): Draft {
  const out: Draft = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = isPlain(v) && isPlain(out[k]) ? deepMerge(out[k], v) : v;
  return out;
}

function at(draft: Draft, path: string): unknown {
  return path.split('.').reduce<unknown>((o, k) => (isPlain(o) ? o[k] : undefined), draft);
}

function withAt(draft: Draft, path: string, value: unknown): Draft {
  const keys = path.split('.');
  const set = keys.reduceRight<unknown>((v, k) => ({ [k]: v }), value);
  return deepMerge(draft, set as Draft);
}

/** A small order the production field would accept in `system` (a ship when only ships go). */
function productionExample(
  state: GameState,
  seat: Seat,
  field: Extract<OfferField, { kind: 'production' }>,
  system: string,
): ProductionOrder | null {
  const site = { system, ...(field.limits.unlimited ? { unlimited: true } : {}) };
  if (field.limits.planet) {
    const line = { unit: 'infantry' as const, count: 1, place: field.limits.planet };
    const payment = cheapestPayment(state, seat, quoteOrder(state, seat, [line], { noDiscounts: true }).cost);
    return payment ? { units: [line], pull: [], payment } : null;
  }
  if (!field.limits.shipsOnly) return exampleOrder(state, seat, site);
  const line = { unit: 'destroyer' as const, count: 1, place: 'space' };
  const payment = cheapestPayment(
    state,
    seat,
    quoteOrder(state, seat, [line], { noDiscounts: field.limits.plain === true }).cost,
  );
  return payment ? { units: [line], pull: [], payment } : null;
}

/** Every intent `offer` can build for `seat` (production fields: one example order each). */
export function offerIntents(state: GameState, seat: Seat, offer: Offer): Draft[] {
  let drafts: Draft[] = [{ ...offer.base }];
  for (const field of offer.fields) {
    drafts = drafts.flatMap((d): Draft[] => {
      switch (field.kind) {
        case 'pick':
          return [...field.choices.map((c) => deepMerge(d, c.set)), ...(field.optional ? [d] : [])];
        case 'count':
          return Array.from({ length: field.max - field.min + 1 }, (_, i) =>
            withAt(d, field.key, field.min + i),
          );
        case 'tally': {
          // Every count per item within its bound whose total is within the field's.
          let rows: Record<string, number>[] = [{}];
          for (const item of field.items)
            rows = rows.flatMap((r) =>
              Array.from({ length: item.max + 1 }, (_, n) => ({ ...r, [item.id]: n })),
            );
          if (rows.length > 2000) throw new Error(`${offer.id}: too many tallies to walk`);
          return rows
            .filter((r) => {
              const total = Object.values(r).reduce((a, n) => a + n, 0);
              return total >= (field.min ?? 0) && total <= (field.max ?? Infinity);
            })
            .map((r) =>
              withAt(
                d,
                field.key,
                field.all ? r : Object.fromEntries(Object.entries(r).filter(([, n]) => n > 0)),
              ),
            );
        }
        case 'toggle':
          return [withAt(d, field.key, true), withAt(d, field.key, false)];
        case 'production': {
          const system = field.system ?? (field.systemKey ? at(d, field.systemKey) : undefined);
          if (typeof system !== 'string') throw new Error(`${offer.id}: no system for the production field`);
          const order = productionExample(state, seat, field, system);
          if (!order) throw new Error(`${offer.id}: no order could be produced in system ${system}`);
          return [withAt(d, field.key, order)];
        }
        default:
          throw new Error(`${offer.id}: the offer walk does not know field kind ${field.kind}`);
      }
    });
  }
  return drafts;
}

/** The offers in `seat`'s own view whose id starts with `prefix`. */
export function viewOffers(state: GameState, seat: Seat, prefix = ''): Offer[] {
  return viewFor(state, { kind: 'seat', seat }).offers.filter((o) => o.id.startsWith(prefix));
}

/**
 * Every intent built from `seat`'s offers starting with `prefix` applies (there is at least one
 * offer); returns the intents built, for the caller to check the choice space.
 */
export function expectOffersApply(state: GameState, seat: Seat, prefix: string): Draft[] {
  const offers = viewOffers(state, seat, prefix);
  expect(offers.length, `no offer starting with ${prefix}`).toBeGreaterThan(0);
  const intents = offers.flatMap((o) => offerIntents(state, seat, o));
  for (const intent of intents) {
    const out = applyIntent(state, { kind: 'seat', seat }, intent);
    expect(out.ok ? 'applied' : `${out.code}: ${out.message}`, JSON.stringify(intent)).toBe('applied');
  }
  return intents;
}
