// The table during play. Desktop: the map fills the left of the screen under the top bar; the right
// panel holds the current decision's forms on top and tabs (Cards, Players, Sheet, Log, Objectives)
// below. Phone: the screen shows one thing at a time, chosen in a bottom tab bar (Map, Act, Cards,
// Players, Sheet, Log); the forms open as a sheet over the lower part of the map. When it becomes the
// player's move, the form (or the strategy cards, to pick one) is shown and focused.

import { memo, useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { useClient } from '../use-client.ts';
import { usePhone } from '../use-phone.ts';
import { ActionBar } from './action-bar.tsx';
import { AgendaPanel, LawsInPlay } from './agenda-panel.tsx';
import { ChatPanel } from './chat-panel.tsx';
import { CommandSheet } from './command-sheet.tsx';
import { FormFrame } from './form-frame.tsx';
import { GalaxyMap } from './galaxy-map.tsx';
import { GameLog } from './game-log.tsx';
import { HistoryScrubber } from './history-scrubber.tsx';
import { ObjectivesPanel } from './objectives-panel.tsx';
import { OwedDialogs } from './owed-dialogs.tsx';
import { PlayersPanel } from './players-panel.tsx';
import { ConstructionQueue, ProductionPanel } from './production-panel.tsx';
import { PromptBar } from './prompt-bar.tsx';
import { SecretChoice } from './secret-choice.tsx';
import { StatusPanel } from './status-panel.tsx';
import { StrategicPanel } from './strategic-panel.tsx';
import { StrategyCards } from './strategy-cards.tsx';
import { SystemDetails } from './system-details.tsx';
import { TableEditsPanel } from './table-edits-panel.tsx';
import { TabList, type TabSpec } from './tabs.tsx';
import { EndTurnBar, TacticalPanel } from './tactical-panel.tsx';
import { MoveShipsForm } from './move-ships-form.tsx';
import { CombatPanel } from './combat-panel.tsx';
import { InvadeForm } from './invade-form.tsx';
import { TransactionsPanel } from './transactions-panel.tsx';
import { RollbackRequestPanel } from './rollback-panel.tsx';
import { StandingOrders } from './standing-orders.tsx';
import { WindowCards } from './window-cards.tsx';
import { NotesToPlay } from './promissory-notes.tsx';
import { SinceLastLooked } from './since-last.tsx';
import { OfferForms } from './offer-form.tsx';
import { WinnerBanner } from './winner-banner.tsx';
import { panelId, tabId } from './tab-ids.ts';
import { unreadCount } from './chat-unread.ts';

// Each panel reads its own slices of the store: memoised, it renders again when those change, not
// whenever the table does (a move changing hands, a tab chosen). bench:react counts the renders.
const M = {
  ActionBar: memo(ActionBar),
  AgendaPanel: memo(AgendaPanel),
  LawsInPlay: memo(LawsInPlay),
  ChatPanel: memo(ChatPanel),
  CommandSheet: memo(CommandSheet),
  GalaxyMap: memo(GalaxyMap),
  GameLog: memo(GameLog),
  HistoryScrubber: memo(HistoryScrubber),
  ObjectivesPanel: memo(ObjectivesPanel),
  OwedDialogs: memo(OwedDialogs),
  PlayersPanel: memo(PlayersPanel),
  ConstructionQueue: memo(ConstructionQueue),
  ProductionPanel: memo(ProductionPanel),
  PromptBar: memo(PromptBar),
  SecretChoice: memo(SecretChoice),
  StatusPanel: memo(StatusPanel),
  StrategicPanel: memo(StrategicPanel),
  StrategyCards: memo(StrategyCards),
  SystemDetails: memo(SystemDetails),
  TableEditsPanel: memo(TableEditsPanel),
  TacticalPanel: memo(TacticalPanel),
  TransactionsPanel: memo(TransactionsPanel),
  RollbackRequestPanel: memo(RollbackRequestPanel),
  StandingOrders: memo(StandingOrders),
  WindowCards: memo(WindowCards),
  NotesToPlay: memo(NotesToPlay),
  SinceLastLooked: memo(SinceLastLooked),
  WinnerBanner: memo(WinnerBanner),
  OfferForms: memo(OfferForms),
  EndTurnBar: memo(EndTurnBar),
  MoveShipsForm: memo(MoveShipsForm),
  CombatPanel: memo(CombatPanel),
  InvadeForm: memo(InvadeForm),
};

type Tab = 'map' | 'act' | 'cards' | 'players' | 'sheet' | 'log' | 'chat' | 'objectives';

const PREFIX = 'table';

interface PanelOptions {
  readonly ref?: Ref<HTMLDivElement>;
  /** Nothing in it takes the focus: the panel itself is in the tab order (so it scrolls by keyboard). */
  readonly noControls?: boolean;
}

/** Whether the game waits for this browser's seat, and for what kind of move. */
function useMyMove(): 'pick' | 'form' | null {
  return useClient((s) => {
    const you = s.you;
    if (you?.kind !== 'seat' || !s.view?.waiting.seats.includes(you.seat)) return null;
    if (s.summary?.paused || s.summary?.archived) return null;
    return s.view.legal.some((i) => i.type === 'pick-strategy-card') ? 'pick' : 'form';
  });
}

export function Table({ gameId, spectate = false }: { gameId: string; spectate?: boolean }) {
  const phone = usePhone();
  const rollbackOpen = useClient((s) => s.view?.rollback.request != null);
  const move = useMyMove();
  // The strategy card the viewer is resolving now: choosing it opens its form.
  const myCard = useClient((s) =>
    s.view?.strategic && s.you?.kind === 'seat' && s.view.strategic.active === s.you.seat
      ? s.view.strategic.card
      : null,
  );
  // In the viewer's own tactical action the forms follow the order of play: move, produce, end turn.
  const myTactical = useClient(
    (s) => !!s.view?.tactical && s.you?.kind === 'seat' && s.view.active === s.you.seat,
  );
  const unread = useClient((s) => unreadCount(s.chat, s.chatRead, s.you));
  const chatTab: TabSpec<Tab> = { id: 'chat', label: 'Chat', alert: unread > 0, alertLabel: 'new messages' };
  // A phone opens on the map; a desktop (which has no map tab) on the cards.
  const [tab, setTab] = useState<Tab>('map');
  const forms = useRef<HTMLElement>(null);
  const cards = useRef<HTMLDivElement>(null);

  // The tabs this screen offers: the map and the forms are tabs on a phone only.
  const tabs: TabSpec<Tab>[] = phone
    ? [
        { id: 'map', label: 'Map' },
        { id: 'act', label: spectate ? 'Table' : 'Act', alert: move === 'form' },
        { id: 'cards', label: 'Cards', alert: move === 'pick' },
        { id: 'players', label: 'Players' },
        { id: 'sheet', label: 'Sheet' },
        { id: 'log', label: 'Log' },
        chatTab,
      ]
    : [
        { id: 'cards', label: 'Cards', alert: move === 'pick' },
        { id: 'players', label: 'Players' },
        { id: 'sheet', label: 'Sheet' },
        { id: 'log', label: 'Log' },
        chatTab,
        { id: 'objectives', label: 'Objectives' },
      ];
  const shown: Tab = tabs.some((t) => t.id === tab) ? tab : (tabs[0]?.id ?? 'cards');

  // When it becomes the player's move, and when the card they chose has a form (one tap from the
  // card to its form): show what they act on, and move the focus there (unless they are typing).
  useEffect(() => {
    if (move === null) return;
    const view = move === 'pick' ? 'cards' : phone ? 'act' : null;
    if (view) setTab(view);
    const id = requestAnimationFrame(() => {
      const el = document.activeElement;
      const typing = el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement;
      if (typing) return;
      const target = move === 'pick' ? cards.current : forms.current;
      if (forms.current) forms.current.scrollTop = 0;
      // The desktop column scrolls as one (table-layout.css): its top is the form.
      if (move === 'form') forms.current?.closest('.table-side')?.scrollTo({ top: 0 });
      target?.focus({ preventScroll: false });
    });
    return () => cancelAnimationFrame(id);
  }, [move, phone, myCard]);

  // A panel is focused from the code (tabIndex -1). One that holds no control (the objectives) is in
  // the tab order itself, after its tab: when it scrolls, the keyboard can scroll it (issue 26).
  const panel = (id: Tab, children: ReactNode, { ref, noControls = false }: PanelOptions = {}) => (
    <div
      role="tabpanel"
      id={panelId(PREFIX, id)}
      aria-labelledby={tabId(PREFIX, id)}
      className={`tabpanel tabpanel-${id}`}
      hidden={shown !== id}
      tabIndex={noControls ? 0 : -1}
      ref={ref}
    >
      {children}
    </div>
  );

  const tabList = (
    <TabList
      prefix={PREFIX}
      label={phone ? 'Table views' : 'Table panels'}
      tabs={tabs}
      selected={shown}
      onSelect={setTab}
      className={phone ? 'bottom-tabs' : 'side-tabs-list'}
    />
  );

  const production = (
    <FormFrame name="production">
      <M.ProductionPanel />
      <M.ConstructionQueue />
    </FormFrame>
  );
  const edits = (
    <FormFrame name="edits">
      <M.TableEditsPanel />
    </FormFrame>
  );

  const formStack = (
    <section
      className="form-stack"
      aria-label={move === 'form' ? 'Your move' : 'Moves and table edits'}
      data-testid="form-stack"
      // In the tab order: when it scrolls (a long form, the end-of-game summary) the keyboard can too.
      tabIndex={0}
      ref={forms}
    >
      {/* While a request to go back is open the game waits for its answers: nothing else is asked. */}
      {rollbackOpen ? (
        <FormFrame name="rollback">
          <M.RollbackRequestPanel />
        </FormFrame>
      ) : (
        <>
          {/* The viewer's offers (view.offers), by place: an answer the game waits for comes first. */}
          <FormFrame name="offers-window">
            <M.OfferForms place="window" />
          </FormFrame>
          <FormFrame name="since-last">
            <M.SinceLastLooked gameId={gameId} />
          </FormFrame>
          <FormFrame name="winner">
            <M.WinnerBanner />
          </FormFrame>
          <FormFrame name="secret">
            <M.SecretChoice />
          </FormFrame>
          <FormFrame name="owed">
            <M.OwedDialogs />
          </FormFrame>
          <FormFrame name="status">
            <M.OfferForms place="status" />
            <M.StatusPanel />
          </FormFrame>
          <FormFrame name="agenda">
            <M.OfferForms place="agenda" />
            <M.AgendaPanel />
          </FormFrame>
          <FormFrame name="strategic">
            <M.StrategicPanel />
          </FormFrame>
          {!myTactical && production}
          <FormFrame name="action">
            <M.ActionBar />
            <M.TacticalPanel />
            <M.OfferForms place="turn" />
          </FormFrame>
          <FormFrame name="move-ships">
            <M.MoveShipsForm />
          </FormFrame>
          <FormFrame name="combat">
            <M.CombatPanel />
          </FormFrame>
          <FormFrame name="invade">
            <M.InvadeForm />
          </FormFrame>
          {myTactical && edits}
          {myTactical && production}
          <FormFrame name="trade">
            <M.TransactionsPanel />
          </FormFrame>
          {phone && <M.SystemDetails />}
          {!myTactical && edits}
          <FormFrame name="end-turn">
            <M.EndTurnBar />
          </FormFrame>
        </>
      )}
    </section>
  );

  const cardsPanel = (
    <>
      <FormFrame name="cards">
        <M.StrategyCards />
      </FormFrame>
      {!spectate && <M.WindowCards />}
      {!spectate && <M.NotesToPlay />}
      {!spectate && (
        <FormFrame name="offers-anytime">
          <M.OfferForms place="anytime" />
        </FormFrame>
      )}
      {!spectate && <M.StandingOrders gameId={gameId} />}
      {phone && <M.ObjectivesPanel />}
      {phone && <M.LawsInPlay />}
    </>
  );

  const map = (
    <div
      className="map-area"
      {...(phone
        ? {
            role: 'tabpanel',
            id: panelId(PREFIX, 'map'),
            'aria-labelledby': tabId(PREFIX, 'map'),
            hidden: shown !== 'map' && shown !== 'act',
          }
        : {})}
    >
      <M.GalaxyMap />
      {!phone && (
        <div className="map-overlay">
          <M.SystemDetails />
        </div>
      )}
    </div>
  );

  // The decision comes first in the tab order, the map last (CSS puts the map on the left, or on top).
  // One tree for both sizes (so no form loses what was typed when the screen turns): on a phone the
  // side panel's boxes are laid out by CSS as one view at a time, with the tab bar at the bottom.
  return (
    <main className={`table ${phone ? 'table-phone' : 'table-desktop'} view-${shown}`}>
      <M.PromptBar />
      {spectate && <M.HistoryScrubber gameId={gameId} />}
      <div className="table-body">
        <aside className="table-side" aria-label="Your move and the table">
          {phone ? panel('act', formStack) : <div className="act-area">{formStack}</div>}
          <div className="side-tabs">
            {tabList}
            {panel('cards', cardsPanel, { ref: cards })}
            {panel('players', <M.PlayersPanel />)}
            {panel(
              'sheet',
              <FormFrame name="sheet">
                <M.CommandSheet />
              </FormFrame>,
            )}
            {panel('log', <M.GameLog />)}
            {panel('chat', <M.ChatPanel shown={shown === 'chat'} />)}
            {!phone &&
              panel(
                'objectives',
                <>
                  <M.ObjectivesPanel />
                  <M.LawsInPlay />
                </>,
                { noControls: true },
              )}
          </div>
        </aside>
        {map}
      </div>
    </main>
  );
}
