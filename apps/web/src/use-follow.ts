// A scrolling list that follows its newest line (at the bottom) while the reader is there, and leaves
// them be once they scroll up: the game log and the chat.

import { useEffect, useLayoutEffect, useRef, type UIEvent } from 'react';

export function useFollowNewest<T extends HTMLElement>(changes: readonly unknown[]) {
  const ref = useRef<T>(null);
  const stick = useRef(true);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
  }, changes); // the caller says what changes the list
  // A list hidden behind its tab has no height: when it is shown (or resized), follow the newest line again.
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const follow = new ResizeObserver(() => {
      if (stick.current) el.scrollTop = el.scrollHeight;
    });
    follow.observe(el);
    return () => follow.disconnect();
  }, []);
  const onScroll = (e: UIEvent<T>) => {
    const el = e.currentTarget;
    stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
  };
  return { ref, onScroll };
}
