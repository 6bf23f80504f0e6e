import { describe, expect, it } from 'vitest';
import { claimSeatBody, createGameBody } from '../view/protocol.ts';
import { nameLookalikeKey, namesLookAlike, nameProblem, normaliseName } from './names.ts';

const claim = (name: string) => claimSeatBody.safeParse({ seat: 0, name, color: 'red' });
const create = (name: string) => createGameBody.safeParse({ name, seats: 3, victoryPoints: 10 });
const messageOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message ?? '';

describe('names', () => {
  it('stores a name in NFC form, trimmed: a decomposed é becomes one character', () => {
    const decomposed = 'Ame\u0301lie ';
    const out = claim(decomposed);
    expect(out.success).toBe(true);
    expect(out.data?.name).toBe('Amélie');
    expect(out.data?.name.length).toBe(6);
    expect(normaliseName(decomposed)).toBe('Am\u00e9lie');
  });

  // One row per kind of character that draws nothing or breaks the text around it.
  it.each([
    ['a control character (Cc, NUL)', 'Bob\u0000'],
    ['a control character (Cc, ESC)', 'Bo\u001bb'],
    ['a zero-width space (Cf)', 'Bo\u200bb'],
    ['a zero-width joiner (Cf)', 'Bo\u200db'],
    ['a right-to-left override (Cf)', '\u202eboB'],
    ['a byte-order mark (Cf)', 'Bo\ufeffb'],
    ['a lone high surrogate', 'Bob\ud800'],
    ['a lone low surrogate', '\udc00Bob'],
    ['a line separator', 'Bob\u2028Smith'],
  ])('refuses a player name with %s, saying why', (_label, name) => {
    const out = claim(name);
    expect(out.success).toBe(false);
    expect(messageOf(out)).toMatch(/invisible or control characters \(U\+[0-9A-F]{4}\)/);
  });

  it.each([
    ['only spaces', '   '],
    ['only combining marks', '\u0301\u0302\u0303'],
    ['a space and a combining mark', ' \u0301 '],
    ['a Hangul filler (a blank letter)', '\u3164'],
    ['a braille blank', '\u2800\u2800'],
    ['an ideographic space', '\u3000'],
  ])('refuses a player name made of %s: it needs a visible character', (_label, name) => {
    const out = claim(name);
    expect(out.success).toBe(false);
    expect(messageOf(out)).toMatch(/visible character|at least one character/);
  });

  it('applies the same rules to the game name', () => {
    expect(create('Friday\u200b night').success).toBe(false);
    expect(messageOf(create('Friday\u202e night'))).toMatch(/A game name cannot contain invisible/);
    expect(create('\u0301\u0301').success).toBe(false);
    expect(create('Café ☕ night 🚀').success).toBe(true);
    expect(create('Cafe\u0301').data?.name).toBe('Café');
  });

  it('accepts names in other scripts, with accents and emoji', () => {
    for (const name of ['Zoë', 'Łukasz', 'Дмитрий', '李小龍', 'محمد', 'Ngũgĩ', '🐉 Dragon', 'O’Brien'])
      expect(claim(name).success, name).toBe(true);
  });

  it('keeps the length limits', () => {
    expect(claim('x'.repeat(32)).success).toBe(true);
    expect(claim('x'.repeat(33)).success).toBe(false);
    expect(nameProblem('Bob', 'A name')).toBeNull();
  });

  it.each([
    ['the same name', 'Bob', 'Bob'],
    ['another case', 'Bob', 'bOB'],
    ['Cyrillic lookalike letters', 'Bob', 'Вов'.replace('в', 'b')],
    ['Cyrillic а/е/о/р/с/х', 'apex coax', 'арех сoах'],
    ['Cyrillic capitals', 'POCKET', 'РОСКЕТ'],
    ['Greek capitals', 'KAPPA', 'ΚΑΡΡΑ'],
    ['zero for O', 'OTTO', '0TT0'],
    ['1, l and I', 'Ian', 'lan'],
    ['digit one for l', 'Bill', 'Bi11'],
    ['accents', 'Zoe', 'Zoë'],
    ['full-width letters (NFKC)', 'Bob', 'Ｂｏｂ'],
    ['styled mathematical letters (NFKC)', 'Bob', '𝐁𝐨𝐛'],
    ['a double space', 'Bob Smith', 'Bob  Smith'],
    ['rn for m', 'Sam', 'Sarn'],
  ])('two names that differ only by %s look alike', (_label, a, b) => {
    expect(namesLookAlike(a, b), `${a} / ${b}`).toBe(true);
  });

  it.each([
    ['Bob', 'Rob'],
    ['Anna', 'Hanna'],
    ['Player 1', 'Player 2'],
    ['Дмитрий', 'Dmitry'],
    ['Bob Smith', 'BobSmith'],
  ])('%s and %s do not look alike', (a, b) => {
    expect(namesLookAlike(a, b)).toBe(false);
    expect(nameLookalikeKey(a)).not.toBe(nameLookalikeKey(b));
  });
});
