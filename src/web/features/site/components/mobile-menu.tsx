import { MenuIcon } from 'lucide-react';
import { lazy } from 'react';
import { LazyPanelButton } from '../../../components/lazy-panel-button';

const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazy(loadPanel);

/** Below 768 px the links live in a slide-in panel from the right (Radix Dialog, ~7 KB gzip, lazy). */
export function MobileMenu() {
  return (
    <LazyPanelButton
      Panel={MobileMenuPanel}
      preload={loadPanel}
      label="Open menu"
      className="max-sm:size-9 md:hidden"
    >
      <MenuIcon aria-hidden="true" />
    </LazyPanelButton>
  );
}
