import { useDeferredValue, useState } from 'react';
import { useClient } from '../use-client.ts';

export function GameLog() {
  const log = useClient((s) => s.log);
  const [query, setQuery] = useState('');
  const q = useDeferredValue(query.trim().toLowerCase());
  const shown = (q ? log.filter((e) => e.text.toLowerCase().includes(q)) : log).slice(-200).reverse();
  return (
    <section className="log card" aria-label="Game log">
      <h2>Log</h2>
      <input
        type="search"
        placeholder="Search the log"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <ol data-testid="log">
        {shown.map((e, i) => (
          <li key={`${e.seq}-${i}`}>{e.text}</li>
        ))}
      </ol>
    </section>
  );
}
