// Live order pages in both front ends: one server-sent event stream per open page. The server sends 'changed' when an
// order moves; the page fetches what it shows again. After a dropped connection the browser reconnects by itself, and
// the page fetches once more in case it missed a change meanwhile.
import { useEffect, useRef } from 'react';

export const orderEventsUrl = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/events`;
export const BOARD_EVENTS_URL = '/api/admin/onboarding/events';

/** Calls `onChanged` with the ids of the orders that changed ([] after a reconnection: anything may have). */
export function useOrderEvents(url: string | null, onChanged: (orderIds: string[]) => void) {
  const latest = useRef(onChanged);
  latest.current = onChanged;
  useEffect(() => {
    if (!url) return;
    const source = new EventSource(url);
    let opened = false;
    source.addEventListener('open', () => {
      if (opened) latest.current([]);
      opened = true;
    });
    source.addEventListener('changed', (event) => {
      const { orderIds } = JSON.parse((event as MessageEvent<string>).data) as { orderIds: string[] };
      latest.current(orderIds);
    });
    return () => source.close();
  }, [url]);
}
