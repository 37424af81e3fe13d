// @ts-check
// The linter of the whole tree (issue 25): ESLint with typescript-eslint's type-aware rules (they
// read the types through TypeScript itself), React's hooks rules and jsx-a11y's accessibility rules.
// `npm run lint` runs it, and `npm test` runs that.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import globals from 'globals'

export default tseslint.config(
  {
    // generated: the builds, Panda's output, the contract's types (npm run gen), test artifacts
    ignores: ['dist/', 'dist-server/', 'dist-ssr/', 'styled-system/', 'coverage/', 'data/', '.cache/', 'tests/.artifacts/', 'openapi/schema.d.ts'],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      // A name that starts with _ is unused on purpose: a parameter kept for its position, a property
      // taken out of a rest (`const { id: _id, ...rest } = row`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Fastify's hooks and handlers, and implementations of promise-returning interfaces, are async
      // without awaiting: a two-argument hook that is not async is read by Fastify as a callback hook.
      '@typescript-eslint/require-await': 'off',
      // Temporal's dates print as ISO 8601 (2025-06-01), the form every URL and field of ours uses.
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        {
          allowAny: true,
          allowBoolean: true,
          allowNullish: true,
          allowNumber: true,
          allowRegExp: true,
          allow: [
            { from: 'lib', name: ['Error', 'URL', 'URLSearchParams'] },
            { from: 'package', package: 'temporal-spec', name: ['PlainDate', 'PlainDateTime', 'PlainTime', 'Instant'] },
          ],
        },
      ],
    },
  },
  {
    // Plain JavaScript files are outside tsconfig.json: no types to read.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    // Tests read the JSON of answers (`response.json()`, typed any) and check it with expect(): typing
    // each answer would add nothing the assertions do not already check.
    files: ['tests/**'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}', 'tests/components/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      // The React Compiler's rules that model what the compiler assumes. The app does not run the
      // compiler, and on this code they flag correct code only:
      // - refs: refs handed through props and objects (props.inputRef, refs.subject, trigger.ref) are
      //   read as reading ref.current during render;
      // - immutability: writing .current of a ref received as a prop (control, arrival, triggerRef)
      //   is read as mutating a prop;
      // - set-state-in-effect: state set from an external system once the page has hydrated (the
      //   stored colour mode, the DOM typed into before hydration, a loading state reset on retry).
      'react-hooks/refs': 'off',
      'react-hooks/immutability': 'off',
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
  },
)
