// The Technology card's picker (LRR 90): every technology by colour, then the unit upgrades and the
// player's faction technologies, each marked owned, pickable, pickable by exhausting a specialty
// planet, or missing (and why).

import {
  TECH_COLORS,
  TECHNOLOGIES,
  type GameView,
  type TechnologyData,
  type TechStatus,
} from '@initiative/rules';
import { InfoTip, TechnologyInfo, TipHost } from '../components/info-tip.tsx';
import { techBadge } from '../format/technologies.ts';

const GROUPS: readonly { readonly label: string; readonly match: (t: TechnologyData) => boolean }[] = [
  ...TECH_COLORS.map((c) => ({
    label: c,
    match: (t: TechnologyData) => t.color === c && t.faction === undefined,
  })),
  { label: 'unit upgrades', match: (t: TechnologyData) => t.color === undefined && t.faction === undefined },
];

/** The technologies by colour, each with its standing; picks up to `max` of them in order. */
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
  const groups = [...GROUPS, { label: 'your faction', match: (t: TechnologyData) => t.faction === faction }];
  const owned = new Set(view.players[seat]?.technologies ?? []);
  return (
    <div className="tech-picker" data-testid="tech-picker">
      {groups.map((g) => (
        <div key={g.label} className="tech-group">
          <h3 className={`tech-${g.label}`}>{g.label}</h3>
          <ul className="plain">
            {TECHNOLOGIES.filter(g.match).map((t) => {
              const on = chosen.includes(t.id);
              const index = on ? chosen.indexOf(t.id) : chosen.length;
              const status = statusOf(t.id, index);
              const pickable =
                on || ((status.kind === 'met' || status.kind === 'met-with-skips') && chosen.length < max);
              return (
                <li key={t.id}>
                  <button
                    type="button"
                    className={`pick tech tech-${t.color ?? 'unit'} status-${owned.has(t.id) ? 'owned' : status.kind} ${on ? 'on' : ''}`}
                    aria-pressed={on}
                    disabled={!pickable}
                    title={status.reason}
                    data-testid={`tech-${t.id}`}
                    data-status={owned.has(t.id) ? 'owned' : status.kind}
                    onClick={() => onChange(on ? chosen.filter((x) => x !== t.id) : [...chosen, t.id])}
                  >
                    {t.name}
                  </button>
                  <TipHost as="span" className="tech-pick-info">
                    <InfoTip label={t.name}>
                      <TechnologyInfo id={t.id} />
                    </InfoTip>
                  </TipHost>{' '}
                  <span className="hint small-text">
                    {owned.has(t.id)
                      ? 'owned'
                      : status.kind === 'missing'
                        ? status.reason
                        : techBadge(status)}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
