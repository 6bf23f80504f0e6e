// A tablist as the ARIA authoring practices describe it: one tab in the tab order (the selected one),
// arrow keys move between tabs and select them, Home/End jump to the ends.

import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { tabId, panelId } from './tab-ids.ts';

export interface TabSpec<Id extends string> {
  readonly id: Id;
  readonly label: ReactNode;
  /** A dot on the tab: something there waits for you. */
  readonly alert?: boolean;
  /** What the alert dot says to a screen reader (by default: your move). */
  readonly alertLabel?: string;
}

export function TabList<Id extends string>({
  prefix,
  label,
  tabs,
  selected,
  onSelect,
  className,
}: {
  prefix: string;
  label: string;
  tabs: readonly TabSpec<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  className?: string;
}) {
  const refs = useRef(new Map<Id, HTMLButtonElement>());
  const move = (e: KeyboardEvent, from: number) => {
    const last = tabs.length - 1;
    const to =
      e.key === 'ArrowRight' || e.key === 'ArrowDown'
        ? from === last
          ? 0
          : from + 1
        : e.key === 'ArrowLeft' || e.key === 'ArrowUp'
          ? from === 0
            ? last
            : from - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (to === null) return;
    e.preventDefault();
    const tab = tabs[to];
    if (!tab) return;
    onSelect(tab.id);
    refs.current.get(tab.id)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={`tablist ${className ?? ''}`}>
      {tabs.map((t, i) => (
        <button
          key={t.id}
          ref={(el) => {
            if (el) refs.current.set(t.id, el);
            else refs.current.delete(t.id);
          }}
          type="button"
          role="tab"
          id={tabId(prefix, t.id)}
          aria-selected={t.id === selected}
          aria-controls={panelId(prefix, t.id)}
          tabIndex={t.id === selected ? 0 : -1}
          className={`tab ${t.alert ? 'alert' : ''}`}
          data-testid={`tab-${t.id}`}
          onClick={() => onSelect(t.id)}
          onKeyDown={(e) => move(e, i)}
        >
          {t.label}
          {t.alert && (
            <>
              <span className="tab-dot" aria-hidden="true" />
              <span className="sr-only"> ({t.alertLabel ?? 'your move'})</span>
            </>
          )}
        </button>
      ))}
    </div>
  );
}
