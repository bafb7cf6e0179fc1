// @ts-check
import { readdirSync } from "node:fs";

/**
 * The code's boundaries as import-x/no-restricted-paths zones. They match the file an import resolves
 * to, so an alias, a relative climb or an index file cannot slip past them (eslint-boundaries.test.ts
 * proves each one bites).
 */
export function boundaryZones() {
  const features = readdirSync(new URL("./client/features", import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return [
    {
      target: "./client",
      from: "./server",
      // The typed API client needs `import type { AppType }`; nothing else of the server reaches the browser.
      except: ["./app.ts"],
      message:
        "The client reaches the server only over HTTP (AppType is the one type it borrows); share code through common/.",
    },
    {
      target: "./server",
      from: "./client",
      message: "The server never imports the client; share code through common/.",
    },
    {
      target: "./common",
      from: ["./client", "./server"],
      message: "common/ is isomorphic: it imports nothing from client/ or server/.",
    },
    {
      target: "./client",
      from: "./common/content/palace",
      except: ["./overview.ts", "./floors.ts", "./types.ts", "./reference", "./judge/text.ts"],
      message:
        "Full room bodies come from the API by entitlement; the client imports content/palace overview, floors, types, judge/text and reference/ only.",
    },
    ...features.map((feature) => ({
      target: `./client/features/${feature}`,
      from: "./client/features",
      except: [`./${feature}`],
      message:
        "Features never import each other: compose them in a route module, or move shared code to client/lib or client/components.",
    })),
    {
      target: "./server/**/*.routes.ts",
      from: "./server/**/*.queries.ts",
      message: "Routes stay thin: call a service function; queries live in <area>.queries.ts.",
    },
  ];
}
