import { Toaster as Sonner } from '../lib/lazy-sonner';
import { useTheme } from '../features/theme/theme-context';

/** SPEC §9: bottom-right, Alt+T, labelled 'Notifications', about 4 s, at most 3 visible. */
export function Toaster() {
  const { resolvedTheme } = useTheme();
  return (
    <Sonner
      theme={resolvedTheme}
      position="bottom-right"
      hotkey={['altKey', 'KeyT']}
      containerAriaLabel="Notifications"
      duration={4000}
      visibleToasts={3}
      closeButton
    />
  );
}
