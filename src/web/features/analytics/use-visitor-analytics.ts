import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { startVisitorAnalytics, type VisitorAnalytics } from './visitor-analytics';

/** Records each page the visitor sees. Runs after the page's own title effect (parent effects run last). */
export function useVisitorAnalytics(): void {
  const { pathname } = useLocation();
  const tracker = useRef<VisitorAnalytics | null>(null);
  useEffect(() => {
    const analytics = startVisitorAnalytics();
    tracker.current = analytics;
    return () => {
      analytics.stop();
      tracker.current = null;
    };
  }, []);
  useEffect(() => {
    tracker.current?.trackPage(pathname, document.title);
  }, [pathname]);
}
