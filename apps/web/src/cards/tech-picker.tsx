// The Technology card's picker (LRR 90) as a tree: one column per colour, each technology in the tier
// of its prerequisites (none, one, two, three), then the unit upgrades and the player's faction
// technologies. Each is marked owned, pickable, pickable by exhausting a specialty planet, or what is
// missing, in a few words; the i has the rest.

import {
  TECH_COLORS,
  TECHNOLOGIES,
  type GameView,
  type TechnologyData,
  type TechStatus,
} from '@initiative/rules';
import { InfoTip, TechnologyInfo, TipHost } from '../components/info-tip.tsx';
import { techStanding } from '../format/technologies.ts';

interface Group {
  readonly label: string;
  readonly color: string;
  readonly match: (t: TechnologyData) => boolean;
}

const COLUMNS: readonly Group[] = TECH_COLORS.map((c) => ({
  label: c,
  color: c,
  match: (t: TechnologyData) => t.color === c && t.faction === undefined,
}));

const tier = (t: TechnologyData) => Object.values(t.prerequisites).reduce<number>((a, n) => a + (n ?? 0), 0);

/** The technologies as a tree by colour, each with its standing; picks up to `max` of them in order. */
export function TechPicker(props: {
  readonly view: GameView;
  readonly seat: number;
  readonly chosen: readonly string[];
  readonly max: number;
  readonly statusOf: (id: string, index: number) => TechStatus;
  readonly onChange: (chosen: string[]) => void;
}) {
  const { view, seat, chosen, max, statusOf, onChange } = props;
  const faction = view.players[seat]?.faction;
  const owned = new Set(view.players[seat]?.technologies ?? []);
  const others: readonly Group[] = [
    {
      label: 'unit upgrades',
      color: 'unit',
      match: (t) => t.color === undefined && t.faction === undefined,
    },
    { label: 'your faction', color: 'unit', match: (t) => t.faction === faction },
  ];

  const row = (t: TechnologyData) => {
    const on = chosen.includes(t.id);
    const index = on ? chosen.indexOf(t.id) : chosen.length;
    const status = statusOf(t.id, index);
    const standing = owned.has(t.id) ? 'owned' : status.kind;
    const pickable =
      on || ((status.kind === 'met' || status.kind === 'met-with-skips') && chosen.length < max);
    return (
      <li key={t.id} className={`tech-row standing-${standing}`}>
        <button
          type="button"
          className={`pick tech tech-${t.color ?? 'unit'} status-${standing} ${on ? 'on' : ''}`}
          aria-pressed={on}
          disabled={!pickable}
          title={status.reason}
          aria-describedby={`tech-standing-${t.id}`}
          data-testid={`tech-${t.id}`}
          data-status={standing}
          onClick={() => onChange(on ? chosen.filter((x) => x !== t.id) : [...chosen, t.id])}
        >
          {t.name}
        </button>
        <TipHost as="span" className="tech-pick-info">
          <InfoTip label={t.name}>
            <TechnologyInfo id={t.id} />
          </InfoTip>
        </TipHost>
        <span className="tech-standing small-text" id={`tech-standing-${t.id}`}>
          {owned.has(t.id) ? 'owned' : techStanding(status)}
        </span>
      </li>
    );
  };

  return (
    <div className="tech-picker" data-testid="tech-picker">
      <div className="tech-tree">
        {COLUMNS.map((g) => {
          const techs = TECHNOLOGIES.filter(g.match);
          const tiers = [...new Set(techs.map(tier))].sort((a, b) => a - b);
          return (
            <section
              key={g.label}
              className={`tech-group tech-${g.color}`}
              aria-label={`${g.label} technologies`}
            >
              <h3>{g.label}</h3>
              {tiers.map((n) => (
                <ul
                  key={n}
                  className="plain tech-tier"
                  aria-label={n === 0 ? 'No prerequisites' : `${n} prerequisites`}
                >
                  {techs.filter((t) => tier(t) === n).map(row)}
                </ul>
              ))}
            </section>
          );
        })}
      </div>
      {others.map((g) => {
        const techs = TECHNOLOGIES.filter(g.match);
        if (techs.length === 0) return null;
        return (
          <section key={g.label} className="tech-group tech-others" aria-label={g.label}>
            <h3>{g.label}</h3>
            <ul className="plain">{techs.map(row)}</ul>
          </section>
        );
      })}
    </div>
  );
}
