import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Decision 035: a server module is named for what it does. A use case is `<verb>-<noun>`:
 * queries read (list-, find-, read-, count-, check-, can-, is-), commands say the change.
 * A building block that is not a use case (a store, a view, a worker...) ends in its role.
 * lib/ (shared helpers) and plugins/ (one per app-wide concern) have their own rule: kebab-case.
 */
const QUERY_VERBS = ['list', 'find', 'read', 'count', 'check', 'can', 'is', 'measure', 'ping'];
const COMMAND_VERBS = [
  'create',
  'update',
  'delete',
  'edit',
  'save',
  'place',
  'claim',
  'ship',
  'decide',
  'request',
  'store',
  'upload',
  'change',
  'issue',
  'sign',
  'refresh',
  'replace',
  'verify',
  'bootstrap',
  'load',
  'export',
  'write',
  'resolve',
  'price',
  'reprice',
  'send',
  'handle',
  'prune',
  'vacuum',
  'adopt',
  'remove',
  'to',
  'serve',
  // Payments (decision 130): an unpaid order's hold ends, a card payment starts.
  'cancel',
  'release',
  'start',
  // An orchestrator's named steps (decision 164): the order locked, its plan applied, stock
  // and money returned, the change recorded in the outbox.
  'lock',
  'apply',
  'return',
  'record',
  // The production board (decision 169): jobs assigned to printers, moved in the queue, merged.
  'assign',
  'move',
  'merge',
  // Connected printers (decision 178): leases taken, prints dispatched, jobs settled.
  'take',
  'dispatch',
  'settle',
];
const ROLE_SUFFIXES = [
  'routes',
  'admin-routes',
  'view',
  'errors',
  'mail',
  'email',
  'store',
  'storage',
  'bus',
  'hub',
  'pool',
  'worker',
  'worker-source',
  'runner',
  'dispatcher',
  'statements',
  'policy',
  'event',
  'deps',
  'context',
  'guard',
  'token',
  'tokens',
  'codes',
  'quota',
  'mailer',
  'credentials',
  'password',
  'totp',
  'mfa',
  // Payments (decision 130): one adapter per method, the gateway to Stripe's API.
  'adapter',
  'gateway',
  // Connected printers (decision 178): the one driving them, the bounded client they talk through.
  'driver',
  'http',
];
/** The app's entry points and its scope of scopes, at the top of src/server. */
const TOP_LEVEL = ['app', 'main', 'start', 'config', 'types', 'admin-routes'];
const HIDING = [/^manage-/, /^get-/, /-repository$/, /^admin-.*-routes$/];

const SERVER = join(import.meta.dirname, '../../src/server');
const modules = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? modules(join(dir, entry.name))
      : /\.(ts|mjs)$/.test(entry.name) && !entry.name.endsWith('.test.ts')
        ? [relative(SERVER, join(dir, entry.name))]
        : [],
  );

/** Why `path` (relative to src/server) breaks the rule, or null when it follows it. */
function namingProblem(path: string): string | null {
  const parts = path.split('/');
  const name = parts.at(-1)!.replace(/\.(ts|mjs)$/, '');
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name)) return 'not kebab-case';
  if (parts.length === 1) return TOP_LEVEL.includes(name) ? null : 'a top-level module';
  if (parts[0] === 'lib' || parts[0] === 'plugins') return null;
  if (HIDING.some((pattern) => pattern.test(name)))
    return 'hides what it holds (manage-, get-, -repository, admin-*-routes)';
  const verb = name.split('-')[0]!;
  if ([...QUERY_VERBS, ...COMMAND_VERBS].includes(verb) && name.includes('-')) return null;
  if (ROLE_SUFFIXES.some((role) => name === role || name.endsWith(`-${role}`))) return null;
  return 'neither <verb>-<noun> nor a building block named for its role';
}

describe('server module names (decision 035)', () => {
  it('every module in src/server follows the rule', () => {
    const problems = modules(SERVER)
      .map((path) => [path, namingProblem(path)] as const)
      .filter(([, problem]) => problem !== null)
      .map(([path, problem]) => `${path}: ${problem}`);
    expect(problems).toEqual([]);
  });

  it.each([
    ['catalog/manage-products.ts', 'hides what it holds'],
    ['settings/get-shop-settings.ts', 'hides what it holds'],
    ['custom-prints/quote-repository.ts', 'hides what it holds'],
    ['custom-prints/admin-quote-routes.ts', 'hides what it holds'],
    ['orders/order-things.ts', 'neither'],
    ['orders/Place_Order.ts', 'not kebab-case'],
    ['helpers.ts', 'a top-level module'],
  ])('refuses %s', (path, problem) => {
    expect(namingProblem(path)).toContain(problem);
  });

  it.each([
    'orders/list-admin-orders.ts',
    'discounts/claim-discount-code.ts',
    'orders/order-routes.ts',
    'custom-prints/quote-admin-routes.ts',
    'lib/rate-limiter.ts',
  ])('accepts %s', (path) => {
    expect(namingProblem(path)).toBeNull();
  });
});
