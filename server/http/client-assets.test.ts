// Which document the server sends for a page address: a visitor's / is the landing page's own document (its
// script has no router or query library, client/app/landing.tsx); a member's / and every other page are the
// app's. Through the real app on a client folder laid out as the build leaves it.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { useTestApp } from "@server/test/kit";

const appDocument = "<!doctype html><title>app</title>";
const landingDocument = "<!doctype html><title>landing</title>";

function clientFolder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "pt-client-"));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

const withLanding = clientFolder({ "index.html": appDocument, "landing.html": landingDocument });
const oldBuild = clientFolder({ "index.html": appDocument });
afterAll(() => {
  for (const dir of [withLanding, oldBuild]) rmSync(dir, { recursive: true, force: true });
});

describe("the document for a page address", () => {
  const app = useTestApp(() => ({ clientDir: withLanding }));

  test("a visitor's / is the landing page's document, never cached", async () => {
    const response = await app.request("/");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(landingDocument);
    expect(response.headers.get("cache-control")).toBe("no-cache, no-store, must-revalidate");
  });

  test("a member's / is the app's (their home), as is a visitor's any other page", async () => {
    const { client } = await app.member();
    expect(await (await client.fetch("/")).text()).toBe(appDocument);
    expect(await (await app.request("/pricing")).text()).toBe(appDocument);
    expect(await (await app.request("/auth?tab=signup")).text()).toBe(appDocument);
  });
});

describe("a build from before the landing document", () => {
  const app = useTestApp(() => ({ clientDir: oldBuild }));

  test("a visitor's / falls through to the app", async () => {
    const response = await app.request("/");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(appDocument);
  });
});
