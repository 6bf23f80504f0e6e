// Shapes of objectives and of their machine-checkable requirements.

import type { Trait, UnitType } from './types.ts';

export type ObjectiveStage = 1 | 2 | 'secret';
export type ObjectivePhase = 'status' | 'action' | 'agenda';

/**
 * What a player must have (or be able to spend) to score an objective. Every kind except 'claimed' can be
 * checked from a ScoringContext (objective-check.ts). 'claimed' covers requirements that depend on what the
 * app does not track: combat, movement, adjacency, neighbours, other players' pieces, exploration.
 */
export type ObjectiveRequirement =
  /** Control `count` planets with this trait. */
  | { readonly kind: 'planets-with-trait'; readonly trait: Trait; readonly count: number }
  /** Control `count` planets that share one trait (any trait). */
  | { readonly kind: 'planets-same-trait'; readonly count: number }
  /** Control `count` planets that have a technology specialty. */
  | { readonly kind: 'planets-with-specialty'; readonly count: number }
  /** Control `count` planets that have at least one attachment. */
  | { readonly kind: 'planets-with-attachments'; readonly count: number }
  /** Control `count` planets outside your home system. */
  | { readonly kind: 'non-home-planets'; readonly count: number }
  /** Control `count` legendary planets. */
  | { readonly kind: 'legendary-planets'; readonly count: number }
  /** Controlled planets (ready or exhausted) add up to `total` resources or influence. */
  | { readonly kind: 'planet-value-total'; readonly value: 'resources' | 'influence'; readonly total: number }
  /** Control `count` planets in other players' home systems. */
  | { readonly kind: 'planets-in-other-home-systems'; readonly count: number }
  /** Own `perColor` technologies in each of `colorsNeeded` colours. */
  | { readonly kind: 'technologies-by-color'; readonly colorsNeeded: number; readonly perColor: number }
  /** Own `count` unit upgrade technologies. */
  | { readonly kind: 'unit-upgrades'; readonly count: number }
  /** Own `count` faction technologies, not counting the listed ones. */
  | { readonly kind: 'faction-technologies'; readonly count: number; readonly excluding: readonly string[] }
  /** Spend these amounts; trade goods may stand in for resources or influence. */
  | {
      readonly kind: 'spend';
      readonly resources?: number;
      readonly influence?: number;
      readonly tradeGoods?: number;
    }
  /** Spend `count` command tokens from the tactic and/or strategy pools. */
  | { readonly kind: 'spend-command-tokens'; readonly count: number }
  /** Discard `count` action cards. */
  | { readonly kind: 'discard-action-cards'; readonly count: number }
  /** Have `count` structures on the board (of one type if `type` is given). */
  | { readonly kind: 'structures'; readonly count: number; readonly type?: 'pds' | 'space-dock' }
  /** Have structures on `planets` different planets outside your home system. */
  | { readonly kind: 'structures-outside-home'; readonly planets: number }
  /** Have `count` units of this type on the board. */
  | { readonly kind: 'units-on-board'; readonly type: UnitType; readonly count: number }
  /** Have your flagship or a war sun on the board, or in another player's home system or Mecatol Rex's. */
  | { readonly kind: 'flagship-or-war-sun'; readonly where: 'anywhere' | 'other-home-or-mecatol' }
  /** Have `count` ships (optionally not counting fighters) in one system. */
  | { readonly kind: 'ships-in-one-system'; readonly count: number; readonly excludeFighters: boolean }
  /** Have ships in `count` systems. */
  | { readonly kind: 'ships-in-systems'; readonly count: number }
  /** Have units in `count` systems that contain no planet. */
  | { readonly kind: 'units-in-systems-without-planets'; readonly count: number }
  /** Have units in `count` systems with a legendary planet, Mecatol Rex or an anomaly. */
  | { readonly kind: 'units-in-legendary-mecatol-or-anomaly-systems'; readonly count: number }
  /** Have units in this system. */
  | { readonly kind: 'units-in-system'; readonly systemId: string }
  /** Control Mecatol Rex and have `ships` ships in its system. */
  | { readonly kind: 'mecatol-with-ships'; readonly ships: number }
  /** Have at least one unit of this type on each of `count` planets. */
  | { readonly kind: 'planets-with-unit'; readonly type: 'infantry' | 'mech'; readonly count: number }
  /** Have `count` ground forces on one planet that has none of your space docks. */
  | { readonly kind: 'ground-forces-without-dock'; readonly count: number }
  /** Not checkable from the state: the player claims it and the table agrees. */
  | { readonly kind: 'claimed'; readonly reason: string };

export interface ObjectiveData {
  readonly id: string;
  readonly name: string;
  readonly stage: ObjectiveStage;
  readonly points: 1 | 2;
  /** One line in this project's own words. */
  readonly description: string;
  /** When it may be scored: public objectives in the status phase; secrets as their card says. */
  readonly phase: ObjectivePhase;
  readonly requirement: ObjectiveRequirement;
  readonly expansion: 'base' | 'pok';
}
