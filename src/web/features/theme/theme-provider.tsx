import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import {
  DEFAULT_THEME,
  THEME_STORAGE_KEY,
  ThemeContext,
  type ResolvedTheme,
  type Theme,
} from './theme-context';

const isTheme = (value: unknown): value is Theme =>
  value === 'light' || value === 'dark' || value === 'system';

function readStoredTheme(): Theme {
  // A server render has no visitor's storage; Node 26's own localStorage warns when touched.
  if (typeof document === 'undefined') return DEFAULT_THEME;
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

/** Matches --background in styles.css. */
const THEME_COLORS: Record<ResolvedTheme, string> = { dark: '#15131f', light: '#fcfcfe' };

const systemQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

/**
 * Light, dark or system; kept in local storage; the root element carries `light` or `dark`.
 * index.html's inline script sets that class before first paint; while React hydrates the
 * prerendered page the provider reports the default theme (what the page was rendered with)
 * and leaves the root element alone, then switches to the stored one (decision 060).
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const [storedTheme, setThemeState] = useState<Theme>(readStoredTheme);
  const theme = hydrated ? storedTheme : DEFAULT_THEME;
  const [systemDark, setSystemDark] = useState(
    () => typeof window !== 'undefined' && systemQuery().matches,
  );

  useEffect(() => {
    const query = systemQuery();
    const onChange = (event: MediaQueryListEvent) => setSystemDark(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const resolvedTheme: ResolvedTheme = theme === 'system' ? (systemDark ? 'dark' : 'light') : theme;

  useEffect(() => {
    if (!hydrated) return;
    const root = document.documentElement;
    root.classList.toggle('dark', resolvedTheme === 'dark');
    root.classList.toggle('light', resolvedTheme === 'light');
    // The browser's own UI (address bar on phones) follows the page.
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', THEME_COLORS[resolvedTheme]);
  }, [hydrated, resolvedTheme]);

  const setTheme = useCallback((next: Theme) => {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    setThemeState(next);
  }, []);

  const value = useMemo(
    () => ({ theme, resolvedTheme, setTheme }),
    [theme, resolvedTheme, setTheme],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
