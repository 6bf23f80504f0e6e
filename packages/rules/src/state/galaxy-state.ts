// The board in the game state: systems, planets and space stations, with their units and tokens.

import type { Seat, UnitsByOwner } from './primitives.ts';

export interface SystemState {
  /** Map position (hex.ts numbering); -1 for a system kept off the board (Creuss home). */
  readonly position: number;
  readonly systemId: string;
  /** Hyperlane rotation in 60° steps clockwise. */
  readonly rotation?: number;
  /** Seats that have a command token in this system. */
  readonly tokens: readonly Seat[];
  readonly space: UnitsByOwner;
  readonly frontier: boolean;
}

export interface PlanetState {
  readonly controller: Seat | null;
  readonly exhausted: boolean;
  /** Attachment ids (exploration card ids such as 'mining-world', or an agenda's): public. */
  readonly attachments: readonly string[];
  /** It has been explored (LRR 35): a planet is explored once. Absent: not yet. */
  readonly explored?: true;
  /** Ground forces and structures on the planet, by owner. */
  readonly units: UnitsByOwner;
}

export interface StationState {
  readonly controller: Seat | null;
  readonly exhausted: boolean;
}

export interface GalaxyState {
  readonly rings: number;
  readonly systems: readonly SystemState[];
  readonly planets: Readonly<Record<string, PlanetState>>;
  readonly stations: Readonly<Record<string, StationState>>;
  /**
   * Units that used Sustain Damage and stay damaged until the status phase repairs them (LRR 87), by
   * place (a system id: its space area; a planet id) then seat (board/damage.ts). Absent: none.
   */
  readonly damaged?: Readonly<Record<string, UnitsByOwner>>;
}
