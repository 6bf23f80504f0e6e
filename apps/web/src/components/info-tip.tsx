// A small "about this" popover: shown while the pointer is over its host (an element with the
// `tip-host` class) or keyboard focus is inside it, and toggled by its own button for touch screens
// (tap) and keyboards (Enter/Space; Escape, a tap elsewhere or a choice closes). The text is also the
// button's description. It is drawn on the screen's layer (fixed), so no panel clips it.

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FACTIONS_BY_ID, TECHNOLOGIES_BY_ID, TECHNOLOGY_SUMMARIES } from '@initiative/rules';
import { prerequisitesText } from '../format/technologies.ts';
import './info.css';

/** The popover's width in px (info.css .tip-body) and its distance from the screen's edges. */
const TIP_WIDTH = 300;
const EDGE = 8;

/**
 * Places the popovers inside `anchor` next to it, on the screen (position: fixed, so no scrolled
 * panel clips them): below it, or above when there is more room there, and never past an edge.
 */
function placeTips(anchor: HTMLElement) {
  const r = anchor.getBoundingClientRect();
  const width = Math.min(TIP_WIDTH, window.innerWidth - 2 * EDGE);
  const right = r.left + r.width / 2 > window.innerWidth / 2;
  const left = Math.max(EDGE, Math.min(right ? r.right - width : r.left, window.innerWidth - width - EDGE));
  const above = r.bottom > window.innerHeight * 0.6;
  anchor.style.setProperty('--tip-left', `${Math.round(left)}px`);
  anchor.style.setProperty('--tip-top', above ? 'auto' : `${Math.round(r.bottom + 4)}px`);
  anchor.style.setProperty(
    '--tip-bottom',
    above ? `${Math.round(window.innerHeight - r.top + 4)}px` : 'auto',
  );
}

/**
 * The element a popover belongs to: hovering it or focusing inside it shows the popover; it closes
 * when the pointer leaves and when the element itself is chosen (a click that is not on the i).
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
  // Escape or a choice hides the popover until the pointer leaves or focus moves.
  const [dismissed, setDismissed] = useState(false);
  return (
    <Tag
      className={`tip-host ${dismissed ? 'dismissed' : ''} ${className}`}
      onPointerEnter={(e) => placeTips(e.currentTarget)}
      onPointerLeave={() => setDismissed(false)}
      onFocus={(e) => placeTips(e.currentTarget)}
      onBlur={() => setDismissed(false)}
      // Choosing the element hides its popover; a click on its i asks for it again.
      onClick={(e) => setDismissed(!(e.target instanceof Element && e.target.closest('.tip')))}
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
  const root = useRef<HTMLSpanElement>(null);
  // Opened by a tap or a key, it closes on a tap anywhere else.
  useEffect(() => {
    if (!open) return;
    const away = (e: PointerEvent) => {
      if (!(e.target instanceof Node && root.current?.contains(e.target))) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);
  return (
    <span
      ref={root}
      className={`tip ${open ? 'open' : ''}`}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpen(false);
      }}
      // A mouse leaving closes it; a touch has no hover to leave.
      onPointerLeave={(e) => {
        if (e.pointerType !== 'mouse') return;
        setOpen(false);
        // The i clicked keeps the focus, which would keep the popover shown (a keyboard's focus).
        const focused = document.activeElement;
        if (focused instanceof HTMLElement && root.current?.contains(focused)) focused.blur();
      }}
    >
      <button
        type="button"
        className="tip-button"
        aria-label={`About ${label}`}
        aria-expanded={open}
        aria-describedby={id}
        onClick={(e) => {
          if (!open) placeTips(e.currentTarget.closest('.tip-host') ?? e.currentTarget);
          setOpen(!open);
        }}
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
