// The settings a secondary order starts with when the player chooses "follow" (follow-settings.tsx).

import type { FollowSettings, SettingsFollowCard } from '@initiative/rules';

/** What a newly chosen "follow" starts with, before the player changes it. */
export function defaultSettings(card: SettingsFollowCard): FollowSettings {
  switch (card) {
    case 'leadership':
      return { leadership: { influence: 6, pool: 'tactic' } };
    case 'construction':
      return { construction: { structure: 'pds', planets: [] } };
    case 'warfare':
      return { warfare: { units: [{ unit: 'infantry', count: 2 }] } };
    case 'technology':
      return {}; // no sensible default: the player names a technology first
  }
}
