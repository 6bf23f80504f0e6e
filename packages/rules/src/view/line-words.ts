// The log's most frequent sentences, as words the client puts back together. A line in an update
// whose text is one of these templates, filled with the name of the player the line is about and a
// few values, is sent as the template's key and the values (`w`, `a`) instead of its text: "It is
// Ada's turn." costs `"w":"turn"` beside the line's `seat`, which the line carries anyway. Every
// client holds the templates (this file, through the rules package) and the players' names (the
// view); a third-party client that does not gets the same sentences from `sync` and the history
// endpoint, which always carry the text. A line that fits no template keeps its text, so adding a
// sentence to the rules never needs a template.

/**
 * `{n}`: the name of the player the line is about; `{0}`, `{1}`: the values sent with the key. The first
 * template that gives back a line's text is used, so a longer one comes before a shorter it extends.
 */
export const LINE_TEMPLATES: Readonly<Record<string, string>> = {
  turn: "It is {n}'s turn.",
  'tactical-end': '{n} ends their tactical action.',
  'secret-kept': '{n} has chosen a secret objective to keep.',
  'activate-named': '{n} takes a tactical action and activates system {0} ({1}).',
  activate: '{n} takes a tactical action and activates system {0}.',
  pass: '{n} passes.',
  pick: '{n} picks {0}.',
  'strategic-action': '{n} plays {0} as a strategic action.',
  primary: '{n} resolves the primary ability of {0}; the others may follow.',
  'follow-token': '{n} follows {0}, spending a strategy token.',
  follow: '{n} follows {0}.',
  'no-follow': '{n} does not follow {0}.',
  'card-done': "{n}'s {0} is resolved and exhausted.",
  'tokens-gained': '{n} gains {0} command tokens ({1}).',
  produces: '{n} produces {0}.',
  'action-phase': 'Action phase. Turn order: {0}.',
  'setup-done': 'Everyone has chosen a secret objective. The strategy phase begins.',
};

interface Compiled {
  readonly key: string;
  readonly pattern: RegExp;
  /** The capture group of the player's name, or -1 when the template has none. */
  readonly nameGroup: number;
  readonly values: number;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each template as an anchored pattern: the literal words, a lazy group for each placeholder. */
const COMPILED: readonly Compiled[] = Object.entries(LINE_TEMPLATES).map(([key, template]) => {
  const parts = template.split(/(\{n\}|\{\d\})/);
  let group = 0;
  let nameGroup = -1;
  let values = 0;
  const source = parts
    .map((part) => {
      if (part === '{n}') {
        nameGroup = ++group;
        return '(.*?)';
      }
      if (/^\{\d\}$/.test(part)) {
        group++;
        values++;
        return '(.*?)';
      }
      return escape(part);
    })
    .join('');
  return { key, pattern: new RegExp(`^${source}$`, 's'), nameGroup, values };
});

/** A template filled: the name for `{n}`, the values for `{0}`, `{1}`… */
export function wordLine(key: string, name: string, values: readonly string[]): string | null {
  const template = LINE_TEMPLATES[key];
  if (template === undefined) return null;
  return template.replace(/\{n\}|\{(\d)\}/g, (whole, i: string | undefined) =>
    i === undefined ? name : (values[Number(i)] ?? whole),
  );
}

/**
 * The key and values that give back `text` exactly for a line about the player named `name` (null
 * when no template fits). Values are in the order of the template's placeholders `{0}`, `{1}`….
 */
export function lineWords(text: string, name: string | undefined): { key: string; values: string[] } | null {
  for (const c of COMPILED) {
    const m = c.pattern.exec(text);
    if (!m) continue;
    if (c.nameGroup !== -1 && m[c.nameGroup] !== name) continue;
    const values = m.slice(1).filter((_, i) => i + 1 !== c.nameGroup);
    if (values.length !== c.values) continue;
    // Placeholders are numbered in the order they appear; a value holding a template's own words
    // could split differently, so the line is sent as words only when they give back its text.
    if (wordLine(c.key, name ?? '', values) === text) return { key: c.key, values };
  }
  return null;
}
