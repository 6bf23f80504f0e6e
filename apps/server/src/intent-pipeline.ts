// The intent pipeline: every intent, a player's or a standing order's (standing.ts), goes through
// this one function, top to bottom, in this order (like boardgame.io's master):
//   parse the message → load the game → (queued behind the game's other writes) still served? →
//   started? → a retry of a client id already applied is acknowledged again (another seat's: refused)
//   → archived? paused? → parse the intent (+ the server's entropy on a request to go back) →
//   a standing pre-pick only from the server → the rules → on a refusal, if another instance is
//   ahead, catch up and judge again → store the parsed intent, durable before anything is told
//   (on a sequence conflict: catch up and judge again) → commit → publish → ack.
// Never throws for bad input: every refusal is an Ack with a code.

import { isDeepStrictEqual } from 'node:util';
import { randomBytes } from 'node:crypto';
import {
  applyParsed,
  parseIntent,
  withServerEntropy,
  intentMessage,
  type Ack,
  type Actor,
  type Role,
} from '@initiative/rules';
import { SequenceConflictError, type StoredIntent } from './storage/types.ts';
import { HubError, unavailableAck } from './hub-errors.ts';
import { writeRefusal } from './write-guard.ts';
import { commit, publish } from './commit.ts';
import { load } from './game-loader.ts';
import { catchUpForIntent, storeIsAhead } from './instance-sync.ts';
import { MAX_ATTEMPTS, serial, type HubContext } from './hub-context.ts';

/**
 * Judges, stores and applies one intent. `standing`: sent by the server for a player's standing
 * order (standing.ts); a client may not mark its own so.
 */
export async function submitIntent(
  ctx: HubContext,
  gameId: string,
  role: Role,
  payload: unknown,
  { standing = false }: { standing?: boolean } = {},
): Promise<Ack> {
  const msg = intentMessage.safeParse(payload);
  if (!msg.success)
    return {
      ok: false,
      code: 'intent/malformed',
      message: 'That request is not understood: it needs a clientId and an intent.',
    };
  const loaded = await load(ctx, gameId).catch((e: unknown) =>
    e instanceof HubError ? e : Promise.reject(e),
  );
  if (loaded instanceof HubError) return { ok: false, code: loaded.code, message: loaded.message };
  if (!loaded) return { ok: false, code: 'game/not-found', message: 'There is no game with that id.' };
  const live = loaded;
  return serial(live, async (): Promise<Ack> => {
    if (ctx.games.get(gameId) !== live) return unavailableAck(); // quarantined while this intent waited
    for (let attempt = 1; ; attempt++) {
      if (!live.state)
        return {
          ok: false,
          code: 'game/not-started',
          message: 'The game has not started yet: waiting for the host.',
        };
      const actor: Actor = role;
      // A retry of an intent already applied is acknowledged again, even while paused;
      // a client id another seat used is not (its intent was never this seat's).
      const seen = live.clientIds.get(msg.data.clientId);
      if (seen !== undefined) {
        if (isDeepStrictEqual(seen.actor, actor)) return { ok: true, version: seen.version };
        return {
          ok: false,
          code: 'intent/client-id-taken',
          message: 'That client id was already used by another player. Send the intent with a new client id.',
        };
      }
      const closed = writeRefusal(live); // archived (write-guard.ts)
      if (closed) return closed;
      if (live.record.lobby.paused)
        return { ok: false, code: 'intent/game-paused', message: 'The host has paused the game.' };
      // Parsed once: the engine applies, and the store keeps, exactly this intent.
      const parsed = parseIntent(msg.data.intent);
      if (!parsed.ok) return { ok: false, code: parsed.code, message: parsed.message };
      // Fresh randomness of the server's own on a request to go back (never the client's), stored with it.
      const intent = withServerEntropy(parsed.intent, () => randomBytes(16).toString('hex'));
      if ('standing' in intent && intent.standing && !standing)
        return {
          ok: false,
          code: 'intent/malformed',
          message: 'Only the server marks a move as made by a standing order: send the move itself.',
        };
      const out = applyParsed(live.state, actor, intent);
      if (!out.ok) {
        // Before refusing: another instance may have stored this very intent (a retry through
        // this instance) or moved the game on. Then catch up and judge again on the true state.
        if (ctx.shared && attempt < MAX_ATTEMPTS && (await storeIsAhead(ctx, live))) {
          const refused = await catchUpForIntent(ctx, live);
          if (refused) return refused;
          continue;
        }
        return { ok: false, code: out.code, message: out.message };
      }
      const entry: StoredIntent = {
        seq: live.version + 1,
        clientId: msg.data.clientId,
        actor,
        intent,
        at: Date.now(),
      };
      try {
        await ctx.store.appendIntent(gameId, entry); // durable before ack and broadcast
      } catch (e) {
        // Another instance stored this sequence (or this client id) first:
        // catch up from the store, then judge the intent again on the new state.
        if (!(e instanceof SequenceConflictError) || attempt >= MAX_ATTEMPTS) throw e;
        const refused = await catchUpForIntent(ctx, live);
        if (refused) return refused;
        continue;
      }
      const committed = commit(live, entry, out.state, out.events);
      publish(ctx, live, committed);
      // Applied here (not caught up from another instance): outside notifications are this instance's.
      queueMicrotask(() => ctx.events.emit('committed', gameId, committed, live.record.lobby));
      ctx.peers.announce({ gameId, kind: 'intents', version: live.version });
      return { ok: true, version: live.version };
    }
  });
}
