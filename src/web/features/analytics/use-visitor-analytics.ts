import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { whenReadyAndIdle } from '../../lib/when-idle';
import { startVisitorAnalytics, type VisitorAnalytics } from './visitor-analytics';

/**
 * Records each page the visitor sees. Runs after the page's own title effect (parent effects run
 * last). It starts when the browser is idle after the app is ready, not while the app starts: its
 * first record reads the page's height (a forced layout) and the time zone (ICU: the page's first
 * Intl object loads ICU's data, 80 ms on /about at 4× CPU, decision 141). Idle alone was not
 * enough: the browser finds idle time between the hydration's slices.
 */
export function useVisitorAnalytics(): void {
  const { pathname } = useLocation();
  const tracker = useRef<VisitorAnalytics | null>(null);
  useEffect(() => {
    let analytics: VisitorAnalytics | null = null;
    const cancel = whenReadyAndIdle(() => {
      analytics = startVisitorAnalytics();
      tracker.current = analytics;
      analytics.trackPage(window.location.pathname, document.title);
    });
    return () => {
      cancel();
      analytics?.stop();
      tracker.current = null;
    };
  }, []);
  useEffect(() => {
    tracker.current?.trackPage(pathname, document.title);
  }, [pathname]);
}
