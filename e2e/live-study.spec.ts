import { type Browser, expect, type Page, test, type WebSocket } from "@playwright/test";
import { liveStudyMessages } from "@common/schemas/live-study";
import { signUpThroughApi, uniqueEmail } from "./support/accounts";
import { screenshots } from "./support/screenshots";
import { seedPaidPlan } from "./support/test-routes";

/*
 * Live study rooms (screens.md §8.2–§8.3) in Chromium. Two Essential members: A creates a public room on Romans 8 and
 * it appears in B's open lobby with "1/10 here" without a reload (LS-1); B joins; A changes the passage to Psalm 23
 * and B's view follows, then A focuses verse 4 and B sees it highlighted and scrolled into view (LR-1). A free member
 * sees the lobby, but the upgrade prompt in place of Create and on Join, and no join request is sent (LS-2). The e2e
 * database is shared by every spec, so each room is found by its own unique name.
 */

type Member = { page: Page; email: string; name: string; close: () => Promise<void> };

async function newMember(browser: Browser, prefix: string, plan?: "essential"): Promise<Member> {
  const context = await browser.newContext();
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const page = await context.newPage();
  const email = uniqueEmail(prefix);
  const name = email.split("@")[0] ?? prefix;
  await signUpThroughApi(page, { email, displayName: name });
  if (plan) await seedPaidPlan(page.request, email, plan);
  return { page, email, name, close: () => context.close() };
}

/**
 * Resolves once the server confirmed the page's subscription to `topic` (or, for "room:", to any room) on its socket,
 * so an event sent next can't slip past before the page listens.
 */
const subscribed = (socket: WebSocket, topic: string) =>
  socket.waitForEvent("framereceived", {
    predicate: (frame) =>
      typeof frame.payload === "string" &&
      frame.payload.includes('"subscribed"') &&
      frame.payload.includes(topic.endsWith(":") ? `"${topic}` : `"${topic}"`),
  });

/** Opens the lobby and waits until it follows `lobby` live; returns the tab's realtime socket. */
async function openLobby(page: Page): Promise<WebSocket> {
  const socketEvent = page.waitForEvent("websocket", (ws) => ws.url().includes("/api/realtime"));
  await page.goto("/live-study");
  await expect(page.getByRole("heading", { level: 1, name: liveStudyMessages.title })).toBeVisible();
  const socket = await socketEvent;
  await subscribed(socket, "lobby");
  return socket;
}

const roomCard = (page: Page, name: string) => page.getByTestId("live-room-card").filter({ hasText: name });
const roomIdOf = (page: Page) => new URL(page.url()).pathname.split("/").at(-1) ?? "";
const verse = (page: Page, number: number) =>
  page.locator(`[data-testid="room-verse"][data-verse-number="${number}"]`);

