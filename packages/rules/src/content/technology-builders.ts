// Constructors for the technology tables. Optional fields are left out when they do not apply.

import type { TechColor, TechnologyData, UnitType } from './types.ts';

type Expansion = TechnologyData['expansion'];
type Prerequisites = TechnologyData['prerequisites'];
type UpgradedStats = NonNullable<TechnologyData['upgradedStats']>;

export function tech(
  id: string,
  name: string,
  color: TechColor,
  prerequisites: Prerequisites,
  expansion: Expansion,
): TechnologyData {
  return { id, name, color, prerequisites, expansion };
}

export function unitUpgrade(
  id: string,
  name: string,
  upgrades: UnitType,
  prerequisites: Prerequisites,
  expansion: Expansion,
  upgradedStats?: UpgradedStats,
): TechnologyData {
  return { id, name, prerequisites, upgrades, expansion, ...(upgradedStats ? { upgradedStats } : {}) };
}

export function factionTech(
  id: string,
  name: string,
  faction: string,
  color: TechColor | undefined,
  prerequisites: Prerequisites,
  expansion: Expansion,
): TechnologyData {
  return { id, name, ...(color === undefined ? {} : { color }), prerequisites, faction, expansion };
}

export function factionUpgrade(
  id: string,
  name: string,
  faction: string,
  upgrades: UnitType,
  prerequisites: Prerequisites,
  expansion: Expansion,
  upgradedStats?: UpgradedStats,
): TechnologyData {
  return { ...unitUpgrade(id, name, upgrades, prerequisites, expansion, upgradedStats), faction };
}
