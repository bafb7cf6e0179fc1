import { type Browser, expect, type Page, test } from "@playwright/test";
import { communityMessages } from "@common/schemas/community";
import { signUpThroughApi, uniqueEmail } from "./support/accounts";
import { screenshots } from "./support/screenshots";
import { grantRole, seedPaidPlan } from "./support/test-routes";

/*
 * Community chat (screens.md §8.1) in Chromium: two Essential members in #general see each other's messages live,
 * while a free member reading another channel watches #general's unread badge go up (CC-1); a Bible reference becomes
 * a link to the reader and typed markup stays literal text (CC-5); a deleted message reads "Message deleted" for
 * everyone without a reload (CC-3); a free member reads the stream with the upgrade prompt in place of the composer,
 * and the API refuses their post with 402 (CC-2). The e2e database is shared by every spec, so each run finds its own
 * messages by unique text and ids.
 */

type Member = { page: Page; email: string; name: string; close: () => Promise<void> };

async function newMember(browser: Browser, prefix: string, plan?: "essential"): Promise<Member> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = uniqueEmail(prefix);
  const name = email.split("@")[0] ?? prefix;
  await signUpThroughApi(page, { email, displayName: name });
  if (plan) await seedPaidPlan(page.request, email, plan);
  return { page, email, name, close: () => context.close() };
}

/**
 * Opens the chat at `path` and waits until the page follows `chat:{channel}` live (the server confirmed the
 * subscription), so a message sent next can't slip past before the page listens.
 */
async function openChat(page: Page, path: string, follows: string) {
  const socket = page.waitForEvent("websocket", (ws) => ws.url().includes("/api/realtime"));
  await page.goto(path);
  await (
    await socket
  ).waitForEvent("framereceived", {
    predicate: (frame) =>
      typeof frame.payload === "string" &&
      frame.payload.includes('"subscribed"') &&
      frame.payload.includes(`"chat:${follows}"`),
  });
}

const stream = (page: Page, channel: string) => page.getByRole("log", { name: `Messages in #${channel}` });
const composer = (page: Page, channel: string) => page.getByRole("textbox", { name: `Message #${channel}` });

async function send(page: Page, channel: string, text: string) {
  await composer(page, channel).fill(text);
  await composer(page, channel).press("Enter");
}

/** The unread badge on a channel in the channel list: its count, 0 without a badge. */
async function unreadCount(page: Page, channel: string): Promise<number> {
  const badge = page
    .getByRole("navigation", { name: "Channels" })
    .getByRole("link", { name: new RegExp(`^${channel}\\b`) })
    .getByTestId("unread-badge");
  if ((await badge.count()) === 0) return 0;
  return Number.parseInt((await badge.innerText()).trim(), 10);
}

test("two Essential members chat live in #general; references link to the reader, markup stays text, deletions reach everyone (CC-1, CC-3, CC-5)", async ({
  browser,
}) => {
  const ann = await newMember(browser, "chat-ann", "essential");
  const ben = await newMember(browser, "chat-ben", "essential");
  const fay = await newMember(browser, "chat-fay");

  // Ben reads #general (the default channel); Fay, on the free plan, reads #bible-study.
  await openChat(ben.page, "/community", "general");
  await expect(ben.page.getByRole("heading", { level: 2, name: "general" })).toBeVisible();
  await openChat(fay.page, "/community?channel=bible-study", "general");
  await expect(fay.page.getByRole("heading", { level: 2, name: "bible-study" })).toBeVisible();
  const fayBefore = await unreadCount(fay.page, "general");

  // Ann's first message asks for the community guidelines once; what she typed is sent after she agrees.
  await openChat(ann.page, "/community?channel=general", "general");
  const hello = `Peace to you all — ${ann.name}`;
  await send(ann.page, "general", hello);
  const guidelines = ann.page.getByRole("dialog", { name: "Community guidelines" });
  await expect(guidelines).toBeVisible();
  // The page behind the modal is inert (out of the accessibility tree), so the kept text is read from the text box.
  await expect(ann.page.locator("textarea").first()).toHaveValue(hello);
  await screenshots(ann.page, "community-guidelines");
  await guidelines.getByRole("button", { name: "I agree" }).click();
  await expect(guidelines).toBeHidden();
  await expect(stream(ann.page, "general").getByText(hello, { exact: true })).toBeVisible();
  await expect(composer(ann.page, "general")).toHaveValue("");

  // CC-1: Ben sees it without reloading, within 2 seconds of Ann seeing it stored.
  await expect(stream(ben.page, "general").getByText(hello, { exact: true })).toBeVisible({ timeout: 2_000 });
  // CC-1: Fay, in another channel, sees #general's badge go up.
  await expect.poll(() => unreadCount(fay.page, "general"), { timeout: 5_000 }).toBeGreaterThan(fayBefore);

  // CC-5: a reference becomes a link to the reader at that verse; markup is shown as typed.
  await send(ann.page, "general", "see John 3:16");
  await send(ann.page, "general", "<b>hi</b>");
  const benStream = stream(ben.page, "general");
  await expect(benStream.getByText("<b>hi</b>", { exact: true }).last()).toBeVisible();
  await expect(benStream.locator("b")).toHaveCount(0);
  const reference = benStream.getByRole("link", { name: "John 3:16", exact: true }).last();
  await expect(reference).toHaveAttribute("href", "/bible/John/3?v=16");
  await screenshots(ben.page, "community-stream");

  // CC-3: Ann deletes her own message after confirming; Ben sees "Message deleted" in its place, live.
  const doomed = `A message to take back — ${ann.name}`;
  await send(ann.page, "general", doomed);
  const annMessage = stream(ann.page, "general").getByTestId("chat-message").filter({ hasText: doomed });
  await expect(annMessage).toBeVisible();
  const messageId = await annMessage.getAttribute("data-message-id");
  expect(messageId).toBeTruthy();
  await expect(benStream.getByText(doomed, { exact: true })).toBeVisible();
  await annMessage.hover();
  await annMessage.getByRole("button", { name: "Message actions" }).click();
  await ann.page.getByRole("menuitem", { name: "Delete" }).click();
  const confirm = ann.page.getByRole("alertdialog", { name: "Delete this message?" });
  await confirm.getByRole("button", { name: "Delete message" }).click();
  await expect(confirm).toBeHidden();
  const benCopy = benStream.locator(`[data-message-id="${messageId}"]`);
  await expect(benCopy.getByText(communityMessages.deleted, { exact: true })).toBeVisible();
  await expect(benStream.getByText(doomed, { exact: true })).toHaveCount(0);

  // CC-5: the reference opens the reader at John 3:16.
  await reference.click();
  await expect(ben.page).toHaveURL(/\/bible\/John\/3\?v=16$/);

  for (const member of [ann, ben, fay]) await member.close();
});

