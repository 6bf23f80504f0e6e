// The one form for every offer (the rules package's `Offer` in a seat's own view, docs/protocol.md
// "Offers"): its title and sentence, a widget per field (a list for a choice, a stepper for a number
// or a tally, a checkbox, rows of fields, the production order builder), and its send button. The
// intent is built by format/offer-intent.ts; the engine decides. Nothing here knows an ability.

import { useState } from 'react';
import type { GameView, Intent, Offer, OfferField, OfferPlace } from '@initiative/rules';
import { Stepper } from '../cards/pickers.tsx';
import { send } from '../connection.ts';
import { useClient } from '../use-client.ts';
import {
  buildIntent,
  fitAnswers,
  initialAnswer,
  initialAnswers,
  productionSystem,
  type Answer,
} from '../format/offer-intent.ts';
import { ProductionOrderBuilder } from './production-order.tsx';
import './turns.css';

const NONE: readonly Offer[] = [];

/** The viewer's offers for one place on the table, one form each. */
export function OfferForms({ place }: { place: OfferPlace }) {
  const view = useClient((s) => s.view);
  const offers = (view?.offers ?? NONE).filter((o) => o.place === place);
  if (!view || view.viewer.kind !== 'seat' || offers.length === 0) return null;
  const seat = view.viewer.seat;
  return (
    <div className="offers" data-testid={`offers-${place}`}>
      {offers.map((offer) => (
        <OfferForm
          key={offer.id}
          view={view}
          seat={seat}
          offer={offer}
          folded={place === 'turn' || place === 'anytime'}
        />
      ))}
    </div>
  );
}

export function OfferForm({
  view,
  seat,
  offer,
  folded = false,
}: {
  view: GameView;
  seat: number;
  offer: Offer;
  /** Shut until opened: one of several moves open to the player, or one the game does not wait for. */
  folded?: boolean;
}) {
  const [kept, setAnswers] = useState<readonly Answer[]>(() => initialAnswers(offer.fields));
  const answers = fitAnswers(offer.fields, kept);
  const at = (i: number) => (a: Answer) => setAnswers(answers.map((b, j) => (j === i ? a : b)));
  const testid = `offer-${offer.id}`;
  const production = offer.fields.findIndex((f) => f.kind === 'production');
  const built = buildIntent(offer, answers);
  const body = (
    <>
      <p className="hint">{offer.text}</p>
      {offer.fields.map((field, i) =>
        field.kind === 'production' ? null : (
          <FieldInput
            key={i}
            field={field}
            answer={answers[i] ?? initialAnswer(field)}
            onChange={at(i)}
            testid={`${testid}-field-${i}`}
          />
        ),
      )}
      {production >= 0 ? (
        <ProductionInput view={view} seat={seat} offer={offer} answers={answers} index={production} />
      ) : (
        <div className="row">
          <button
            type="button"
            data-testid={`${testid}-submit`}
            disabled={!built.ok}
            onClick={() => {
              if (built.ok) void send(built.intent as Intent);
            }}
          >
            {offer.submit}
          </button>
          {!built.ok && <span className="hint">{built.error}</span>}
        </div>
      )}
    </>
  );
  return (
    <section className="card offer-card" aria-label={offer.title} data-testid={testid}>
      {folded ? (
        <details>
          <summary data-testid={`${testid}-open`}>
            <h2>{offer.title}</h2>
          </summary>
          {body}
        </details>
      ) : (
        <>
          <h2>{offer.title}</h2>
          {body}
        </>
      )}
    </section>
  );
}

