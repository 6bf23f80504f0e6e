// The technologies whose abilities a player has: their own and those their Valefar Assimilators copy
// (abilities/singularity.ts); what every automated effect asks.

import type { PlayerState, ValefarToken } from '../state/state.ts';

const TOKENS: readonly ValefarToken[] = ['x', 'y'];

export type Holder = Pick<PlayerState, 'technologies' | 'valefar'>;

/** The technologies whose abilities a player has: their own and those their assimilators copy. */
export function techAbilities(p: Holder | undefined): readonly string[] {
  if (!p) return [];
  const v = p.valefar;
  if (!v || (!v.x && !v.y)) return p.technologies; // the common case: nothing copied, nothing allocated
  return [...p.technologies, ...TOKENS.map((t) => v[t]).filter((id): id is string => !!id)];
}

/** Whether a player has this technology's ability (owned, or copied by a Valefar Assimilator). */
export function hasTechAbility<T extends Holder>(p: T | undefined, id: string): p is T {
  return !!p && (p.technologies.includes(id) || p.valefar?.x === id || p.valefar?.y === id);
}
