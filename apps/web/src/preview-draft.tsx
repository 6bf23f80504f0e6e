import { createRoot } from 'react-dom/client';
import {
  beginSetupDraft,
  draftBoard,
  draftPick,
  draftChoices,
  type GameSummary,
  type MiltyDraftState,
} from '@initiative/rules';
import { DraftBoard } from './components/setup-draft/draft-board.tsx';
import './styles.css';

const params = new URLSearchParams(location.search);
const picks = Number(params.get('picks') ?? '4');
const eq = params.get('eq') === '1';
const begun = beginSetupDraft('seed-1', 6, { format: eq ? 'milty-eq' : 'milty' }, false);
if (!begun.ok) throw new Error(begun.message);
let state: MiltyDraftState = begun.state;
for (let i = 0; i < picks; i++) {
  const seat = state.order[0];
  const turn = [...state.order, ...[...state.order].reverse(), ...state.order][state.picks.length];
  if (turn === undefined || seat === undefined) break;
  const choice = draftChoices(state, turn)[i % 3 === 0 ? 0 : 2];
  if (!choice) break;
  const next = draftPick(state, turn, choice);
  if ('ok' in next) throw new Error(next.message);
  state = next;
}
const board = draftBoard(eq ? 'milty-eq' : 'milty', state);
const names = ['Ada', 'Brin', 'Cyd', 'Dag', 'Eve', 'Fox'];
const colors = ['red', 'blue', 'green', 'yellow', 'purple', 'orange'];
const summary = {
  id: 'x',
  name: 'Preview',
  status: 'lobby',
  seatCount: 6,
  seats: names.map((name, seat) => ({
    seat,
    claimed: true,
    name,
    color: colors[seat],
    faction: null,
    connected: true,
    discord: false,
    quiet: false,
  })),
  setupDraft: { format: 'milty', bans: [], priority: [], board },
} as unknown as GameSummary;
const you = board.turn ?? 0;
createRoot(document.getElementById('root')!).render(
  <main className="page lobby drafting">
    <h1>Preview</h1>
    <DraftBoard gameId="xxxxxx" summary={summary} board={board} you={you} seatToken="tok" hostToken="host" />
  </main>,
);
