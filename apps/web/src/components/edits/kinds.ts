// The kinds of table edit the edit panel offers (all but "move", which has its own form), with their
// labels, and the kinds the token and card forms take.

import type { TableEditKind } from '@initiative/rules';

export type EditKind = Exclude<TableEditKind, 'move'>;

export const KIND_LABEL: Readonly<Record<EditKind, string>> = {
  'move-units': 'Move units (any place to any place)',
  'add-units': 'Add units (from reinforcements)',
  'remove-units': 'Remove units (destroyed, returned)',
  'set-planet-control': 'Set planet control',
  'set-planet-exhausted': 'Exhaust or ready a planet or space station',
  'set-station-control': 'Set space-station control',
  'set-command-token': 'Place or remove a command token on the board',
  'set-command-pools': 'Set a command sheet (tactic, fleet, strategy)',
  'capture-token': "Put another player's token in a fleet pool (Edict), or back",
  'capture-units': 'Capture units (Devour), or give them back',
  attach: 'Attach to a planet',
  detach: 'Remove an attachment',
  'adjust-trade-goods': 'Adjust trade goods',
  'adjust-commodities': 'Adjust commodities',
  'adjust-victory-points': 'Adjust victory points',
  'adjust-combat-hits': 'Adjust the hits to assign in a combat (a card or ability the app does not play)',
  'discard-action-card': 'Discard an action card',
  'give-action-card': 'Give an action card',
  'draw-action-cards': 'Draw action cards (into your hand)',
  'set-technology': 'Gain or lose a technology (no research)',
  'give-strategy-card': 'Hand a strategy card to a player (or back)',
  'adjust-card-trade-goods': 'Trade goods on a strategy card',
  'give-zero-token': 'Give the Naalu 0 token for this round (Gift of Prescience)',
  'return-note': 'Return a promissory note from a play area to its owner',
  'give-note': 'Give a promissory note from your hand (outside a transaction)',
  'unlock-commander': 'Unlock a commander (or lock it again)',
  'set-card-exhausted': 'Exhaust or ready a technology (or agent)',
  explore: 'Explore a planet of yours (again, or by an ability)',
  'explore-frontier': 'Explore a frontier token',
  'purge-relic-fragments': 'Purge relic fragments (for a relic)',
};

export const EDIT_KINDS = Object.keys(KIND_LABEL) as EditKind[];

export type TokenEditKind = 'set-command-token' | 'set-command-pools' | 'capture-token';

export const TOKEN_EDIT_KINDS: readonly string[] = [
  'set-command-token',
  'set-command-pools',
  'capture-token',
];

export type CardEditKind =
  | 'set-technology'
  | 'give-strategy-card'
  | 'adjust-card-trade-goods'
  | 'draw-action-cards'
  | 'give-zero-token'
  | 'return-note'
  | 'give-note'
  | 'unlock-commander'
  | 'set-card-exhausted';

export const CARD_EDIT_KINDS: readonly string[] = [
  'set-technology',
  'give-strategy-card',
  'adjust-card-trade-goods',
  'draw-action-cards',
  'give-zero-token',
  'return-note',
  'give-note',
  'unlock-commander',
  'set-card-exhausted',
];

export type ExploreEditKind = 'explore' | 'explore-frontier' | 'purge-relic-fragments';

export const EXPLORE_EDIT_KINDS: readonly string[] = ['explore', 'explore-frontier', 'purge-relic-fragments'];
