import { gzipSync } from "node:zlib";
import type { BrowserContext, Page } from "@playwright/test";

export type LoadedScript = {
  path: string;
  /** The Content-Encoding it came with (the server sends the build's .br or .gz copy). */
  encoding: string | null;
  /** Gzipped at level 9, the size of the build's own .gz copy: the budget's measure. */
  gzip: number;
  /** Bytes of the body on the wire, as Chromium counted them. */
  wire: number;
};

/**
 * Records every script the pages of `target` fetch from now on. Sizes are read as each response finishes;
 * `settled()` waits for the ones still being read.
 */
export function recordScripts(target: Page | BrowserContext): {
  scripts: LoadedScript[];
  settled(): Promise<LoadedScript[]>;
} {
  const scripts: LoadedScript[] = [];
  const pending: Promise<void>[] = [];
  target.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        scripts.push({
          path: new URL(response.url()).pathname,
          encoding: (await response.headerValue("content-encoding")) ?? null,
          gzip: gzipSync(body, { level: 9 }).length,
          wire: sizes.responseBodySize,
        });
      })().catch(() => undefined), // answered after its page closed: not part of the load being measured
    );
  });
  return {
    scripts,
    settled: async () => {
      // Reading one response can take long enough for another to arrive: wait until none is left.
      for (let seen = 0; seen < pending.length; seen = pending.length) await Promise.all(pending);
      return scripts;
    },
  };
}

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
