import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { readStoredSession } from '../auth/session-storage';
import { ThemeProvider } from './theme-provider';

const warnings: string[] = [];
const onWarning = (warning: Error) => warnings.push(warning.message);

describe('a server render reads no browser storage', () => {
  afterEach(() => {
    process.off('warning', onWarning);
    warnings.length = 0;
  });

  it('renders the default theme and no stored session, without touching localStorage', async () => {
    // Node 26 has a localStorage of its own that warns once when read without a file: reading
    // it here would warn in every prerender and in the log of every server start.
    const touched: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get: () => {
        touched.push('localStorage');
        return undefined;
      },
    });
    process.on('warning', onWarning);
    try {
      const html = renderToString(<ThemeProvider>page</ThemeProvider>);
      expect(html).toContain('page');
      expect(readStoredSession()).toBeNull();
      await new Promise((resolve) => setImmediate(resolve));
      expect(touched).toEqual([]);
      expect(warnings).toEqual([]);
    } finally {
      if (descriptor) Object.defineProperty(globalThis, 'localStorage', descriptor);
      else delete (globalThis as { localStorage?: unknown }).localStorage;
    }
  });
});
