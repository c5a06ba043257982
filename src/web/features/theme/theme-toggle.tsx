import { MoonIcon, SunIcon } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { HintTooltip } from '../../components/ui/hint-tooltip';
import { useHydrated } from '../../lib/use-hydrated';
import { useTheme } from './theme-context';

/** The top bar's light/dark switch; the footer's ThemeSelect also offers "system". */
export function ThemeToggle() {
  const { resolvedTheme, setTheme } = useTheme();
  const hydrated = useHydrated();
  const next = resolvedTheme === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} theme`;
  // On every page, so its tooltip is the light one (no positioning engine in the first load).
  return (
    <HintTooltip label={label}>
      {/* Inert until the app has taken over the prerendered page (a click before that did nothing
          and was lost); not dimmed meanwhile, or every page load would flash the top bar. */}
      <Button
        variant="ghost"
        size="icon"
        className="max-sm:size-9 disabled:opacity-100"
        aria-label={label}
        disabled={!hydrated}
        onClick={() => setTheme(next)}
      >
        {resolvedTheme === 'dark' ? (
          <SunIcon aria-hidden="true" />
        ) : (
          <MoonIcon aria-hidden="true" />
        )}
      </Button>
    </HintTooltip>
  );
}
