import { UNITS_BY_TYPE, type UnitType } from '@initiative/rules';

/** Short labels for units on the map. */
export const UNIT_ABBREVIATIONS: Readonly<Record<UnitType, string>> = {
  'war-sun': 'WS',
  dreadnought: 'DN',
  cruiser: 'CA',
  carrier: 'CV',
  destroyer: 'DD',
  fighter: 'FF',
  flagship: 'FS',
  mech: 'MC',
  infantry: 'INF',
  pds: 'PDS',
  'space-dock': 'SD',
};

export function unitList(units: Partial<Record<UnitType, number>>): string {
  return (Object.entries(units) as [UnitType, number][])
    .filter(([, n]) => n > 0)
    .map(([t, n]) => `${n} ${UNIT_ABBREVIATIONS[t]}`)
    .join(' ');
}

/** A unit type's name ("Space dock"), as the table-edit forms label their counts. */
export function unitName(type: UnitType): string {
  return UNITS_BY_TYPE.get(type)?.name ?? type;
}
