import { lazy, Suspense, useEffect } from 'react';
import { saveCredentials } from './credentials.ts';
import { HomePage } from './pages/home-page.tsx';
import { JoinPage } from './pages/join-page.tsx';
import { SlicesPage } from './pages/slices-page.tsx';
import { navigate, useRoute } from './route.ts';

// The table (map, command sheets, card forms) loads only when a game page opens: the home and
// invite pages stay small.
const TablePage = lazy(() => import('./pages/table-page.tsx').then((m) => ({ default: m.TablePage })));
const opening = <p className="page">Opening the table…</p>;

export function App() {
  const route = useRoute();

  // Links that carry a token store it in this browser, then drop it from the address bar.
  useEffect(() => {
    if (route.page === 'host-link' && route.token) {
      saveCredentials(route.gameId, { hostToken: route.token });
      navigate(`/g/${route.gameId}`, true);
    }
    if (route.page === 'seat-link' && route.token) {
      saveCredentials(route.gameId, { seatToken: route.token });
      navigate(`/g/${route.gameId}`, true);
    }
  }, [route]);

  switch (route.page) {
    case 'home':
      return <HomePage />;
    case 'slices':
      return <SlicesPage />;
    case 'join':
      return <JoinPage gameId={route.gameId} />;
    case 'watch':
      return (
        <Suspense fallback={opening}>
          <TablePage gameId={route.gameId} spectate />
        </Suspense>
      );
    case 'table':
      return (
        <Suspense fallback={opening}>
          <TablePage gameId={route.gameId} spectate={false} />
        </Suspense>
      );
    case 'host-link':
    case 'seat-link':
      return <p className="page">Opening the game…</p>;
    case 'not-found':
      return (
        <main className="page">
          <h1>Nothing here</h1>
          <p>
            That address is not a game. <a href="/">Create a game</a>.
          </p>
        </main>
      );
  }
}
