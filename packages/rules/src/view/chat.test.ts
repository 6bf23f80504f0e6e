import { describe, expect, it } from 'vitest';
import { chatChannelsFor, chatMentions, chatPayload, chatRuns, cleanChatText } from './chat.ts';

const NAMES = ['Ada', 'Ada Lovelace', null, 'Brin'];

describe('chat text', () => {
  it('keeps what a person typed, without hidden characters, runs of blank lines or outer space', () => {
    expect(cleanChatText('  <b>gg</b> & wp \r\n')).toBe('<b>gg</b> & wp');
    expect(cleanChatText('a\u202Eb\u200Bc\u0007')).toBe('abc');
    expect(cleanChatText('one\n\n\n\ntwo')).toBe('one\n\ntwo');
  });

  it('refuses an empty, oversized or many-lined message with a sentence for the sender', () => {
    const problem = (text: string) => {
      const out = chatPayload.safeParse({ clientId: 'c1', text });
      return out.success ? null : out.error.issues[0]?.message;
    };
    expect(problem(' \u200B ')).toBe('Type a message first.');
    expect(problem('x'.repeat(501))).toBe('A message can be at most 500 characters.');
    expect(problem('x'.repeat(500))).toBeNull();
    expect(problem('1\n2\n3\n4\n5\n6\n7\n8\n9')).toBe('A message can have at most 8 lines.');
  });
});

describe('mentions', () => {
  it('finds @Name in any case, not inside a longer word, and never a free seat', () => {
    expect(chatMentions('hey @ada and @BRIN', NAMES)).toEqual([0, 3]);
    expect(chatMentions('@Adamant is no one', NAMES)).toEqual([]);
    expect(chatMentions('@Ada Lovelace, your move', NAMES)).toEqual([0, 1]);
    expect(chatMentions('ada without the at', NAMES)).toEqual([]);
    expect(chatMentions('@null', NAMES)).toEqual([]);
  });

  it('splits a message into text and mentions, the longest name first', () => {
    expect(chatRuns('gg @Ada Lovelace and @brin!', NAMES)).toEqual([
      { text: 'gg ', seat: null },
      { text: '@Ada Lovelace', seat: 1 },
      { text: ' and ', seat: null },
      { text: '@brin', seat: 3 },
      { text: '!', seat: null },
    ]);
    expect(chatRuns('@Adamant', NAMES)).toEqual([{ text: '@Adamant', seat: null }]);
    expect(chatRuns('', NAMES)).toEqual([]);
  });
});

describe('channels', () => {
  it('players read the table, spectators their own (and the table when the host allows), the host both', () => {
    expect(chatChannelsFor({ kind: 'seat' }, true)).toEqual(['table']);
    expect(chatChannelsFor({ kind: 'spectator' }, false)).toEqual(['spectators']);
    expect(chatChannelsFor({ kind: 'spectator' }, true)).toEqual(['table', 'spectators']);
    expect(chatChannelsFor({ kind: 'host' }, false)).toEqual(['table', 'spectators']);
  });
});
