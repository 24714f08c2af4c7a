// ESLint flat config: typescript-eslint, react-hooks, and the import direction of design.md §9.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importDirection from './eslint/import-direction.js';

export default tseslint.config(
  {
    // Generated files carry a "do not edit" banner and are not linted.
    ignores: [
      'dist/**',
      'dist-rebuilt/**',
      'node_modules/**',
      '.data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.gen.d.ts',
      '**/*.gen.ts',
      'docs/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { local: { rules: { 'import-direction': importDirection } }, 'react-hooks': reactHooks },
    languageOptions: {
      globals: {
        window: 'readonly',
        document: 'readonly',
        console: 'readonly',
        process: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        fetch: 'readonly',
        AbortController: 'readonly',
        AbortSignal: 'readonly',
        Buffer: 'readonly',
        TextEncoder: 'readonly',
        TextDecoder: 'readonly',
        atob: 'readonly',
        btoa: 'readonly',
      },
    },
    rules: {
      'local/import-direction': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.{js,mjs}'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
);
