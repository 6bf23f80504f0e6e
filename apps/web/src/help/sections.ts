// The in-app guide to playing (the long version is docs/playing.md): sections a newcomer looks for,
// in the project's own words, and which one a table opens on for its phase. Text between underscores
// names something on screen (a button, a tab) and is shown emphasised.

import type { Phase } from '@initiative/rules';

export const HELP_SECTION_IDS = [
  'start',
  'table',
  'strategy',
  'action',
  'follow',
  'status',
  'agenda',
  'end',
  'edits',
  'undo',
  'orders',
  'alerts',
  'hidden',
  'keys',
] as const;

export type HelpSectionId = (typeof HELP_SECTION_IDS)[number];

/** A paragraph, or a list of short points. */
export type HelpBlock = string | { readonly points: readonly string[] };

export interface HelpSection {
  readonly id: HelpSectionId;
  /** The section's heading. */
  readonly title: string;
  /** Its name in the list of sections. */
  readonly label: string;
  /** A shorter name, for the list on a phone. */
  readonly chip: string;
  readonly blocks: readonly HelpBlock[];
}

export const HELP_SECTIONS: readonly HelpSection[] = [
  {
    id: 'start',
    title: 'Getting started',
    label: 'Getting started',
    chip: 'Start',
    blocks: [
      'Initiative runs the strategy-card layer of a Twilight Imperium 4 game: the draft, the turns, the cards, scoring and agendas. Combat and anything else it does not simulate is recorded with table edits.',
      {
        points: [
          'The host creates the game on the home page (3–8 players, 10 or 14 victory points, optionally a time per move, a map string or Thunder’s Edge) and lands in the lobby.',
          'The lobby shows an invite link for players and a spectate link for watchers. Players open the invite link, type a name, choose a seat and a colour, and press _Take seat_.',
          'When every seat is taken the host presses _Start game_: the galaxy is set up and each player keeps one of the two secret objectives they were dealt.',
          'For a _Milty draft_ (or _Milty-EQ draft_) the host sets the faction pool (its size, bans and factions always offered), the slice bounds, the wormhole and legendary options and whether the draft order is random or the seat order; nobody picks a faction when joining.',
          'With every seat taken the host presses _Start the draft_. Over three snake rounds (the second backwards) each player takes one faction, one slice and one position: click a free item on your turn. Position 1 is the speaker; the game then starts on the drafted map, seated by position. A last choice left is taken for you.',
          'Each slice shows its systems with resources/influence, its optimal values (a planet counts its better side; half of each when equal), wormholes (α, β) and legendary planets (★). The host may _Undo last pick_, and _Regenerate_ slices and factions before the first pick.',
          'Drafting at another table? _Generate Milty slices_ on the home page gives slices and a map string without a game.',
          'Your seat lives in this browser. To play from another device, copy _Your seat on another device_ (lobby or ☰ menu) and keep it private.',
          'Closing the tab is safe: open the game’s link again and you are back in your seat. The home page lists your games, those waiting for your move first.',
        ],
      },
    ],
  },
  {
    id: 'table',
    title: 'The table and its panels',
    label: 'The table',
    chip: 'Table',
    blocks: [
      'The prompt bar at the top always says what the game is waiting for, and from whom.',
      {
        points: [
          'The map: wheel, + and − or two fingers zoom; drag or one finger pans. Hover a system for its card; click, tap or Enter keeps it open. _Key_ explains the marks.',
          'Your move: whatever you have to decide now (a card’s form, your turn, scoring) sits at the top of the right-hand side, with any error right under it. Table edits sit below it.',
          '_Cards_: the strategy cards, who holds them, and the draft. Standing orders and the cards you may play out of turn are here too.',
          '_Players_: each player’s pools, trade goods, commodities, cards, victory points and clock, a VP track, and a _Faction sheet_ button per player.',
          '_Sheet_: your command sheet (pools, reinforcements, planets, technologies, hand, secret objectives). You can also show another player’s public sheet.',
          '_Log_: every move grouped by round, phase and turn, searchable, or narrowed to one player. _Chat_ is beside it; _Objectives_ lists objectives and laws.',
          'On a phone the tab bar at the bottom switches between _Map_, _Act_ (your move), _Cards_, _Players_, _Sheet_ and _Log_.',
          'The small _i_ beside a strategy card or technology says what it does. Coming back after others moved, _Since you last looked_ sums up what happened.',
        ],
      },
    ],
  },
  {
    id: 'strategy',
    title: 'Strategy phase: the draft',
    label: 'Strategy phase',
    chip: 'Strategy',
    blocks: [
      'Players pick strategy cards in turn, starting with the speaker. When it is your pick, the cards you may take are outlined: click one.',
      {
        points: [
          'With 3 or 4 players everyone picks two cards (a second lap from the speaker); with 5 to 8, one.',
          'Trade goods lying on a card go to whoever picks it. Cards nobody picked gain a trade good for the next round.',
          'A last pick with no choice left is made for you.',
          'Your card’s number is your initiative: it sets the order of turns in the action phase.',
          'Playing over days? _Draft pre-picks_ in the standing orders takes your best free card the moment your pick comes.',
        ],
      },
    ],
  },
  {
    id: 'action',
    title: 'Action phase: your turn',
    label: 'Action phase',
    chip: 'Action',
    blocks: [
      'Players take turns in initiative order. Each turn is one action, chosen in the turn panel:',
      {
        points: [
          'Strategic action: click your strategy card. Its form opens for you; the other players then follow or skip it.',
          'Tactical action: click a system on the map and press _Activate_ (a token leaves your tactic pool). The forms follow the order of play: _Move ships_ lists your ships that can reach the active system (click a system on the map to choose its ships; those that cannot reach say why), with the fighters and ground forces they carry; when another player’s ships are there, the form shows the exact odds of the combat your chosen ships would start; press _Move_. A space combat with another player’s ships there is rolled at once: the combat panel shows the dice, the exact odds and, when you owe hits, a filled-in form — press _Assign hits_. Before each round, if you have an adjacent system to retreat to (your units or a planet you control there, no one else’s ships), it asks: _Fight on_ or _Retreat to …_ (the defender first); a retreat happens after that round’s hits and ends the combat, placing a command token where your ships went. _Standing orders_ can answer _never retreat_ for you. Then _Invade_: choose how many infantry and mechs land on each planet of the active system (the exact odds of each landing show as you choose), and a planet to bombard first if your ships can (a Planetary Shield stops it unless you have a war sun there); press _Invade_. Each ground combat is rolled at once in the combat panel, where you assign your hits as in space (mechs may sustain damage); you take every planet where your ground forces are left, its card exhausted. A PDS on the planet fires first (Space Cannon Defense: you assign its hits). A planet no one controlled is explored: the log names the card drawn and what it did (attachments show on the planet, relic fragments on your command sheet; a card with a choice is left to table edits). Abilities that ask for a choice stay table edits (the _Move_ edit stays for anything else). Produce with the production order, then press _End turn_ at the bottom.',
          'Component action: play an action card from your hand, or name the technology or leader you used.',
          '_Pass_ once your strategy cards are used. It asks _Yes, pass_ first: passing ends your round.',
        ],
      },
      'Abilities and technologies with a choice appear where you make it: in the turn panel, in the production order, or in a form. Action cards you may play out of turn are offered under the strategy cards while their moment lasts; nobody else sees that you hold them.',
      'The production order lists units per destination with + and −, a running line of units against your production limit, the cost and what you pay, and warns when resources would be wasted.',
    ],
  },
  {
    id: 'follow',
    title: 'Following a strategy card',
    label: 'Following a card',
    chip: 'Follow',
    blocks: [
      'When another player plays a strategy card, its secondary is offered to everyone else at the same time.',
      {
        points: [
          'Your form shows _Follow_ and _Skip_. Following usually spends a token from your strategy pool; the form says what it costs and checks your payment before you confirm.',
          'Cards with a choice (Leadership, Construction, Technology, Warfare…) open a form for it: the technology picker marks each technology as met, met by exhausting a specialty planet, or missing.',
          'The table lists who is still deciding, so nobody waits in the dark.',
          'Tired of answering the same card every round? _Always follow_ or _Always skip_ in the standing orders answers for you.',
        ],
      },
    ],
  },
  {
    id: 'status',
    title: 'Status phase',
    label: 'Status phase',
    chip: 'Status',
    blocks: [
      'When everyone has passed, the status phase runs in initiative order.',
      {
        points: [
          'Score: the dialog lists the objectives you meet. You may score up to one public and one secret objective.',
          'A new public objective is revealed and everyone draws an action card.',
          'Command tokens come back from the board, and everyone places two new tokens on their command sheet with + and −.',
          'Then the next round’s draft begins, or the agenda phase once the custodians token has left Mecatol Rex.',
        ],
      },
      'The first player to reach the victory-point target wins at once, whatever the phase.',
    ],
  },
  {
    id: 'agenda',
    title: 'Agenda phase',
    label: 'Agenda phase',
    chip: 'Agenda',
    blocks: [
      'During a tactical action in Mecatol Rex’s system, the tactical form offers _Remove the custodians token_ for 6 influence (and 1 victory point). From then on every round ends with two agendas.',
      {
        points: [
          'The agenda panel shows the agenda and a summary of its outcomes.',
          'Everyone first plays an agenda action card or presses _Go to the vote_.',
          'Then, from the speaker’s left, each player chooses an outcome and the planets to exhaust for votes, or abstains. The running total shows the votes; the speaker breaks ties.',
          'Outcomes the app can apply are applied; the others are logged for a table edit. Laws in play are listed under _Objectives_.',
        ],
      },
    ],
  },
  {
    id: 'end',
    title: 'The end of the game',
    label: 'End of the game',
    chip: 'End',
    blocks: [
      'As soon as a player reaches the target the winner is shown to everyone, with a summary: victory points round by round (a chart and a table), the strategy cards each player picked, and how long the game waited on each player.',
    ],
  },
  {
    id: 'edits',
    title: 'Table edits',
    label: 'Table edits',
    chip: 'Edits',
    blocks: [
      'Table edits record what the app does not simulate: combat losses, planets changing hands, units moved anywhere, tokens, trade goods, victory points, technologies, cards given or discarded, units captured, a planet or frontier token explored by an ability, relic fragments purged.',
      {
        points: [
          'They sit in the panel under your current form. During your tactical action the _Move_ form is open there: pick the systems your units come from on the map, the ships and ground forces, and where they land.',
          'Each edit is checked (the reason is shown if it does not fit) and logged with your name.',
          'They act on your own belongings unless you choose another player; the form warns you and the log says so.',
          'The host may make edits wait for approval.',
          'Host powers sit apart from your own move, in a dashed _Host_ box: _Stop waiting for …_ names who would be skipped and asks again before it acts.',
        ],
      },
    ],
  },
  {
    id: 'undo',
    title: 'Undo and going back',
    label: 'Undo, going back',
    chip: 'Undo',
    blocks: [
      {
        points: [
          'Misclicked? Until someone else acts, the prompt bar offers _Take back_ (_Undo_ on a phone) for your last move, unless it revealed something hidden, such as a card drawn.',
          'A strategy card just played shows _Cancel_; a new speaker is confirmed with a second click.',
          'Further back: ☰ _Menu_ › _Go back to an earlier move_ lists the recent moves by their log lines. The game then waits until every player whose move would be erased agrees (or only the host, if the host chose that). One refusal ends the request.',
          'Cards drawn again after going back come out the same.',
        ],
      },
    ],
  },
  {
    id: 'orders',
    title: 'Standing orders',
    label: 'Standing orders',
    chip: 'Orders',
    blocks: [
      'For games played over days: _Standing orders_, under the strategy cards, answers for you when your move comes. The log marks every move made this way.',
      {
        points: [
          '_Draft pre-picks_: rank the cards you want and press _Save_. When your pick comes, the best one still free is taken at once. Nobody else sees the list, and it lapses when the draft ends.',
          '_Secondaries_: for each card, _Ask me_, _Always skip_ or _Always follow_, with the choice it needs set beside it. When the order cannot be carried out, you are asked as usual.',
          '_Status phase_: score nothing without being asked, and place the new command tokens in one pool or as last time.',
        ],
      },
    ],
  },
  {
    id: 'alerts',
    title: 'Alerts and reminders',
    label: 'Alerts, reminders',
    chip: 'Alerts',
    blocks: [
      'When it becomes your move the tab title blinks and a chime plays. The rest is in the ☰ _Menu_; the lobby offers notifications and Discord as well.',
      {
        points: [
          '_Sound_ turns the chime on or off; _Notify me when it is my move_ adds a browser notification while the tab is open.',
          '_Notifications on this device_ tells this device “your move” even with the tab closed.',
          '_Reminders_: “your move” again every 1 to 48 hours while the game waits for you, a word when the player before you starts, and quiet hours in your time zone.',
          'Discord: the host can paste a channel’s webhook so the app posts “your move”, each round’s points and the winner; players may add their Discord id to be mentioned.',
          'In chat, @Name mentions a player, whose tab lights up.',
        ],
      },
    ],
  },
  {
    id: 'hidden',
    title: 'Hidden information',
    label: 'Hidden information',
    chip: 'Hidden',
    blocks: [
      'What only you may see is shown only on your screen; the server never sends it to anyone else.',
      {
        points: [
          '_Sheet_ › _Hand_: your action cards and promissory notes. Others see how many you hold.',
          '_Sheet_ › _Secret objectives_: yours, unscored and scored. Others see only how many are unscored until one is scored.',
          'A card’s own form shows what it lets you look at (Politics shows the agenda cards to its player only).',
          'Your draft pre-picks, and the action cards you could play out of turn, stay private.',
          'In transactions, other players see the goods exchanged, never which note or card.',
          'Spectators see the table live with every hidden card hidden.',
        ],
      },
    ],
  },
  {
    id: 'keys',
    title: 'Using the keyboard',
    label: 'Keyboard',
    chip: 'Keyboard',
    blocks: [
      'The whole game can be played without a mouse.',
      {
        points: [
          'When it becomes your move, your form is shown and focused.',
          'Tab and Shift+Tab move between controls; Enter or Space presses a button.',
          'In the tabs (_Cards_, _Players_, _Sheet_, _Log_…), the arrow keys move between tabs, Home and End jump to the first and last.',
          'On the map, Tab to a system and press Enter to open its card.',
          'Escape closes the ☰ menu, this help and other dialogs, and gives the focus back to where it was.',
          'In chat, Enter sends and Shift+Enter starts a new line.',
        ],
      },
    ],
  },
];

/** The section a table opens the help on: its phase's, or the first steps before the game starts. */
export function sectionForPhase(phase: Phase | null): HelpSectionId {
  switch (phase) {
    case 'strategy':
    case 'action':
    case 'status':
    case 'agenda':
      return phase;
    case 'ended':
      return 'end';
    default:
      return 'start';
  }
}

/** A paragraph split into plain and emphasised runs (`_Pass_` names a button). */
export function emphasised(text: string): { readonly text: string; readonly em: boolean }[] {
  return text
    .split('_')
    .map((t, i) => ({ text: t, em: i % 2 === 1 }))
    .filter((r) => r.text !== '');
}
