// Import boundaries (DESIGN.md): web -> core; server -> core, db; core -> nothing of ours.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { noFolderCycle } from './eslint/folder-cycles.js';

/**
 * The layers a file may not import, by relative path (`../server/x`) and by package alias
 * (`#server/x`, should one be added beside `#core/*`; decision 041).
 */
const layerPatterns = (message, layers) => [
  { group: layers.map((layer) => `**/${layer}/**`), message },
  { regex: `^#(${layers.join('|')})(/|$)`, message },
];

const restrict = (message, layers) => ({
  'no-restricted-imports': ['error', { patterns: layerPatterns(message, layers) }],
});

const routesNeverQuery =
  "Routes never query: put the query in the feature's query module (it takes the db or a transaction).";

/** Decision 034: admin routes are registered in the /api/admin scope, whose hook is the guard. */
const oneAdminGuard = {
  selector: "MemberExpression[property.name='requireAdmin']",
  message:
    'Register the route inside adminRoutes (src/server/admin-routes.ts): its scope hook is the one admin guard (decision 034).',
};

/** Decision 033: a route hands its service's changes to app.afterCommit with an urgency. */
const oneAfterCommitPath = {
  selector: "MemberExpression[object.property.name='outbox'][property.name=/^dispatch/]",
  message: "Hand the service's changes to app.afterCommit(changes, { urgency }) (decision 033).",
};

const serverOneWay = [oneAdminGuard, oneAfterCommitPath];

/**
 * Decision 164: an order's timeline rows are written by one module, so what an entry holds is
 * decided in one place. The placed order's entry is the one exception: it is part of checkout's
 * single statement for a new order (decision 044).
 */
const TIMELINE_WRITERS = [
  'src/server/orders/write-timeline-entry.ts',
  'src/server/checkout/order-statements.ts',
];
const timelineMessage =
  'Write timeline rows with writeTimelineEntry (src/server/orders/write-timeline-entry.ts), the one writer of order_events (decision 164).';
const oneTimelineWriter = [
  {
    selector: "CallExpression[callee.property.name='insert'][arguments.0.name='orderEvents']",
    message: timelineMessage,
  },
  {
    selector: 'TemplateElement[value.raw=/insert\\s+into\\s+order_events/i]',
    message: timelineMessage,
  },
  { selector: 'Literal[value=/insert\\s+into\\s+order_events/i]', message: timelineMessage },
];

const dirs = (path) =>
  readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const files = (path) =>
  readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);

/**
 * Feature folders (decisions 032, 071): one per server domain; a feature may use another
 * feature's top-level modules (its context, its provider, its routes list) but not its internals
 * (api/, components/, pages/...). `allowed` names the few internals shared on purpose
 * ('<feature>/<folder>': files), so each one is a visible decision. `mounts` lets one feature
 * import the files of one folder of every other feature by a name prefix: the admin shell mounts
 * each domain's owner pages (`pages/admin-*.tsx`, lazy routes), and no other feature may.
 */
const featureZones = (root, { allowed = {}, mounts = {} } = {}) =>
  dirs(root).flatMap((target) =>
    dirs(root)
      .filter((other) => other !== target)
      .flatMap((other) =>
        dirs(`${root}/${other}`).map((inner) => {
          const mount = mounts[target]?.folder === inner ? mounts[target] : undefined;
          const mounted = mount
            ? files(`${root}/${other}/${inner}`).filter((file) => file.startsWith(mount.prefix))
            : [];
          return {
            target: `${root}/${target}`,
            from: `${root}/${other}/${inner}`,
            except: [...(allowed[`${other}/${inner}`] ?? []), ...mounted].map(
              (file) => `./${file}`,
            ),
            message: `Use ${other}'s top-level modules, not its ${inner}/ (decisions 032, 071).`,
          };
        }),
      ),
  );

/** Shared code (components/, lib/, hooks/) serves the features and never reaches into one. */
const sharedZones = (root) =>
  ['components', 'lib', 'hooks'].map((shared) => ({
    target: `${root}/${shared}`,
    from: `${root}/features`,
    message: 'Shared web code never imports a feature: move what several features use here.',
  }));

/**
 * Decision 129: the edges that still close a folder cycle, each one a debt to pay, not a
 * precedent. The rule leaves out only these exact edges; any other import that closes a loop fails.
 * All are paid (decision 151): an edge added here would need a decision of its own.
 */
