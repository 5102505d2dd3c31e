import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import boundaries from './eslint.boundaries.js'

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.next/**',
      'data/**',
      'cms/migrations/postgres/**',
      // Type declarations of plain .mjs scripts: read by TypeScript, nothing to lint.
      '**/*.d.mts',
      'cms/app/(payload)/admin/importMap.js',
      'cms/next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // The clinic's day is India's (Asia/Kolkata), whatever the machine's time zone: a date's local-time parts are
      // the server's or the test runner's (UTC here), a day behind India from 18:30 UTC. Two journeys started a plan
      // in "this month" by the runner's clock and failed on the last evening of November.
      'no-restricted-properties': [
        'error',
        ...['getFullYear', 'getMonth', 'getDate', 'getDay', 'getHours', 'getMinutes']
          .concat(['setFullYear', 'setMonth', 'setDate', 'setHours', 'setMinutes'])
          .map((property) => ({
            property,
            message:
              "A date's local-time parts follow this machine's time zone, not the clinic's: use @app/platform/clinic-time (clinicClock, clinicToday, addDays) or the UTC methods.",
          })),
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...boundaries,
  {
    // Scripts and tests talk to the person running them.
    files: ['scripts/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
)
