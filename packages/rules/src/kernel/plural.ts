// Counting words for what players read: "1 trade good", "2 trade goods", "2 infantry".

/** Nouns that do not change in the plural. */
const SAME_IN_PLURAL = new Set(['infantry', 'pds']);

/** `count` and the noun, in the singular for exactly one: plural('trade good', 2) → "2 trade goods". */
export function plural(count: number, singular: string, pluralForm?: string): string {
  return `${count} ${count === 1 ? singular : (pluralForm ?? pluralOf(singular))}`;
}

/** The plural of a noun as the game uses it. */
export function pluralOf(singular: string): string {
  const words = singular.split(' ');
  const last = words.pop() ?? '';
  if (SAME_IN_PLURAL.has(last.toLowerCase())) return singular;
  const end = /(s|x|ch|sh)$/.test(last)
    ? `${last}es`
    : /[^aeiou]y$/.test(last)
      ? `${last.slice(0, -1)}ies`
      : `${last}s`;
  return [...words, end].join(' ');
}