test("a free member reads the chat with the upgrade prompt in place of the composer; a direct post is refused (CC-2)", async ({
  browser,
}) => {
  const poster = await newMember(browser, "chat-poster", "essential");
  const reader = await newMember(browser, "chat-free");

  // Something to read: a message posted through the API after accepting the guidelines.
  const text = `Welcome, newcomers — ${poster.name}`;
  expect((await poster.page.request.post("/api/community/guidelines/accept")).status()).toBe(200);
  const posted = await poster.page.request.post("/api/community/channels/general/messages", {
    data: { body: text },
  });
  expect(posted.status(), await posted.text()).toBe(201);

  await reader.page.goto("/community?channel=general");
  await expect(stream(reader.page, "general").getByText(text, { exact: true })).toBeVisible();
  const prompt = reader.page.getByTestId("upgrade-prompt");
  await expect(prompt.getByText(communityMessages.postingUpgrade, { exact: true })).toBeVisible();
  await expect(prompt.getByRole("link", { name: "See plans" })).toBeVisible();
  await expect(composer(reader.page, "general")).toHaveCount(0);
  await screenshots(reader.page, "community-free");

  const refused = await reader.page.request.post("/api/community/channels/general/messages", {
    data: { body: "Can I post?" },
  });
  expect(refused.status()).toBe(402);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("plan_required");

  for (const member of [poster, reader]) await member.close();
});

test("an admin adds a channel from Manage channels and it joins the list, then archives it and it leaves (screens.md §8.1)", async ({
  browser,
}) => {
  const admin = await newMember(browser, "chat-admin");
  await grantRole(admin.page.request, admin.email, "admin");
  // A fresh id per run: the e2e database is shared and keeps earlier runs' (archived) channels.
  const id = `e2e-${Date.now().toString(36)}`;
  const channelLink = admin.page
    .getByRole("navigation", { name: "Channels" })
    .getByRole("link", { name: new RegExp(`^${id}\\b`) });

  await admin.page.goto("/community");
  await admin.page.getByRole("button", { name: "Manage channels" }).click();
  const manage = admin.page.getByRole("dialog", { name: "Manage channels" });
  await manage.getByLabel("Channel id").fill(id);
  await manage.getByLabel("Name", { exact: true }).fill(id);
  await manage.getByLabel("Description (optional)").fill("Made by the e2e suite");
  await manage.getByRole("button", { name: "Add channel" }).click();
  const row = manage.getByRole("listitem", { name: `#${id}` });
  await expect(row).toBeVisible();
  await expect(manage.getByLabel("Channel id")).toHaveValue("");
  await screenshots(admin.page, "community-manage-channels");

  // The page behind the dialog is inert; close it to read the channel list.
  await manage.getByRole("button", { name: "Close", exact: true }).click();
  await expect(channelLink).toBeVisible();

  await admin.page.getByRole("button", { name: "Manage channels" }).click();
  await row.getByRole("button", { name: `Archive #${id}` }).click();
  const confirm = admin.page.getByRole("alertdialog", { name: `Archive #${id}?` });
  await confirm.getByRole("button", { name: "Archive", exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(row.getByText("Archived", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: `Unarchive #${id}` })).toBeVisible();

  await manage.getByRole("button", { name: "Close", exact: true }).click();
  await expect(channelLink).toHaveCount(0);

  await admin.close();
});
