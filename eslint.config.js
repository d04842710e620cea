import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import tseslint from 'typescript-eslint';

// Shared code never branches on one element or action type: each type's own module declares its
// answer (docs/adding-an-element-type.md), and shared code asks the registry.
const typeKey = '/^(elementType|actionType)$/';
// Any type name, not a list of today's: a type added tomorrow (or a plugin's) is covered too.
const typeName = '/^[a-z][A-Za-z]*$/';
const typeBranchMessage =
  "Do not branch on one element or action type here: put the answer in that type's definition and read it from the registry.";

const rendererAboveApps = {
  group: ['@chatforms/builder', '@chatforms/chat-sandbox', '@chatforms/cli'],
  message: 'the renderer depends on core only; the apps depend on it, not the reverse.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/reports/**',
      '**/storybook-static/**',
      '**/.turbo/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      // Type-aware rules: each file is read with the types of the tsconfig.json nearest to it.
      parserOptions: {
        projectService: {
          // Compiled by core's build only: its typecheck config has Node's types, which declare URL too.
          allowDefaultProject: ['packages/core/src/runtime-globals.d.ts'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // A new element or action type must reach every switch over its union; an un-awaited promise
      // loses its rejection. `void` marks a promise left running on purpose, with a comment saying why.
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // One order of imports everywhere, kept by `eslint --fix`: packages, then relative paths.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      'simple-import-sort/imports': 'error',
      'simple-import-sort/exports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Option labels sit in a <bdi> inside a styled <span>, one level deeper than the default.
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
    },
  },
  // Dependencies point one way (docs/design.md): core knows no React, no DOM and no other package;
  // the renderer knows nothing of the apps; the chat client and the CLI know no React.
  {
    files: ['packages/core/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-hook-form'],
              message: 'core is plain TypeScript: rendering belongs in @chatforms/react.',
            },
            {
              group: ['@chatforms/*'],
              message: 'core is the lowest package: nothing of the workspace above it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/react/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [rendererAboveApps],
        },
      ],
    },
  },
  {
    // The kit plugin sits on the renderer: it reaches core through @chatforms/react and no app.
    files: ['packages/cometchat/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            rendererAboveApps,
            {
              group: [
                '@chatforms/core',
                '@chatforms/core/*',
                '@chatforms/server',
                '@chatforms/chat-api',
              ],
              message: 'the kit plugin renders through @chatforms/react, its one chatforms peer.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every other entry of core installs date-fns on import, which the renderer loads on demand.
    files: ['packages/react/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-d.ts', '**/*.stories.tsx', '**/test-support/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [rendererAboveApps],
          paths: ['@chatforms/core', '@chatforms/core/date-time', '@chatforms/core/editing'].map(
            (name) => ({
              name,
              message:
                'import core from @chatforms/core/renderer, which loads date-fns only when a message needs it.',
            }),
          ),
        },
      ],
    },
  },
  {
    // Their tests too: a test that starts the sandbox belongs in internal/contract, or the workspace
    // graph has a cycle.
    files: ['packages/chat-api/src/**/*.ts', 'packages/cli/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react/*', 'react-dom', 'react-dom/*', '@chatforms/react'],
              message: 'server-side packages render nothing.',
            },
            {
              group: ['@chatforms/builder', '@chatforms/chat-sandbox'],
              message: 'published packages cannot depend on the private apps.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `BinaryExpression:has(> :matches(MemberExpression[property.name=${typeKey}], Identifier[name=${typeKey}])):has(> Literal[value=${typeName}])`,
          message: typeBranchMessage,
        },
        {
          selector: `SwitchStatement:matches([discriminant.property.name=${typeKey}], [discriminant.name=${typeKey}])`,
          message: typeBranchMessage,
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
      },
    },
  },
);
