import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while the browser hydrates the server's HTML, true after (and at once
 * on a page the browser renders itself). For what depends on the browser's clock or time zone
 * (a calendar's "today"): rendered after hydration, so the server's HTML always matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
