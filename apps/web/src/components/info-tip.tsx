// A small "about this" popover: shown while the pointer is over its host (an element with the
// `tip-host` class) or keyboard focus is inside it, and toggled by its own button for touch screens
// (tap) and keyboards (Enter/Space; Escape closes). The text is also the button's description.

import { useId, useState, type ReactNode } from 'react';
import { FACTIONS_BY_ID, TECHNOLOGIES_BY_ID, TECHNOLOGY_SUMMARIES } from '@initiative/rules';
import { prerequisitesText } from '../format/technologies.ts';
import './info.css';

/**
 * The element a popover belongs to: hovering it or focusing inside it shows the popover. The popover
 * opens towards the side of the screen with more room, so it never runs off the page.
 */
export function TipHost({
  as: Tag = 'div',
  className = '',
  children,
  ...rest
}: {
  readonly as?: 'div' | 'li' | 'span';
  readonly className?: string;
  readonly children: ReactNode;
  readonly 'data-testid'?: string;
}) {
  const [flip, setFlip] = useState(false);
  // Escape hides the popover until the pointer leaves, focus moves or the host is clicked.
  const [dismissed, setDismissed] = useState(false);
  const measure = (el: HTMLElement) => {
    const r = el.getBoundingClientRect();
    setFlip(r.left + r.width / 2 > window.innerWidth / 2);
  };
  return (
    <Tag
      className={`tip-host ${flip ? 'flip' : ''} ${dismissed ? 'dismissed' : ''} ${className}`}
      onPointerEnter={(e) => measure(e.currentTarget)}
      onPointerLeave={() => setDismissed(false)}
      onFocus={(e) => measure(e.currentTarget)}
      onBlur={() => setDismissed(false)}
      onClick={() => setDismissed(false)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setDismissed(true);
      }}
      {...rest}
    >
      {children}
    </Tag>
  );
}

export function InfoTip({
  label,
  children,
  testid,
}: {
  /** What the popover is about, for the button's accessible name ("About Leadership"). */
  readonly label: string;
  readonly children: ReactNode;
  readonly testid?: string;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <span
      className={`tip ${open ? 'open' : ''}`}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpen(false);
      }}
    >
      <button
        type="button"
        className="tip-button"
        aria-label={`About ${label}`}
        aria-expanded={open}
        aria-describedby={id}
        onClick={() => setOpen(!open)}
      >
        i
      </button>
      <span role="tooltip" id={id} className="tip-body" data-testid={testid}>
        {children}
      </span>
    </span>
  );
}

/** A technology's popover text: what kind it is, its prerequisites and what it does. */
export function TechnologyInfo({ id }: { readonly id: string }) {
  const t = TECHNOLOGIES_BY_ID.get(id);
  if (!t) return <>{id}</>;
  const color = t.color ? `${t.color.charAt(0).toUpperCase()}${t.color.slice(1)}` : '';
  const kind = t.upgrades ? 'Unit upgrade' : `${color} technology`;
  const faction = t.faction ? FACTIONS_BY_ID.get(t.faction)?.name : undefined;
  return (
    <>
      <strong>{t.name}</strong>
      <span className="tip-meta">
        {kind}
        {faction ? ` · ${faction} only` : ''} · {prerequisitesText(t.prerequisites)}
      </span>
      <span>{TECHNOLOGY_SUMMARIES[id] ?? ''}</span>
    </>
  );
}

/** A technology's name with its popover (name, kind, prerequisites, effect). */
export function TechnologyChip({
  id,
  exhausted = false,
}: {
  readonly id: string;
  readonly exhausted?: boolean;
}) {
  const t = TECHNOLOGIES_BY_ID.get(id);
  return (
    <TipHost
      as="li"
      className={`tech tech-${t?.color ?? 'unit'} tech-chip${exhausted ? ' exhausted' : ''}`}
      data-testid={`tech-chip-${id}`}
    >
      <span>
        {t?.name ?? id}
        {exhausted ? ' (exhausted)' : ''}
      </span>
      <InfoTip label={t?.name ?? id}>
        <TechnologyInfo id={id} />
      </InfoTip>
    </TipHost>
  );
}
