// @ts-check
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const siblingFeature =
  "Features never import each other: compose them in a route module, or move shared code to client/lib or client/components.";

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
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/server/**"],
              allowTypeImports: true,
              message:
                "The client may only `import type` from the server (AppType); share code through common/.",
            },
            {
              regex: "content/palace(/index|/rooms/.*)?$",
              allowTypeImports: true,
              message:
                "Full room bodies come from the API by entitlement; the client imports content/palace/overview, floors, types and reference/ only.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["client/features/*/*/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^\\.\\./\\.\\./[^.]", message: siblingFeature }] },
      ],
    },
  },
  {
    files: ["client/features/*/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ regex: "^\\.\\./[^.]", message: siblingFeature }] }],
    },
  },
  {
    files: ["common/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/client/**", "**/server/**"],
              message: "common/ is isomorphic: it imports nothing from client/ or server/.",
            },
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
            {
              group: ["drizzle-orm", "drizzle-orm/*", "**/*.queries"],
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
    files: ["**/*.test.ts", "server/test/**", "e2e/**"],
    rules: {
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
);
