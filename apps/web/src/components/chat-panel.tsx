// The chat beside the log (server: apps/server/src/chat.ts). Players and the host talk at the table;
// spectators among themselves (and read the table's when the host allows it). Messages are text:
// React escapes them, and @mentions of seat names are set apart (yours stands out, and when the chat
// is not on screen a notice says who mentioned you).

import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_MAX_LENGTH, chatRuns, type ChatMessage, type GameSummary, type Role } from '@initiative/rules';
import { sendChat } from '../connection.ts';
import { notify, store } from '../store.ts';
import { useClient } from '../use-client.ts';
import { useFollowNewest } from '../use-follow.ts';
import { isMine } from './chat-unread.ts';

const SPECTATOR_NAME_KEY = 'initiative.spectatorName';

function authorName(m: ChatMessage): string {
  return m.from.kind === 'host' ? 'Host' : m.from.name;
}

function Message({ m, summary, you }: { m: ChatMessage; summary: GameSummary; you: Role | null }) {
  const names = summary.seats.map((s) => s.name);
  const color = m.from.kind === 'seat' ? (summary.seats[m.from.seat]?.color ?? 'none') : 'none';
  const mySeat = you?.kind === 'seat' ? you.seat : null;
  const at = new Date(m.at);
  return (
    <li
      className={`chat-message ${mySeat !== null && m.mentions.includes(mySeat) ? 'mentions-me' : ''}`}
      data-testid="chat-message"
    >
      <span className="chat-head">
        {m.from.kind === 'seat' && <span className={`chip color-${color}`} aria-hidden="true" />}
        <strong className="chat-from">{authorName(m)}</strong>
        {m.from.kind === 'spectator' && <span className="chat-role"> (spectator)</span>}
        {m.from.kind === 'host' && <span className="chat-role"> (host)</span>}
        {m.channel === 'table' && you?.kind === 'spectator' && <span className="chat-role"> · table</span>}
        {m.channel === 'spectators' && you?.kind === 'host' && (
          <span className="chat-role"> · spectators</span>
        )}{' '}
        <time dateTime={at.toISOString()} title={at.toLocaleString()}>
          {at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })}
        </time>
      </span>
      <p className="chat-text">
        {chatRuns(m.text, names).map((run, i) =>
          run.seat === null ? (
            <span key={i}>{run.text}</span>
          ) : (
            <strong key={i} className={`mention ${run.seat === mySeat ? 'me' : ''}`}>
              {run.text}
            </strong>
          ),
        )}
      </p>
    </li>
  );
}

export function ChatPanel({ shown }: { shown: boolean }) {
  const chat = useClient((s) => s.chat);
  const you = useClient((s) => s.you);
  const summary = useClient((s) => s.summary);
  const online = useClient((s) => s.connection === 'online');
  const [text, setText] = useState('');
  const [name, setName] = useState(() => localStorage.getItem(SPECTATOR_NAME_KEY) ?? '');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const follow = useFollowNewest<HTMLOListElement>([chat.length, shown]);
  const newest = chat.at(-1)?.id ?? 0;

  // On screen: everything here is read. Off screen: a mention of this seat is announced.
  useEffect(() => {
    if (shown && newest > store.getState().chatRead) store.setState({ chatRead: newest });
  }, [shown, newest]);
  // The last mention announced, kept per game in this browser: reopening the table in a later round
  // does not announce again what was announced (or read) before.
  const seenKey = `initiative.mentions-seen.${summary?.id ?? ''}`;
  const announced = useRef<number | null>(null);
  useEffect(() => {
    if (!summary) return;
    const mySeat = you?.kind === 'seat' ? you.seat : null;
    const before = announced.current ?? Number(localStorage.getItem(seenKey) ?? 0);
    const fresh = chat.filter((m) => m.id > before);
    announced.current = Math.max(before, newest);
    if (announced.current > before) localStorage.setItem(seenKey, String(announced.current));
    if (shown || mySeat === null) return;
    for (const m of fresh)
      if (m.mentions.includes(mySeat) && !isMine(m, you))
        notify('info', `${authorName(m)} mentioned you in the chat: “${m.text.slice(0, 80)}”`);
  }, [chat, newest, shown, you, summary, seenKey]);

  if (!summary) return null;
  const spectator = you?.kind === 'spectator';
  const archived = summary.archived;

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    if (sending || text.trim() === '') return;
    setSending(true);
    setError(null);
    const who = spectator ? name.trim() || undefined : undefined;
    if (who) localStorage.setItem(SPECTATOR_NAME_KEY, who);
    const ack = await sendChat(text, who);
    setSending(false);
    if (ack.ok) setText('');
    else setError(ack.message);
  }

  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter starts a new line.
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  };

  const heading = spectator
    ? summary.spectatorsSeeTableChat
      ? 'Spectators’ chat (and the players’)'
      : 'Spectators’ chat'
    : 'Table chat';
  return (
    <section className="chat card" aria-label="Chat" data-testid="chat">
      <h2>{heading}</h2>
      <ol
        className="chat-list plain"
        ref={follow.ref}
        onScroll={follow.onScroll}
        tabIndex={0}
        aria-label="Messages, oldest first"
        data-testid="chat-list"
      >
        {chat.length === 0 && (
          <li className="hint">
            {spectator
              ? 'Nothing said yet. Players do not see what spectators write.'
              : 'Nothing said yet. Spectators do not see the table chat unless the host allowed it.'}
          </li>
        )}
        {chat.map((m) => (
          <Message key={m.id} m={m} summary={summary} you={you} />
        ))}
      </ol>
      {archived ? (
        <p className="hint">This game is archived: its chat can be read, not added to.</p>
      ) : (
        <form className="chat-form" onSubmit={(e) => void submit(e)}>
          {spectator && (
            <label className="inline chat-name">
              Your name{' '}
              <input
                value={name}
                maxLength={24}
                placeholder="Spectator"
                onChange={(e) => setName(e.target.value)}
                data-testid="chat-name"
              />
            </label>
          )}
          <label className="chat-input">
            <span className="sr-only">Message</span>
            <textarea
              rows={2}
              maxLength={CHAT_MAX_LENGTH}
              value={text}
              placeholder={
                spectator
                  ? 'Say something to the other spectators'
                  : 'Say something to the table; @Name mentions a player'
              }
              onChange={(e) => setText(e.target.value)}
              onKeyDown={onKey}
              aria-describedby="chat-help"
              data-testid="chat-text"
            />
          </label>
          <div className="chat-actions">
            <span id="chat-help" className="hint">
              {sending && !online
                ? 'Offline: it is sent when you are back.'
                : `${text.length}/${CHAT_MAX_LENGTH} · Enter sends, Shift+Enter for a new line`}
            </span>
            <button type="submit" disabled={sending || text.trim() === ''} data-testid="chat-send">
              {sending ? 'Sending…' : 'Send'}
            </button>
          </div>
          {error && (
            <p className="error" role="alert" data-testid="chat-error">
              {error}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
