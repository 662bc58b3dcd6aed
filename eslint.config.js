import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import globals from 'globals';
import { layerBoundaries } from './eslint.layers.js';

export default [
  {
    ignores: [
      'dist/',
      '.astro/',
      'public-report/dist/',
      'public-report/.astro/',
      'node_modules/',
      '.data/',
      'test-results/',
      'bench/.out/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    files: ['**/*.mjs', '**/*.js', 'scripts/**', 'bench/**', 'tests/**', 'src/cli/**'],
    languageOptions: { globals: globals.node },
  },
  ...layerBoundaries(),
  {
    // Type-aware: a promise nobody awaits or handles is a lost error (a failed POST that says nothing).
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-empty-pattern': 'off',
    },
  },
];
