import { MoonIcon, SunIcon } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { HintTooltip } from '../../components/ui/hint-tooltip';
import { useTheme } from './theme-context';

/** The top bar's light/dark switch; the footer's ThemeSelect also offers "system". */
export function ThemeToggle() {
  const { resolvedTheme, setTheme } = useTheme();
  const next = resolvedTheme === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} theme`;
  // On every page, so its tooltip is the light one (no positioning engine in the first load).
  return (
    <HintTooltip label={label}>
      {/* A tap before the app runs is held and replayed once it does (decision 125). */}
      <Button
        variant="ghost"
        size="icon"
        className="max-sm:size-9"
        aria-label={label}
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
