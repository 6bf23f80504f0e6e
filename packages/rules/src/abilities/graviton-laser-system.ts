// Graviton Laser System (generic technology, yellow): its owner may exhaust it before their units fire
// Space Cannon (LRR 77); the hits those units produce must then be assigned to non-fighter ships while
// one can take a hit. Using it never hurts its owner, so the engine exhausts it whenever it is ready
// and the ships fired at include a non-fighter ship (rules/space-cannon-offense.ts), and says so.

import type { AbilityRules } from '../hooks/contract.ts';
import { technologyReady } from '../board/exhaust.ts';

export const GRAVITON_LASER_SYSTEM = 'graviton-laser-system';

/** Graviton Laser System in the rule set (engine/rule-set.ts). */
export const gravitonLaserSystemRules: AbilityRules = {
  id: GRAVITON_LASER_SYSTEM,
  holder: { kind: 'technology', technology: GRAVITON_LASER_SYSTEM },
  combat: {
    cannonAtNonFighters: (state, seat) =>
      technologyReady(state, seat, GRAVITON_LASER_SYSTEM)
        ? { card: GRAVITON_LASER_SYSTEM, name: 'Graviton Laser System' }
        : null,
  },
};
