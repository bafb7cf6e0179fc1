import type { Rolldown } from "vite";

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions["codeSplitting"]>, boolean>;

/** A test for modules under node_modules whose path there matches `pattern` ("react/", "@radix-ui/"). */
function nodeModules(pattern: string): (id: string) => boolean {
  const test = new RegExp(`/node_modules/(?:${pattern})`);
  return (id) => test.test(id.replaceAll("\\", "/"));
}

/**
 * The libraries every page's shell runs, in two long-cached chunks, so a deploy that changes only our code
 * leaves them in the browser's cache: `react` — React, and what the landing page's own script
 * (client/app/landing.tsx) needs besides: class merging, Radix's Slot (Button's asChild) and lucide's icon
 * base (the icons themselves stay with the pages that draw them); `vendor` — the router and the query library,
 * which only the app (client/app/main.tsx) loads, so a visitor's landing page does not fetch them.
 */
const reactLibraries = nodeModules(
  [
    "react/",
    "react-dom/",
    "scheduler/",
    "@radix-ui/react-slot/",
    "@radix-ui/react-compose-refs/",
    "clsx/",
    "tailwind-merge/",
    "lucide-react/dist/esm/(?!icons/)",
  ].join("|"),
);
const appLibraries = nodeModules(["react-router/", "@tanstack/"].join("|"));

/** Radix's menus, tabs and accordions and what only they use: positioning, roving focus, collections. */
const radixWidgetPackages = [
  "@radix-ui/react-(?:dropdown-menu|menu|popper|arrow|use-size|use-rect|rect|roving-focus|collection|direction|tabs|accordion|collapsible)/",
  "@floating-ui/",
];
const radixWidgets = nodeModules(radixWidgetPackages.join("|"));

/** The rest of Radix — dialogs, checkbox, label — and the helpers they stand on. */
const radixDialogs = (id: string) =>
  !radixWidgets(id) &&
  nodeModules(
    [
      "@radix-ui/",
      "react-remove-scroll",
      "react-style-singleton/",
      "use-callback-ref/",
      "use-sidecar/",
      "aria-hidden/",
      "get-nonce/",
      "detect-node-es/",
      "tslib/",
    ].join("|"),
  )(id);

/**
 * How the client build is cut into files (issue 11 point 7). Left to itself the bundler gives every shared
 * module its own file — each icon, each small helper — and a cold reader page asked for 47 scripts, most of
 * them a few hundred bytes, over HTTP/1.1's six connections. So:
 *  - the shell's libraries are one chunk; Radix is two, dialogs and widgets (menus, tabs), so a page with a
 *    dialog does not fetch the positioning engine (a module goes to the highest-priority group that claims
 *    it: Slot and compose-refs are the shell's);
 *  - shared chunks under 8 KB (before minifying) are inlined into each page that uses them instead of being
 *    fetched on their own: an icon or a small helper may then ship in two pages' files, a few hundred bytes,
 *    against a request saved on every cold load. Rolldown marks this experimental; it needs strict execution
 *    order (modules initialise in source order whatever file they land in), which it turns on.
 */
export const codeSplitting: CodeSplitting = {
  groups: [
    { name: "react", test: reactLibraries, priority: 21 },
    { name: "vendor", test: appLibraries, priority: 20 },
    // Dialogs before widgets: a group also takes the modules its own modules import, and the shared layers
    // (dismissable layer, focus scope, portal) belong with the dialogs the reader opens.
    { name: "radix-dialogs", test: radixDialogs, priority: 15 },
    { name: "radix-widgets", test: radixWidgets, priority: 10 },
  ],
  experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
};
