// Study partners in Chromium (screens.md §3.8), two members in two browser contexts: A finds B by username and sends
// a request with a message; B's open page shows it without a reload and B accepts; both then list each other with
// "Partners since" (SP-2). A declined request leaves A's open page by itself, never saying "declined", and A may ask
// again (SP-1).
import { type Browser, expect, type Page, test } from "@playwright/test";
import { signUpThroughApi, uniqueEmail } from "./support/accounts";
import { screenshots } from "./support/screenshots";
import { seedPaidPlan } from "./support/test-routes";

type Member = { page: Page; name: string; userId: string; username: string };

async function member(browser: Browser, name: string): Promise<Member> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { userId } = await signUpThroughApi(page, { email: uniqueEmail("partners"), displayName: name });
  const me = (await (await page.request.get("/api/profile/me")).json()) as { username: string };
  return { page, name, userId, username: me.username };
}

/**
 * Opens /study-partners and waits until the server confirmed the member's own `user:{id}` topic, so a notice sent
 * from the other browser from now on reaches this page.
 */
async function openLive(who: Member) {
  const subscribed = new Promise<void>((resolve) => {
    who.page.on("websocket", (socket) => {
      socket.on("framereceived", ({ payload }) => {
        const text = typeof payload === "string" ? payload : payload.toString("utf8");
        if (text.includes('"subscribed"') && text.includes(`user:${who.userId}`)) resolve();
      });
    });
  });
  await who.page.goto("/study-partners");
  await expect(who.page.getByRole("heading", { level: 1, name: "Study Partners" })).toBeVisible();
  await Promise.race([
    subscribed,
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error("user topic not subscribed within 15 s")), 15_000),
    ),
  ]);
}

async function sendRequest(from: Member, to: Member, message?: string) {
  const page = from.page;
  await page.getByLabel("Username").fill(to.username.toUpperCase());
  // The lookup is case-insensitive: the member appears, and with them the optional message.
  await expect(page.getByTestId("partner-found")).toContainText(to.name);
  if (message) {
    await page.getByLabel("Message (optional)").fill(message);
    await expect(page.getByText(`${message.length} / 200`)).toBeVisible();
  }
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText(`Request sent to ${to.name}`)).toBeVisible();
}

test("A sends B a request; B sees it live and accepts; both list each other (SP-2)", async ({ browser }) => {
  const a = await member(browser, "Ann Partner");
  const b = await member(browser, "Ben Partner");
  await openLive(b);
  await expect(b.page.getByText("No study partners yet — send a request to get started.")).toBeVisible();
  await expect(b.page.getByRole("heading", { name: "My study partners (0)" })).toBeVisible();
  await openLive(a);

  // Yourself, then B.
  await a.page.getByLabel("Username").fill(a.username);
  await expect(a.page.getByText("You can't add yourself.")).toBeVisible();
  await sendRequest(a, b, "Shall we read Daniel together this month?");
  await expect(a.page.getByTestId("outgoing-requests")).toContainText(b.name);
  await screenshots(a.page, "study-partners-outgoing");

  // B's open page shows the request without a reload: A's name, level and message.
  const incoming = b.page.getByTestId("incoming-requests");
  await expect(incoming).toContainText(a.name);
  await expect(incoming).toContainText("Level 1");
  await expect(incoming).toContainText("Shall we read Daniel together this month?");
  await screenshots(b.page, "study-partners-incoming");
  await incoming.getByRole("button", { name: "Accept" }).click();

  await expect(b.page.getByRole("heading", { name: "My study partners (1)" })).toBeVisible();
  await expect(b.page.getByTestId("partner-list")).toContainText(a.name);
  await expect(b.page.getByTestId("partner-list")).toContainText(/Partners since .+/);
  await expect(b.page.getByTestId("incoming-requests")).toHaveCount(0);
  // A's open page follows: B is listed, the outgoing request is gone.
  await expect(a.page.getByRole("heading", { name: "My study partners (1)" })).toBeVisible();
  await expect(a.page.getByTestId("partner-list")).toContainText(b.name);
  await expect(a.page.getByTestId("outgoing-requests")).toHaveCount(0);
  // Only public fields: neither page shows the other's username.
  await expect(a.page.getByTestId("partner-list")).not.toContainText(b.username);
  await screenshots(a.page, "study-partners-list");

  // Asking again says they are partners already.
  await a.page.getByLabel("Username").fill(b.username);
  await expect(a.page.getByTestId("partner-found")).toContainText(b.name);
  await a.page.getByRole("button", { name: "Send request" }).click();
  await expect(a.page.getByText(`You're already partners with ${b.name}.`)).toBeVisible();

  // Remove asks first; then both lists are empty again.
  await b.page.getByRole("button", { name: `Remove ${a.name}` }).click();
  const dialog = b.page.getByRole("alertdialog");
  await expect(dialog).toContainText(`Remove ${a.name} as a study partner?`);
  await dialog.getByRole("button", { name: "Remove" }).click();
  await expect(b.page.getByRole("heading", { name: "My study partners (0)" })).toBeVisible();
  await expect(a.page.getByRole("heading", { name: "My study partners (0)" })).toBeVisible();
  await a.page.context().close();
  await b.page.context().close();
});

