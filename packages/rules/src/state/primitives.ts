// The game state's primitive types: seats, unit counts, phases and command pools.

import type { UnitType } from '../content/types.ts';

export type Seat = number;
export type UnitCounts = Partial<Record<UnitType, number>>;
/** Units keyed by owner seat (JSON object keys are strings). */
export type UnitsByOwner = Record<string, UnitCounts>;

export type Phase = 'setup' | 'strategy' | 'action' | 'status' | 'agenda' | 'ended';
export type TokenPool = 'tactic' | 'fleet' | 'strategy';
export type CommandPools = Record<TokenPool, number>;
