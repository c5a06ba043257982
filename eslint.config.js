// Import boundaries (DESIGN.md): web -> core; server -> core, db; core -> nothing of ours.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const restrict = (message, ...groups) => ({
  'no-restricted-imports': [
    'error',
    { patterns: groups.map((group) => ({ group, message })) },
  ],
});

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', '.worktrees', 'test-results', 'playwright-report', 'src/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
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
          patterns: [{ group: ['**/server/**', '**/db/**'], message: 'web may import only core (DESIGN.md import direction).' }],
          // Decision 015: toasts load with the first toast, through the app's own module.
          paths: [{ name: 'sonner', message: "Import toast/Toaster from src/web/lib/lazy-sonner: sonner loads lazily." }],
        },
      ],
    },
  },
  {
    files: ['src/web/lib/lazy-sonner.tsx'],
    rules: restrict('web may import only core (DESIGN.md import direction).', ['**/server/**', '**/db/**']),
  },
  {
    files: ['src/core/**/*.ts'],
    rules: restrict('core is pure: it imports nothing of ours.', ['**/server/**', '**/db/**', '**/web/**']),
  },
  {
    files: ['src/db/**/*.ts'],
    rules: restrict('db may import only core.', ['**/server/**', '**/web/**']),
  },
  {
    files: ['src/server/**/*.ts'],
    rules: restrict('server never imports web.', ['**/web/**']),
  },
);