/** The production order builder for the offer's production field; its send button sends the offer. */
function ProductionInput({
  view,
  seat,
  offer,
  answers,
  index,
}: {
  view: GameView;
  seat: number;
  offer: Offer;
  answers: readonly Answer[];
  index: number;
}) {
  const field = offer.fields[index];
  const system = productionSystem(offer, answers, index);
  if (field?.kind !== 'production' || system === null) return null;
  const limits = field.limits;
  const plain = limits.plain
    ? {
        plain: {
          ...(limits.planet === undefined ? {} : { planet: limits.planet }),
          ...(limits.costCap === undefined ? {} : { costCap: limits.costCap }),
        },
      }
    : {};
  return (
    <ProductionOrderBuilder
      key={system}
      view={view}
      seat={seat}
      site={{ system, ...(limits.unlimited ? { unlimited: true } : {}) }}
      testid={`offer-${offer.id}-order`}
      submitLabel={offer.submit}
      {...(limits.shipsOnly ? { shipsOnly: true } : {})}
      {...(limits.single ? { single: limits.by } : {})}
      {...plain}
      {...(limits.most === undefined ? {} : { most: { count: limits.most, by: limits.by } })}
      {...(limits.gainedFirst === undefined ? {} : { gainedFirst: limits.gainedFirst })}
      onSubmit={(order) => {
        const built = buildIntent(
          offer,
          answers.map((a, j) => (j === index ? { kind: 'production', order } : a)),
        );
        if (built.ok) void send(built.intent as Intent);
      }}
    />
  );
}

/** One field's widget. */
function FieldInput({
  field,
  answer,
  onChange,
  testid,
}: {
  field: OfferField;
  answer: Answer;
  onChange: (a: Answer) => void;
  testid: string;
}) {
  if (field.kind === 'pick' && answer.kind === 'pick') {
    const only = field.choices.length === 1 && !field.optional ? field.choices[0] : undefined;
    if (only)
      return (
        <p className="offer-field" data-testid={testid}>
          {field.label}: <strong>{only.label}</strong>
        </p>
      );
    return (
      <label className="offer-field">
        {field.label}{' '}
        <select
          data-testid={testid}
          value={answer.index}
          onChange={(e) => onChange({ kind: 'pick', index: Number(e.target.value) })}
        >
          {field.optional && <option value={-1}>None</option>}
          {field.choices.map((c, i) => (
            <option key={i} value={i}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
    );
  }
  if (field.kind === 'count' && answer.kind === 'count')
    return (
      <div className="offer-field">
        <Stepper
          label={field.label}
          value={answer.value}
          min={field.min}
          max={field.max}
          onChange={(value) => onChange({ kind: 'count', value })}
          testid={testid}
        />
      </div>
    );
  if (field.kind === 'tally' && answer.kind === 'tally')
    return (
      <fieldset className="offer-field" data-testid={testid}>
        <legend>{field.label}</legend>
        {field.items.map((item) => (
          <Stepper
            key={item.id}
            label={item.label}
            value={answer.counts[item.id] ?? 0}
            max={item.max}
            onChange={(n) => onChange({ kind: 'tally', counts: { ...answer.counts, [item.id]: n } })}
            testid={`${testid}-${item.id}`}
          />
        ))}
      </fieldset>
    );
  if (field.kind === 'toggle' && answer.kind === 'toggle')
    return (
      <label className="offer-field inline">
        <input
          type="checkbox"
          data-testid={testid}
          checked={answer.on}
          onChange={(e) => onChange({ kind: 'toggle', on: e.target.checked })}
        />{' '}
        {field.label}
      </label>
    );
  if (field.kind === 'rows' && answer.kind === 'rows') {
    const setRow = (r: number, row: readonly Answer[]) =>
      onChange({ kind: 'rows', rows: answer.rows.map((x, j) => (j === r ? row : x)) });
    return (
      <fieldset className="offer-field" data-testid={testid}>
        <legend>{field.label}</legend>
        {answer.rows.map((row, r) => (
          <div className="row" key={r}>
            {field.fields.map((f, i) => (
              <FieldInput
                key={i}
                field={f}
                answer={row[i] ?? initialAnswer(f)}
                onChange={(a) =>
                  setRow(
                    r,
                    row.map((b, j) => (j === i ? a : b)),
                  )
                }
                testid={`${testid}-row-${r}-field-${i}`}
              />
            ))}
            <button
              type="button"
              className="small secondary-button"
              onClick={() => onChange({ kind: 'rows', rows: answer.rows.filter((_, j) => j !== r) })}
            >
              Remove
            </button>
          </div>
        ))}
        {answer.rows.length < field.max && (
          <button
            type="button"
            className="small secondary-button"
            data-testid={`${testid}-add`}
            onClick={() => onChange({ kind: 'rows', rows: [...answer.rows, initialAnswers(field.fields)] })}
          >
            Add
          </button>
        )}
      </fieldset>
    );
  }
  return null;
}
