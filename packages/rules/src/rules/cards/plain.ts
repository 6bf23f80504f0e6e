// A card whose abilities are resolved at the table: playing it only exhausts it.
// Used for a card until its own module exists, so the round still flows.

import { z } from 'zod';
import { applied } from '../../state/outcome.ts';
import type { CardRules } from './types.ts';

export const plainCard: CardRules = {
  primary: z.object({}).strict(),
  secondary: z.object({}).strict(),
  resolvePrimary: (state) => ({ ok: true, state, events: [], done: true }),
  followCostsToken: () => false,
  cannotFollow: () => null,
  resolveSecondary: (state) => applied(state, []),
  ordered: false,
  examplePrimary: () => ({}),
  exampleSecondary: () => ({}),
};
