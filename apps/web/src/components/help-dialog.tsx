// "How to play": a button that opens the in-app guide (help/sections.ts) in a modal dialog, on the
// section for the table's phase. The dialog exists only while open; focus moves to the section's
// heading, Escape or Close shuts it, and the focus goes back to the button that opened it.

import { useEffect, useId, useRef, useState } from 'react';
import {
  HELP_SECTIONS,
  emphasised,
  sectionForPhase,
  type HelpBlock,
  type HelpSectionId,
} from '../help/sections.ts';
import { useClient } from '../use-client.ts';
import './help.css';

export function HelpButton({ testid = 'help', look = 'bar' }: { testid?: string; look?: 'bar' | 'link' }) {
  const phase = useClient((s) => s.view?.phase ?? null);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const d = dialog.current;
    if (!open || !d || d.open) return;
    d.showModal();
    d.querySelector<HTMLElement>('.help-section h3')?.focus();
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={look === 'bar' ? 'menu-button help-button' : 'link help-link'}
        aria-haspopup="dialog"
        aria-label={look === 'bar' ? 'How to play' : undefined}
        data-testid={testid}
        onClick={() => setOpen(true)}
      >
        {look === 'bar' ? (
          <>
            <span aria-hidden="true">?</span>
            <span className="menu-label">How to play</span>
          </>
        ) : (
          'How to play'
        )}
      </button>
      {open && (
        <dialog
          ref={dialog}
          className="help-dialog"
          aria-labelledby={titleId}
          data-testid="help-dialog"
          onClose={() => {
            setOpen(false);
            button.current?.focus();
          }}
          onClick={(e) => {
            // A click on the backdrop (outside the guide) closes it.
            if (e.target === e.currentTarget) e.currentTarget.close();
          }}
        >
          <HelpGuide
            titleId={titleId}
            first={sectionForPhase(phase)}
            onClose={() => dialog.current?.close()}
          />
        </dialog>
      )}
    </>
  );
}

function HelpGuide({
  titleId,
  first,
  onClose,
}: {
  titleId: string;
  first: HelpSectionId;
  onClose: () => void;
}) {
  const [current, setCurrent] = useState<HelpSectionId>(first);
  const body = useRef<HTMLDivElement>(null);
  const section = HELP_SECTIONS.find((s) => s.id === current) ?? HELP_SECTIONS[0];
  // A new section starts at its top (braces: Chromium's scrollTo may return a promise, not a cleanup).
  useEffect(() => {
    if (body.current) body.current.scrollTop = 0;
  }, [current]);
  if (!section) return null;
  return (
    <div className="help-guide">
      <div className="help-head">
        <h2 id={titleId}>How to play</h2>
        <button type="button" className="small" data-testid="help-close" onClick={onClose}>
          Close
        </button>
      </div>
      <nav className="help-nav" aria-label="Help sections">
        <ul className="plain">
          {HELP_SECTIONS.map((s) => (
            <li key={s.id}>
              <button
                type="button"
                className={`small ${s.id === current ? 'on' : ''}`}
                aria-current={s.id === current ? 'true' : undefined}
                title={s.title}
                data-testid={`help-nav-${s.id}`}
                onClick={() => setCurrent(s.id)}
              >
                <span className="help-nav-label">{s.label}</span>
                <span className="help-nav-chip">{s.chip}</span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className="help-body" ref={body}>
        <section
          className="help-section"
          aria-labelledby={`${titleId}-${section.id}`}
          data-testid={`help-section-${section.id}`}
        >
          <h3 id={`${titleId}-${section.id}`} tabIndex={-1}>
            {section.title}
          </h3>
          {section.blocks.map((b, i) => (
            <Block key={i} block={b} />
          ))}
        </section>
      </div>
    </div>
  );
}

function Block({ block }: { block: HelpBlock }) {
  if (typeof block === 'string')
    return (
      <p>
        <Words text={block} />
      </p>
    );
  return (
    <ul>
      {block.points.map((p, i) => (
        <li key={i}>
          <Words text={p} />
        </li>
      ))}
    </ul>
  );
}

function Words({ text }: { text: string }) {
  return (
    <>{emphasised(text).map((r, i) => (r.em ? <em key={i}>{r.text}</em> : <span key={i}>{r.text}</span>))}</>
  );
}
