/**
 * Flags for Debian's chromium on this kind of machine, shared by Playwright and the Lighthouse
 * benchmark: no sandbox (root in CI), no GPU, and none of the background calls home, which the
 * closed network refuses (and which would slow every start).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
