// Building an intent from an offer (the rules package's `Offer`, docs/protocol.md "Offers") and the
// player's answers to its fields: the offer's `base`, each chosen choice's `set` merged in deeply,
// each number, tally, toggle or row list set at its key (a dotted path into the intent). Pure, so the
// one offer form (components/offer-form.tsx) stays a thin layer of widgets. The engine still checks
// the intent; this only refuses what the offer itself rules out (a count out of bounds, no choice).

import type { Offer, OfferField, ProductionOrder } from '@initiative/rules';

/** The answer to one field: by kind, a choice's index (-1: none), a number, counts by item, a yes or no, rows, an order. */
export type Answer =
  | { readonly kind: 'pick'; readonly index: number }
  | { readonly kind: 'count'; readonly value: number }
  | { readonly kind: 'tally'; readonly counts: Readonly<Record<string, number>> }
  | { readonly kind: 'toggle'; readonly on: boolean }
  | { readonly kind: 'rows'; readonly rows: readonly (readonly Answer[])[] }
  | { readonly kind: 'production'; readonly order: ProductionOrder | null };

type Draft = Record<string, unknown>;

const isPlain = (v: unknown): v is Draft => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `b` merged into `a`: plain objects key by key, anything else replaced. */
export function deepMerge(a: Readonly<Draft>, b: Readonly<Draft>): Draft {
  const out: Draft = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const here = out[k];
    out[k] = isPlain(v) && isPlain(here) ? deepMerge(here, v) : v;
  }
  return out;
}

/** The value at a dotted path, or undefined. */
export function valueAt(draft: Readonly<Draft>, path: string): unknown {
  let at: unknown = draft;
  for (const k of path.split('.')) at = isPlain(at) ? at[k] : undefined;
  return at;
}

/** `draft` with `value` at a dotted path. */
export function withValueAt(draft: Readonly<Draft>, path: string, value: unknown): Draft {
  const keys = path.split('.');
  let set: unknown = value;
  for (let i = keys.length - 1; i >= 0; i--) set = { [keys[i] as string]: set };
  return deepMerge(draft, set as Draft);
}

/** The answers a field starts with: the first choice (none when optional), the least number, no rows. */
export function initialAnswer(field: OfferField): Answer {
  switch (field.kind) {
    case 'pick':
      return { kind: 'pick', index: field.optional || field.choices.length === 0 ? -1 : 0 };
    case 'count':
      return { kind: 'count', value: field.min };
    case 'tally':
      return { kind: 'tally', counts: field.start ?? {} };
    case 'toggle':
      return { kind: 'toggle', on: false };
    case 'rows':
      return { kind: 'rows', rows: [] };
    case 'production':
      return { kind: 'production', order: null };
  }
}

export const initialAnswers = (fields: readonly OfferField[]): Answer[] => fields.map(initialAnswer);

export type Built =
  { readonly ok: true; readonly intent: Draft } | { readonly ok: false; readonly error: string };

/** The fields' answers applied over `start`, or why they cannot be. */
function fill(start: Draft, fields: readonly OfferField[], answers: readonly Answer[]): Built {
  let draft = start;
  for (const [i, field] of fields.entries()) {
    const answer = answers[i] ?? initialAnswer(field);
    if (answer.kind !== field.kind) return { ok: false, error: `${field.label}: the answer does not fit.` };
    switch (field.kind) {
      case 'pick': {
        const index = (answer as Extract<Answer, { kind: 'pick' }>).index;
        const choice = field.choices[index];
        if (!choice) {
          if (field.optional && index === -1) break;
          return { ok: false, error: `Choose: ${field.label}.` };
        }
        draft = deepMerge(draft, choice.set);
        break;
      }
      case 'count': {
        const value = (answer as Extract<Answer, { kind: 'count' }>).value;
        if (!Number.isInteger(value) || value < field.min || value > field.max)
          return { ok: false, error: `${field.label}: from ${field.min} to ${field.max}.` };
        draft = withValueAt(draft, field.key, value);
        break;
      }
      case 'tally': {
        const counts = (answer as Extract<Answer, { kind: 'tally' }>).counts;
        const set: Record<string, number> = {};
        let total = 0;
        for (const item of field.items) {
          const n = counts[item.id] ?? 0;
          if (!Number.isInteger(n) || n < 0 || n > item.max)
            return { ok: false, error: `${item.label}: from 0 to ${item.max}.` };
          if (n > 0 || field.all) set[item.id] = n;
          total += n;
        }
        if (total < (field.min ?? 0) || total > (field.max ?? Infinity))
          return {
            ok: false,
            error: `${field.label}: ${field.min ?? 0}${field.max === undefined ? ' or more' : ` to ${field.max}`} in all, not ${total}.`,
          };
        draft = withValueAt(draft, field.key, set);
        break;
      }
      case 'toggle':
        draft = withValueAt(draft, field.key, (answer as Extract<Answer, { kind: 'toggle' }>).on);
        break;
      case 'rows': {
        const rows = (answer as Extract<Answer, { kind: 'rows' }>).rows;
        if (rows.length > field.max) return { ok: false, error: `${field.label}: at most ${field.max}.` };
        const built: Draft[] = [];
        for (const row of rows) {
          const one = fill({}, field.fields, row);
          if (!one.ok) return one;
          built.push(one.intent);
        }
        draft = withValueAt(draft, field.key, built);
        break;
      }
      case 'production': {
        const order = (answer as Extract<Answer, { kind: 'production' }>).order;
        if (!order) return { ok: false, error: `${field.label}: choose what to produce.` };
        draft = withValueAt(draft, field.key, order);
        break;
      }
    }
  }
  return { ok: true, intent: draft };
}

/** The intent `offer` makes with these answers (one per field, in order), or why not. */
export function buildIntent(offer: Offer, answers: readonly Answer[]): Built {
  return fill({ ...offer.base }, offer.fields, answers);
}

/**
 * The system a production field produces in: its own, or the one an earlier field's choice set at
 * `systemKey` (read from the intent built so far), or null while none is chosen.
 */
export function productionSystem(offer: Offer, answers: readonly Answer[], index: number): string | null {
  const field = offer.fields[index];
  if (field?.kind !== 'production') return null;
  if (field.system) return field.system;
  if (!field.systemKey) return null;
  const before = fill({ ...offer.base }, offer.fields.slice(0, index), answers.slice(0, index));
  if (!before.ok) return null;
  const system = valueAt(before.intent, field.systemKey);
  return typeof system === 'string' ? system : null;
}

/**
 * The answers made to fit the fields as they are now (a view may change an offer while the form is
 * open): a missing or mismatched answer, or a choice no longer listed, starts again.
 */
export function fitAnswers(fields: readonly OfferField[], answers: readonly Answer[]): Answer[] {
  return fields.map((field, i) => {
    const answer = answers[i];
    if (!answer || answer.kind !== field.kind) return initialAnswer(field);
    if (field.kind === 'pick' && answer.kind === 'pick' && answer.index >= field.choices.length)
      return initialAnswer(field);
    if (field.kind === 'rows' && answer.kind === 'rows')
      return {
        kind: 'rows',
        rows: answer.rows.slice(0, field.max).map((row) => fitAnswers(field.fields, row)),
      };
    return answer;
  });
}
