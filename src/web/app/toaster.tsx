import { Toaster as Sonner } from '../lib/lazy-sonner';
import { useTheme } from '../features/theme/theme-context';
import { useIsMobile } from '../hooks/use-mobile';

/**
 * SPEC §9: bottom-right, Alt+T, labelled 'Notifications', about 4 s, at most 3 visible. On a
 * phone (below SPEC's 768 px) toasts sit at the top instead, over the sticky top bar: at the
 * bottom they covered the field a toast was about and the next button. Their top
 * offset of 8 px keeps a one-line toast within the 64 px bar. An open cart panel moves them aside
 * on larger screens (styles.css).
 */
export function Toaster() {
  const { resolvedTheme } = useTheme();
  const phone = useIsMobile();
  return (
    <Sonner
      theme={resolvedTheme}
      position={phone ? 'top-center' : 'bottom-right'}
      offset={{ top: 8 }}
      mobileOffset={{ top: 8 }}
      hotkey={['altKey', 'KeyT']}
      containerAriaLabel="Notifications"
      duration={4000}
      visibleToasts={3}
      closeButton
    />
  );
}