test("B declines: A's outgoing request disappears live, never 'declined', and A may ask again (SP-1)", async ({
  browser,
}) => {
  const a = await member(browser, "Ada Asker");
  const b = await member(browser, "Bo Busy");
  await openLive(a);
  await openLive(b);
  await sendRequest(a, b);
  await expect(a.page.getByTestId("outgoing-requests")).toContainText(b.name);

  const incoming = b.page.getByTestId("incoming-requests");
  await expect(incoming).toContainText(a.name);
  await incoming.getByRole("button", { name: "Decline" }).click();
  await expect(b.page.getByTestId("incoming-requests")).toHaveCount(0);

  await expect(a.page.getByTestId("outgoing-requests")).toHaveCount(0);
  await expect(a.page.getByRole("heading", { name: "Requests" })).toHaveCount(0);
  await expect(a.page.locator("main")).not.toContainText(/declin/i);

  // Either may ask again later.
  await sendRequest(a, b);
  await expect(b.page.getByTestId("incoming-requests")).toContainText(a.name);
  await a.page.context().close();
  await b.page.context().close();
});

test("Message in a live room opens a private room with the partner invited by the bell (§8.4)", async ({
  browser,
}) => {
  const a = await member(browser, "Ada Host");
  const b = await member(browser, "Bo Guest");
  const email = ((await (await a.page.request.get("/api/profile/me")).json()) as { email: string }).email;
  await seedPaidPlan(a.page.request, email, "essential");
  const sent = await a.page.request.post("/api/partners/requests", { data: { username: b.username } });
  const { id } = (await sent.json()) as { id: string };
  expect((await b.page.request.post(`/api/partners/requests/${id}/accept`)).ok()).toBe(true);

  await a.page.goto("/study-partners");
  await a.page.getByRole("button", { name: `Message ${b.name} in a live room` }).click();
  await expect(a.page).toHaveURL(/\/live-study\/[0-9a-f-]+\?token=/);
  await expect(a.page.getByRole("heading", { level: 1, name: `${a.name} & ${b.name}` })).toBeVisible();

  // B's bell has the invitation; its link opens the private room.
  const bell = (await (await b.page.request.get("/api/notifications")).json()) as {
    items: Array<{ title: string; link: string }>;
  };
  const invite = bell.items.find((item) => item.title === `${a.name} invited you to a live study room`);
  expect(invite?.link).toBe(new URL(a.page.url()).pathname + new URL(a.page.url()).search);
  await b.page.goto("/study-partners");
  await expect(b.page.getByText("Live rooms are included in Essential")).toBeVisible(); // B is on Free
  await a.page.context().close();
  await b.page.context().close();
});
