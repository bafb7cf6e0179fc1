// @ts-check
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { boundaryZones } from "./eslint-boundaries.js";

const deepRelative =
  "Leave your folder by name: @client/…, @server/… or @common/… (path-aliases.ts), not ../../.";

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      "dist/",
      "data/",
      "test-results/",
      "playwright-report/",
      "server/db/migrations/",
      "shot-tmp.mjs",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ["*.js", "*.mjs", "scripts/*.mjs"] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      "no-console": "error",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ["client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The one server file the client may name (see eslint-boundaries.js) lends it types only.
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@server/*"],
              allowTypeImports: true,
              message:
                "The client may only `import type` from the server (AppType); share code through common/.",
            },
          ],
        },
      ],
    },
  },
  {
    // Boundaries on resolved paths (aliases and relative climbs land on the same file): eslint-boundaries.js.
    files: ["client/**/*.{ts,tsx}", "server/**/*.ts", "common/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      // Without these, import-x/no-cycle cannot read TypeScript files and sees no cycles at all.
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: boundaryZones() }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "no-restricted-imports": ["error", { patterns: [{ regex: "^(\\.\\./){2,}", message: deepRelative }] }],
    },
  },
  {
    // One look and one behaviour for every dialog: features compose client/components/ui/dialog and
    // confirm-dialog, which alone wrap Radix. (Repeats the deep-climb pattern: a later block replaces a rule.)
    files: ["client/**/*.{ts,tsx}"],
    ignores: ["client/components/ui/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@radix-ui/react-dialog",
              message: "Use Dialog, DialogContent… from @client/components/ui/dialog.",
            },
            {
              name: "@radix-ui/react-alert-dialog",
              message: "Use ConfirmDialog from @client/components/ui/confirm-dialog (never window.confirm).",
            },
          ],
          patterns: [{ regex: "^(\\.\\./){2,}", message: deepRelative }],
        },
      ],
      "no-restricted-properties": [
        "error",
        {
          object: "window",
          property: "confirm",
          message: "Ask with ConfirmDialog (@client/components/ui/confirm-dialog).",
        },
      ],
      "no-restricted-globals": [
        "error",
        { name: "confirm", message: "Ask with ConfirmDialog (@client/components/ui/confirm-dialog)." },
      ],
    },
  },
  {
    files: ["common/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^(\\.\\./){2,}", message: deepRelative },
            {
              group: ["react", "react-dom", "node:*"],
              message: "common/ runs in the browser and on the server: no React, DOM or Node-only modules.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["server/**/*.routes.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^(\\.\\./){2,}", message: deepRelative },
            {
              group: ["drizzle-orm", "drizzle-orm/*"],
              message: "Routes stay thin: call a service function; queries live in <area>.queries.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["server/**/*.ts"],
    ignores: ["server/env.ts", "server/**/*.test.ts", "server/test/**"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message: "Read configuration through server/env.ts (loadEnv).",
        },
      ],
    },
  },
  {
    files: ["scripts/**", "e2e/**", "*.config.ts", "*.config.js"],
    rules: { "no-console": "off" },
  },
  {
    files: ["**/*.mjs", "**/*.js"],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly" } },
  },
  {
    // Tests read JSON bodies as `any` on purpose: asserting on them is the point.
    files: ["**/*.test.ts", "**/*-test-kit.ts", "server/test/**", "e2e/**"],
    rules: {
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
);
