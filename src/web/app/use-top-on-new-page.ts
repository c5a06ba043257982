import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A link to another page opens it at its top (or at its `#id`), as a full page load would. The
 * app runs React Router in declarative mode (decision 061), which restores no scroll: a page whose
 * code was already loaded (home, products, about) opened where the last page had been scrolled
 * to, mid-page on a phone. Back and forward keep the browser's own restoration, and a new query
 * on the same page (the shop's search, filters and sort) keeps the visitor's place. It is the one
 * rule for it: after Place Order, /orders opens with the new order at the top. A
 * layout effect, so the page's first frame is already at the top.
 */
export function useTopOnNewPage(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType === 'POP') return;
    const target = hash.length > 1 ? document.getElementById(hash.slice(1)) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo({ top: 0, left: 0 });
  }, [pathname, hash, navigationType]);
}