const KNOWN_FOLDER_CYCLE_EDGES = [];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      '.worktrees',
      'test-results',
      'playwright-report',
      'src/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/lib/lazy-sonner.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: layerPatterns('web may import only core (DESIGN.md import direction).', [
            'server',
            'db',
          ]),
          // Decision 036: toasts load with the first toast, through the app's own module.
          paths: [
            {
              name: 'sonner',
              message: 'Import toast/Toaster from src/web/lib/lazy-sonner: sonner loads lazily.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/lib/lazy-sonner.tsx'],
    rules: restrict('web may import only core (DESIGN.md import direction).', ['server', 'db']),
  },
  {
    files: ['src/core/**/*.ts'],
    rules: restrict('core is pure: it imports nothing of ours.', ['server', 'db', 'web']),
  },
  {
    files: ['src/db/**/*.ts'],
    rules: restrict('db may import only core.', ['server', 'web']),
  },
  {
    // .tsx too: the mail layout is React rendered on the server (decision 132).
    files: ['src/server/**/*.{ts,tsx}'],
    rules: restrict('server never imports web.', ['web']),
  },
  {
    // Decision 040: routes never query; the feature's query modules take the db or a
    // transaction. (Repeats the server rule: a later block replaces no-restricted-imports whole.)
    files: ['src/server/**/*-routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: routesNeverQuery }],
          patterns: [
            ...layerPatterns('server never imports web.', ['web']),
            {
              group: ['drizzle-orm/*', '**/db/schema', '**/db/schema/**'],
              message: routesNeverQuery,
            },
            { regex: '^#db/schema(/|$)', message: routesNeverQuery },
          ],
        },
      ],
    },
  },
  {
    // Decisions 033 and 034: one path after a commit, one admin guard. Nothing else in the server
    // dispatches the outbox or calls requireAdmin (the auth plugin defines it by name).
    // Decision 164 adds one writer of timeline rows. (A later block replaces no-restricted-syntax
    // whole, so each block below repeats the rules that still apply to its files.)
    files: ['src/server/**/*.ts'],
    ignores: [
      'src/server/admin-routes.ts',
      'src/server/plugins/after-commit.ts',
      ...TIMELINE_WRITERS,
    ],
    rules: { 'no-restricted-syntax': ['error', ...serverOneWay, ...oneTimelineWriter] },
  },
  {
    files: ['src/server/admin-routes.ts'],
    rules: { 'no-restricted-syntax': ['error', oneAfterCommitPath, ...oneTimelineWriter] },
  },
  {
    files: ['src/server/plugins/after-commit.ts'],
    rules: { 'no-restricted-syntax': ['error', oneAdminGuard, ...oneTimelineWriter] },
  },
  {
    files: TIMELINE_WRITERS,
    rules: { 'no-restricted-syntax': ['error', ...serverOneWay] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      // Parse the imported TypeScript too, or cycles through it go unseen.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones('./src/web/features', {
              allowed: {
                'auth/components': ['route-guards.tsx'],
                'custom-prints/components': ['order-custom-prints.tsx', 'my-quotes-section.tsx'],
                // The site's contact page holds the contact form.
                'contact/components': ['contact-form.tsx'],
                // The dashboard shows the mails that failed; the settings page, the backups.
                'mail/components': ['failed-mails-card.tsx'],
                'backups/components': ['backups-card.tsx'],
              },
              // The admin shell's route list mounts every domain's owner pages (lazy routes).
              mounts: { admin: { folder: 'pages', prefix: 'admin-' } },
            }),
            ...sharedZones('./src/web'),
          ],
        },
      ],
    },
  },
  {
    // Decision 129: no two folders of a layer (server domains, core domains, web features) import
    // each other; import-x/no-cycle above sees module cycles only.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { house: { rules: { 'no-folder-cycle': noFolderCycle } } },
    rules: { 'house/no-folder-cycle': ['error', { knownEdges: KNOWN_FOLDER_CYCLE_EDGES }] },
  },
  {
    // Decision 056: the app starts after the first paint; the shared `test` waits for it after
    // every full page load, so a spec that took Playwright's own would act on a page not running yet.
    files: ['tests/e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              allowTypeImports: true,
              message: 'Import test and expect from tests/support/e2e-test (decision 056).',
            },
          ],
        },
      ],
    },
  },
);
