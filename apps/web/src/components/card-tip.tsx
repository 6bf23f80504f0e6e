// A card's name with its "about this" popover, as strategy cards and technologies have: action cards,
// promissory notes, agendas and objectives. The text comes from format/cards.ts.

import type { ReactNode } from 'react';
import type { CardTip as CardTipText } from '../format/cards.ts';
import { InfoTip, TipHost } from './info-tip.tsx';

/** The popover's text: name, kind, what it does. */
export function CardInfo({ tip }: { readonly tip: CardTipText }) {
  return (
    <>
      <strong>{tip.name}</strong>
      <span className="tip-meta">{tip.kind}</span>
      <span>{tip.summary}</span>
    </>
  );
}

/**
 * The card's name (or `children` in its place) and an i for its popover; the popover also shows while
 * the pointer is over the name. Without a summary it is the name alone.
 */
export function CardChip({
  tip,
  as = 'span',
  className = '',
  testid,
  children,
}: {
  readonly tip: CardTipText;
  readonly as?: 'li' | 'span';
  readonly className?: string;
  readonly testid?: string;
  readonly children?: ReactNode;
}) {
  return (
    <TipHost as={as} className={`card-chip ${className}`} {...(testid ? { 'data-testid': testid } : {})}>
      <span className="card-name">{children ?? tip.name}</span>
      {tip.summary && (
        <InfoTip label={tip.name} {...(testid ? { testid: `${testid}-tip` } : {})}>
          <CardInfo tip={tip} />
        </InfoTip>
      )}
    </TipHost>
  );
}
