// Names people choose (a player's name, a game's name): what may be in one, and
// when two of them look the same on screen. Pure string logic, no I/O.

import { z } from 'zod';

/**
 * Characters that draw nothing or break the text around them: controls (Cc), format characters
 * (Cf: zero-width spaces and joiners, bidi overrides), lone surrogates (Cs), private use (Co), and
 * line/paragraph separators (Zl, Zp).
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}]/u;

/** Letters that render as blank space although Unicode calls them letters (Hangul fillers, braille blank). */
const BLANK_LETTERS = /[\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** Whitespace and combining marks: what is left once they are removed must not be empty. */
const INVISIBLE = /[\p{White_Space}\p{M}]/gu;

/** NFC form, trimmed: the form in which a name is stored and shown. */
export function normaliseName(raw: string): string {
  return raw.normalize('NFC').trim();
}

/**
 * Why `name` (already normalised) cannot be used, as a sentence for the person typing it,
 * or null when it is fine. `what` names the thing ("A name", "A game name").
 */
export function nameProblem(name: string, what: string): string | null {
  const hidden = HIDDEN.exec(name);
  if (hidden) {
    const cp = hidden[0].codePointAt(0) ?? 0;
    const hex = cp.toString(16).toUpperCase().padStart(4, '0');
    return `${what} cannot contain invisible or control characters (U+${hex}); type it again with visible letters only`;
  }
  if (name.replace(BLANK_LETTERS, '').replace(INVISIBLE, '').length === 0)
    return `${what} needs at least one visible character`;
  return null;
}

/**
 * A zod string for a name: normalised (NFC, trimmed), between 1 and `max` characters, with no
 * hidden characters and at least one visible one.
 */
export function nameSchema(what: string, max: number, emptyMessage: string) {
  return z
    .string()
    .transform(normaliseName)
    .pipe(
      z
        .string()
        .min(1, emptyMessage)
        .max(max, `${what} can be at most ${max} characters.`)
        .superRefine((name, ctx) => {
          const problem = nameProblem(name, what);
          if (problem) ctx.addIssue({ code: 'custom', message: `${problem}.` });
        }),
    );
}

/**
 * Capital letters of other scripts that look like Latin capitals (a small part of Unicode's
 * confusables list: the ones a player could type by accident or on purpose). Folded before
 * lower-casing, since their lower-case forms often do not look Latin (Cyrillic В → в).
 */
const CONFUSABLE_CAPITALS: Readonly<Record<string, string>> = {
  // Cyrillic
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  Х: 'X',
  У: 'Y',
  Ѕ: 'S',
  І: 'I',
  Ј: 'J',
  Ԛ: 'Q',
  Ԝ: 'W',
  // Greek
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
};

/** Lower-case letters (and digits) that look like Latin lower-case letters. */
const CONFUSABLE_SMALL: Readonly<Record<string, string>> = {
  // Cyrillic
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  х: 'x',
  у: 'y',
  і: 'l',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  һ: 'h',
  ӏ: 'l',
  ɡ: 'g',
  // Greek
  ο: 'o',
  α: 'a',
  ν: 'v',
  ι: 'l',
  κ: 'k',
  ρ: 'p',
  υ: 'u',
  // Digits and letters that share a shape in common fonts: 0/O, and 1/l/I (I is i once lower-cased).
  '0': 'o',
  '1': 'l',
  i: 'l',
  '|': 'l',
};

/**
 * The form two names share when they look the same: compatibility-normalised (NFKC: full-width and
 * styled letters become plain), accents and other marks removed, lookalike letters of other scripts
 * and 0/O, 1/l/I folded, case ignored, runs of spaces counted as one, and "rn" read as "m".
 */
export function nameLookalikeKey(name: string): string {
  const plain = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .normalize('NFKC')
    .replace(/./gsu, (c) => CONFUSABLE_CAPITALS[c] ?? c)
    .toLowerCase();
  return plain
    .replace(/./gsu, (c) => CONFUSABLE_SMALL[c] ?? c)
    .replace(/rn/g, 'm')
    .replace(/\p{White_Space}+/gu, ' ')
    .trim();
}

/** Whether two names would be hard to tell apart at the table. */
export function namesLookAlike(a: string, b: string): boolean {
  return nameLookalikeKey(a) === nameLookalikeKey(b);
}
