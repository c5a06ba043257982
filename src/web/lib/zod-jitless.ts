/**
 * Imported first by main.tsx. Zod 4 probes `new Function` to compile fast parsers; our CSP has
 * no 'unsafe-eval', so the probe is blocked and Chrome records a CSP issue (Lighthouse best
 * practices < 100) even though zod catches it. Jitless parsing is ample for forms. Set on the
 * global zod reads at load, so zod itself stays out of the first load.
 */
const global = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
global.__zod_globalConfig = { ...global.__zod_globalConfig, jitless: true };

export {};
