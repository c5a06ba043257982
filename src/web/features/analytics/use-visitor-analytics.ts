import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { whenIdle } from '../../lib/when-idle';
import { startVisitorAnalytics, type VisitorAnalytics } from './visitor-analytics';

/**
 * Records each page the visitor sees. Runs after the page's own title effect (parent effects run
 * last). It starts when the browser is idle, not while the app starts: its first record reads the
 * page's height (a forced layout) and the time zone (ICU), tens of ms on a slow phone.
 */
export function useVisitorAnalytics(): void {
  const { pathname } = useLocation();
  const tracker = useRef<VisitorAnalytics | null>(null);
  useEffect(() => {
    let analytics: VisitorAnalytics | null = null;
    const cancel = whenIdle(() => {
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