test.describe("Live study rooms", () => {
  test("a new room shows live in another lobby (LS-1); passage and focus follow the host (LR-1)", async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const anna = await newMember(browser, "live-host", "essential");
    const ben = await newMember(browser, "live-guest", "essential");
    const roomName = `Romans together ${Date.now().toString(36)}`;

    const benSocket = await openLobby(ben.page);
    const annaSocket = await openLobby(anna.page);

    // A creates a public room on Romans 8 and lands in it as the host.
    await anna.page.getByLabel("Room name").fill(roomName);
    await anna.page.getByLabel("Starting passage (optional)").fill("Romans 8");
    const annaFollowsRoom = subscribed(annaSocket, "room:");
    await anna.page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(anna.page).toHaveURL(/\/live-study\/[0-9a-f-]{36}$/);
    const roomId = roomIdOf(anna.page);
    await annaFollowsRoom;
    await expect(anna.page.getByRole("heading", { level: 1, name: roomName })).toBeVisible();
    await expect(anna.page.getByTestId("room-passage")).toHaveText("Romans 8");
    await expect(verse(anna.page, 1)).toBeVisible();

    // LS-1: B's lobby shows it within 2 seconds, without a reload, with one person present.
    const card = roomCard(ben.page, roomName);
    await expect(card).toBeVisible({ timeout: 2_000 });
    await expect(card.getByTestId("room-present")).toHaveText(liveStudyMessages.here(1, 10));
    await expect(card).toContainText(anna.name);
    await screenshots(ben.page, "live-study-lobby");

    // B joins; both see each other in People.
    const benFollowsRoom = subscribed(benSocket, `room:${roomId}`);
    await card.getByRole("link", { name: `Join ${roomName}` }).click();
    await expect(ben.page).toHaveURL(new RegExp(`/live-study/${roomId}$`));
    await benFollowsRoom;
    await expect(ben.page.getByTestId("room-passage")).toHaveText("Romans 8");
    await expect(ben.page.getByTestId("room-person")).toHaveCount(2);
    await expect(anna.page.getByTestId("room-person")).toHaveCount(2);
    await expect(
      anna.page.getByTestId("room-person").filter({ hasText: anna.name }).getByText("Host", { exact: true }),
    ).toBeVisible();
    await expect(
      anna.page.getByTestId("room-system-line").filter({ hasText: `${ben.name} joined` }),
    ).toBeVisible();

    // LR-1: the host changes the passage to Psalm 23; B's view follows within 2 seconds.
    await anna.page.getByLabel("New passage").fill("Psalm 23");
    await anna.page.getByRole("button", { name: "Change passage" }).click();
    // The room shows the reference as the shared parser names it ("Psalms 23").
    await expect(ben.page.getByTestId("room-passage")).toHaveText(/^Psalms? 23$/, { timeout: 2_000 });
    await expect(verse(ben.page, 6)).toBeVisible();
    await expect(verse(ben.page, 7)).toHaveCount(0);
    await expect(
      ben.page.getByTestId("room-system-line").filter({ hasText: /^Passage changed to Psalms? 23$/ }),
    ).toBeVisible();

    // LR-1: the host focuses verse 4; B's view highlights it and scrolls it into view.
    await anna.page.getByRole("button", { name: "Focus verse 4", exact: true }).click();
    await expect(verse(anna.page, 4)).toHaveAttribute("data-focused", "true");
    await expect(verse(ben.page, 4)).toHaveAttribute("data-focused", "true", { timeout: 2_000 });
    await expect(verse(ben.page, 4)).toBeInViewport();
    await expect(verse(ben.page, 3)).toHaveAttribute("data-focused", "false");
    // B is not a leader: tapping a verse doesn't offer Focus.
    await expect(ben.page.getByRole("button", { name: "Focus verse 4", exact: true })).toHaveCount(0);
    await screenshots(ben.page, "live-study-room");

    // Room chat: B's line reaches A; B deletes it (confirmed) and A sees "Message deleted".
    const line = `Verse 4 speaks to me — ${ben.name}`;
    await ben.page.getByLabel("Message the room").fill(line);
    await ben.page.getByLabel("Message the room").press("Enter");
    const annaLine = anna.page.getByTestId("room-chat-message").filter({ hasText: line });
    await expect(annaLine).toBeVisible();
    const benLine = ben.page.getByTestId("room-chat-message").filter({ hasText: line });
    await benLine.hover();
    await benLine.getByRole("button", { name: "Delete your message" }).click();
    await ben.page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(
      anna.page.getByTestId("room-chat-message").filter({ hasText: "Message deleted" }),
    ).toBeVisible();
    await expect(annaLine).toHaveCount(0);

    await anna.close();
    await ben.close();
  });

  test("a free member sees the lobby, with the upgrade prompt on Create and on Join (LS-2)", async ({
    browser,
  }) => {
    const host = await newMember(browser, "live-open", "essential");
    const free = await newMember(browser, "live-free");
    const roomName = `Open to all ${Date.now().toString(36)}`;
    const created = await host.page.request.post("/api/live-study/rooms", {
      data: { name: roomName, visibility: "public", passage: "John 3", translation: "kjv" },
    });
    expect(created.status(), await created.text()).toBe(201);

    const joins: string[] = [];
    free.page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/api/live-study/"))
        joins.push(request.url());
    });
    await openLobby(free.page);
    const createSection = free.page.getByRole("region", { name: "Create a room" });
    await expect(createSection.getByTestId("upgrade-prompt")).toBeVisible();
    await expect(createSection.getByLabel("Room name")).toHaveCount(0);

    const card = roomCard(free.page, roomName);
    await expect(card.getByTestId("room-present")).toHaveText(liveStudyMessages.here(1, 10));
    await card.getByRole("button", { name: `Join ${roomName}` }).click();
    const dialog = free.page.getByRole("dialog", { name: "Join a live study room" });
    await expect(dialog.getByTestId("upgrade-prompt")).toBeVisible();
    await expect(dialog.getByRole("link", { name: "See plans" })).toBeVisible();
    await screenshots(free.page, "live-study-free");
    expect(joins).toEqual([]);

    await host.close();
    await free.close();
  });
});
