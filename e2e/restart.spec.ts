import { rmSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freePort, startAppServer } from "./support/app-server";
import { uniqueEmail } from "./support/accounts";

test("after SIGTERM and a restart, the session and the member's data are still there", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // Not a fixed port: it would collide with the shared server when E2E_PORT is that port.
  const port = await freePort();
  const dataDir = path.resolve("data/e2e-restart");
  rmSync(dataDir, { recursive: true, force: true });
  let server = await startAppServer({ port, dataDir });
  // This server has its own origin: the config's Origin header (the shared server's) would make Chromium
  // refuse every script the page loads, so the context sends this server's instead.
  const context = await browser.newContext({
    baseURL: server.url,
    extraHTTPHeaders: { origin: server.url },
  });
  const page = await context.newPage();
  try {
    await page.goto("/auth?tab=signup");
    await page.getByLabel("Display Name").fill("Nehemiah Builder");
    await page.getByLabel("Email").fill(uniqueEmail("restart"));
    await page.getByLabel("Password", { exact: true }).fill("rebuild-the-wall");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
    await page.goto("/profile");
    await page.getByLabel("Display name").fill("Nehemiah the Rebuilder");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Profile updated")).toBeVisible();

    // Issue 16: a hunt joined and a Chain Chess match in progress, whose clocks live in the database.
    expect((await page.request.post("/api/trial/start")).ok()).toBe(true);
    const hunts = await (await page.request.get("/api/hunts")).json();
    const huntId = hunts.today.id as string;
    const joined = await (await page.request.post(`/api/hunts/${huntId}/join`, { data: {} })).json();
    const created = await page.request.post("/api/chain-chess/matches", {
      data: {
        opponent: "bot",
        level: "adults",
        categories: ["book"],
        movesPerSide: 4,
        firstPlayer: "me",
        botLevel: "easy",
      },
    });
    expect(created.status()).toBe(201);
    const match = (await created.json()).match;
    const moved = await page.request.post(`/api/chain-chess/matches/${match.id}/moves`, {
      data: {
        clientMoveId: crypto.randomUUID(),
        ref: "John 3:16",
        commentary:
          "God gave His Son because He loved the world. Whoever believes in Him receives life that does not end. This verse carries the whole gospel in one sentence of grace.",
        challenge: { category: "book", item: "Rom" },
        baseVersion: match.version,
      },
    });
    expect(moved.ok()).toBe(true);

    // Issue 18: a community chat message the server acknowledged (201) is stored before the answer.
    expect((await page.request.post("/api/community/guidelines/accept")).ok()).toBe(true);
    const posted = await page.request.post("/api/community/channels/general/messages", {
      data: { body: "Rebuilding the wall, one verse at a time." },
    });
    expect(posted.status()).toBe(201);
    const chatMessage = (await posted.json()) as { id: string };

    // A clean stop exits 0; the restarted server finds the same database and the same secret.
    expect(await server.stop()).toBe(0);
    server = await startAppServer({ port, dataDir });

    await page.goto("/profile");
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId("profile-display-name")).toHaveText("Nehemiah the Rebuilder");

    // The hunt keeps its 24-hour deadline; the match keeps its move, and the bot's reply (due while the server was
    // down) is played from the database's clock on the first read.
    const chat = await (await page.request.get(`/api/community/messages/${chatMessage.id}`)).json();
    expect(chat).toMatchObject({ id: chatMessage.id, body: "Rebuilding the wall, one verse at a time." });
    const hunt = await (await page.request.get(`/api/hunts/${huntId}`)).json();
    expect(hunt.participation.deadlineAt).toBe(joined.participation.deadlineAt);
    const after = (await (await page.request.get(`/api/chain-chess/matches/${match.id}`)).json()).match;
    expect(after.moves[0]).toMatchObject({ ref: "John 3:16", side: "p1" });
    await expect
      .poll(
        async () =>
          (await (await page.request.get(`/api/chain-chess/matches/${match.id}`)).json()).match.moves.length,
      )
      .toBe(2);
  } finally {
    await context.close();
    await server.stop();
  }
});
