import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { clientBoundaries } from "./scripts/client-boundaries.js";

export default tseslint.config(
  { ignores: ["dist/**", "data/**", "node_modules/**", "migrations/**", "test-results/**", "playwright-report/**", "uploads/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      "@typescript-eslint/no-namespace": "off",
    },
  },
  {
    files: ["client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "no-restricted-syntax": [
        "error",
        {
          // Types allow it, but React 18 passes no `ref` to a function component: react-hook-form's register() would
          // then never see the field.
          selector: ":matches(FunctionDeclaration, FunctionExpression, ArrowFunctionExpression) > ObjectPattern.params TSTypeReference[typeName.name='ComponentPropsWithRef']:not(TSFunctionType TSTypeReference)",
          message: "A function component gets no `ref` prop in React 18: wrap it in forwardRef and take ComponentPropsWithoutRef (docs/decisions/010-react-18.md).",
        },
        {
          // One way to call the API, typed by its route table: the raw helpers are api()'s own internals.
          selector: "ImportDeclaration[source.value='@/lib/api-client'] ImportSpecifier[imported.name=/^(apiRequest|apiFetch|getQueryFn)$/]",
          message: "Call the API with api(\"METHOD /path\", …) (or apiUrl for a link): it is typed by shared/api/routes.ts.",
        },
      ],
    },
  },
  ...clientBoundaries(),
);
