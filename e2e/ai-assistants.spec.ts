import { expect, type Page, test } from "@playwright/test";
import { aiErrorMessages, aiText } from "@common/constants/ai";
import { signUpThroughApi, uniqueEmail } from "./support/accounts";
import { withOfflineServer } from "./support/offline-server";
import { seedPaidPlan } from "./support/test-routes";
import { screenshots } from "./support/screenshots";

/*
 * The four chat assistants in the browser (ai.md §1.10 points 1–10 and §2.5 point 1). The shared e2e server runs
 * the built-in fake model (AI_PROVIDER=fake, scripts/e2e-server.mjs); the offline points start a server of their
 * own with no model configured.
 */

const question = (page: Page) => page.getByLabel("Your question");
const chip = (page: Page) => page.getByTestId("quota-chip");
const answers = (page: Page) => page.getByTestId("answer");

async function ask(page: Page, text: string) {
  await question(page).fill(text);
  await page.getByRole("button", { name: "Send" }).click();
}

test.describe("assistants with the fake model", () => {
  test("an answer streams word by word and Stop keeps it as Stopped (§1.10 point 1)", async ({ page }) => {
    await signUpThroughApi(page, { email: uniqueEmail("ai-stop") });
    await page.goto("/phototheologygpt");
    await expect(page.getByRole("heading", { level: 1, name: "Phototheology GPT" })).toBeVisible();
    await expect(page.getByTestId("mode-label")).toHaveText("Fake model (test mode)");

    // A starter prompt fills the input (§3.1).
    await page.getByRole("button", { name: "Find Christ in Genesis 22" }).click();
    await expect(question(page)).toHaveValue("Find Christ in Genesis 22");

    await ask(page, "Teach me the Story Room with Mark 4 #fake-slow");
    const answer = answers(page).last();
    await expect(answer).toContainText("FAKE ANSWER to:");
    const early = (await answer.innerText()).length;
    await expect
      .poll(async () => (await answer.innerText()).length, { message: "the answer grows as it streams" })
      .toBeGreaterThan(early + 10);
    await expect(page.getByTestId("caret")).toBeVisible();

    await page.getByRole("button", { name: "Stop" }).click();
    await expect(answer.getByText(aiText.stopped, { exact: true })).toBeVisible();
    await expect(page.getByTestId("caret")).toHaveCount(0);
    // Once the stop has settled the answer gets its actions; from then on nothing in it changes.
    await expect(answer.getByRole("button", { name: "Copy" })).toBeVisible();
    const stopped = await answer.innerText();
    await page.waitForTimeout(1000);
    expect(await answer.innerText(), "nothing more arrives after Stop").toBe(stopped);

    // The stopped answer was saved as such: a reload shows it again with its label.
    await expect(page).toHaveURL(/\?thread=/);
    await page.reload();
    await expect(answers(page).last().getByText(aiText.stopped, { exact: true })).toBeVisible();
    // Stopped questions still count (§1.3).
    await expect(chip(page)).toContainText("2 of 3 questions left today");
  });

  test("an answer finishes after a reload, with room and passage chips (§1.10 point 2, §3.1)", async ({
    page,
  }) => {
    await signUpThroughApi(page, { email: uniqueEmail("ai-reload") });
    await page.goto("/phototheologygpt");
    await ask(page, "Walk me through the sanctuary #fake-slow");
    await expect(answers(page).last()).toContainText("FAKE ANSWER to:");
    await expect(page).toHaveURL(/\?thread=/);

    await page.reload();
    await expect(page.getByText(aiText.inProgress).first()).toBeVisible();
    const answer = answers(page).last();
    await expect(answer).toHaveAttribute("data-status", "complete", { timeout: 30_000 });
    await expect(page.getByText(aiText.inProgress)).toHaveCount(0);

    // Rooms: SR, BL and Passages: John 3:16; Hebrews 8:1-2, as chips that open their pages.
    const rooms = answer.getByTestId("room-chip");
    await expect(rooms).toHaveCount(2);
    await expect(rooms.nth(0)).toHaveAttribute("href", "/palace/floor/1/room/sr");
    await expect(rooms.nth(1)).toHaveAttribute("href", "/palace/floor/5/room/bl");
    await expect(answer.getByRole("link", { name: "John 3:16" }).last()).toHaveAttribute(
      "href",
      "/bible/John/3?v=16",
    );
    await expect(answer.getByRole("link", { name: "Hebrews 8:1-2" })).toHaveAttribute(
      "href",
      "/bible/Hebrews/8?v=1-2",
    );
    await expect(answer.getByRole("button", { name: "Copy" })).toBeVisible();
    await expect(answer.getByRole("button", { name: "Regenerate" })).toBeVisible();
    await expect(answer.getByRole("button", { name: "Good answer" })).toBeVisible();
    await screenshots(page, "ai-phototheology-answer");

    // Thumbs down with a reason; the rating is saved with the answer.
    await answer.getByRole("button", { name: "Poor answer" }).click();
    await answer.getByLabel("What was wrong? (optional)").fill("It skipped the Holy Place.");
    await answer.getByRole("button", { name: "Send", exact: true }).click();
    await expect(page.getByText("Thanks — your note was sent.")).toBeVisible();
    await page.reload();
    await expect(answers(page).last().getByRole("button", { name: "Poor answer" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    // Regenerate answers the last question again (slowly: it carries #fake-slow), and counts it.
    await answers(page).last().getByRole("button", { name: "Regenerate" }).click();
    await expect(answers(page)).toHaveCount(1);
    await expect(answers(page).last()).toHaveAttribute("data-status", "complete", { timeout: 30_000 });
    await expect(answers(page).last().getByRole("button", { name: "Poor answer" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await expect(chip(page)).toContainText("1 of 3 questions left today");

    await answers(page).last().getByRole("link", { name: "John 3:16" }).last().click();
    await expect(page).toHaveURL(/\/bible\/John\/3\?v=16$/);
  });

  test("threads: titled from the question, renamed, deleted; a deleted thread's URL is not found (§1.10 point 3)", async ({
    page,
  }) => {
    await signUpThroughApi(page, { email: uniqueEmail("ai-threads") });
    await page.goto("/phototheologygpt");
    await ask(page, "What does the laver teach?");
    await expect(answers(page).last()).toHaveAttribute("data-status", "complete");
    const threadUrl = page.url();
    expect(threadUrl).toMatch(/\?thread=[0-9a-f-]{36}$/);

    const sidebar = page.getByRole("navigation", { name: "Conversations" });
    await expect(
      sidebar.getByRole("button", { name: "What does the laver teach?", exact: true }),
    ).toBeVisible();

    await sidebar.getByRole("button", { name: "Rename “What does the laver teach?”" }).click();
    await sidebar.getByLabel("Conversation title").fill("Sanctuary notes");
    await sidebar.getByLabel("Conversation title").press("Enter");
    await expect(sidebar.getByRole("button", { name: "Sanctuary notes", exact: true })).toBeVisible();
    await page.reload();
    await expect(sidebar.getByRole("button", { name: "Sanctuary notes", exact: true })).toBeVisible();
    await expect(answers(page).last()).toContainText("FAKE ANSWER to: What does the laver teach?");

    // On a phone the list is a sheet.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(sidebar).toBeHidden();
    await page.getByRole("button", { name: "Conversations" }).click();
    const sheet = page.getByRole("dialog", { name: "Conversations" });
    await expect(sheet.getByRole("button", { name: "Sanctuary notes", exact: true })).toBeVisible();
    await sheet.getByRole("button", { name: "New conversation" }).click();
    await expect(sheet).toBeHidden();
    await expect(page).not.toHaveURL(/thread=/);
    await page.goBack();
    await expect(answers(page).last()).toContainText("FAKE ANSWER to: What does the laver teach?");
    await page.setViewportSize({ width: 1280, height: 720 });

    // Renamed to nothing: the title stays.
    await sidebar.getByRole("button", { name: "Rename “Sanctuary notes”" }).click();
    await sidebar.getByLabel("Conversation title").fill("   ");
    await sidebar.getByLabel("Conversation title").press("Enter");
    await expect(sidebar.getByRole("button", { name: "Sanctuary notes", exact: true })).toBeVisible();

    await sidebar.getByRole("button", { name: "Delete “Sanctuary notes”" }).click();
    const confirm = page.getByRole("alertdialog", { name: aiText.deleteThreadConfirm });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(sidebar.getByRole("button", { name: "Sanctuary notes", exact: true })).toHaveCount(0);

    await page.goto(threadUrl);
    await expect(page.getByRole("heading", { name: "Conversation not found" })).toBeVisible();
  });

  test("a free member's questions count down to the limit card; the offline engine still answers (§1.10 point 4)", async ({
    browser,
  }) => {
    // The reset moment is shown in the member's own zone.
    const context = await browser.newContext({ timezoneId: "America/New_York", locale: "en-US" });
    const page = await context.newPage();
    try {
      await signUpThroughApi(page, { email: uniqueEmail("ai-quota") });
      await page.goto("/phototheologygpt");
      await expect(chip(page)).toContainText("3 of 3 questions left today");
      for (const left of [2, 1, 0]) {
        await ask(page, `Question number ${3 - left}`);
        await expect(answers(page).last()).toHaveAttribute("data-status", "complete");
        await expect(chip(page)).toContainText(`${left} of 3 questions left today`);
      }

      const card = page.getByTestId("limit-card");
      await expect(card.getByRole("heading", { name: aiText.limitTitle })).toBeVisible();
      const nextUtcMidnight = new Date();
      nextUtcMidnight.setUTCHours(24, 0, 0, 0);
      const local = new Intl.DateTimeFormat("en-US", {
        hour: "numeric",
        minute: "2-digit",
        timeZone: "America/New_York",
      }).format(nextUtcMidnight);
      await expect(card).toContainText(
        `You've used all 3 of today's free questions. New questions unlock at ${local} (in `,
      );
      await expect(card.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/pricing");
      await expect(question(page)).toHaveCount(0);
      await screenshots(page, "ai-limit-card");

      await card.getByRole("button", { name: aiText.answerOffline }).click();
      await ask(page, "What does the laver teach?");
      const offline = answers(page).last();
      await expect(offline).toHaveAttribute("data-status", "complete", { timeout: 20_000 });
      await expect(offline.getByTestId("answer-source")).toHaveText(aiText.offlineBadge);
      await expect(offline.getByTestId("offline-footer")).toHaveText(aiText.offlineFooter);
      await expect(chip(page)).toContainText("0 of 3 questions left today");
      await expect(page.getByTestId("limit-card")).toBeVisible();

      // Fake mode's chip menu starts the day again.
      await chip(page).click();
      await page.getByRole("menuitem", { name: "Reset my AI usage (test mode)" }).click();
      await expect(chip(page)).toContainText("3 of 3 questions left today");
      await expect(page.getByTestId("limit-card")).toHaveCount(0);
      await expect(question(page)).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test("two tabs with one question left: one answer, one limit card (§1.10 point 5)", async ({ browser }) => {
    const context = await browser.newContext();
    const first = await context.newPage();
    try {
      await signUpThroughApi(first, { email: uniqueEmail("ai-race") });
      await first.goto("/phototheologygpt");
      for (const n of [1, 2]) {
        await ask(first, `Warm-up question ${n}`);
        await expect(answers(first).last()).toHaveAttribute("data-status", "complete");
      }
      await expect(chip(first)).toContainText("1 of 3 questions left today");
      await first.getByRole("button", { name: "New conversation" }).first().click();

      const second = await context.newPage();
      await second.goto("/phototheologygpt");
      await expect(chip(second)).toContainText("1 of 3 questions left today");
      await question(first).fill("The last question of the day");
      await question(second).fill("The last question of the day");
      await Promise.all([
        first.getByRole("button", { name: "Send" }).click(),
        second.getByRole("button", { name: "Send" }).click(),
      ]);

      const winner = (page: Page) =>
        page.getByTestId("answer").filter({ hasText: "FAKE ANSWER to: The last question of the day" });
      // The winner is read from the same look that found one answer: the answer may blink out for a moment while its
      // page moves to the new thread's URL, so a second count could name the wrong page.
      let firstWon = false;
      await expect
        .poll(async () => {
          const [onFirst, onSecond] = [await winner(first).count(), await winner(second).count()];
          firstWon = onFirst === 1;
          return onFirst + onSecond;
        })
        .toBe(1);
      const [won, lost] = firstWon ? [first, second] : [second, first];
      await expect(won.getByTestId("answer").last()).toHaveAttribute("data-status", "complete");
      await expect(lost.getByTestId("limit-card")).toBeVisible();
      await expect(lost.getByTestId("answer")).toHaveCount(0);
      await expect(chip(won)).toContainText("0 of 3 questions left today");
    } finally {
      await context.close();
    }
  });

  test("provider faults show the §1.8 message and count nothing (§1.10 points 6 and 7)", async ({ page }) => {
    test.setTimeout(120_000);
    await signUpThroughApi(page, { email: uniqueEmail("ai-faults") });
    await page.goto("/phototheologygpt");
    await expect(chip(page)).toContainText("3 of 3 questions left today");

    const faults = [
      ["#fake-429", aiErrorMessages.ai_provider_busy],
      ["#fake-402", aiErrorMessages.ai_provider_unavailable],
      ["#fake-500", aiErrorMessages.ai_provider_error],
      ["#fake-timeout", aiErrorMessages.ai_timeout],
    ] as const;
    for (const [tag, message] of faults) {
      await ask(page, `Explain the Feasts Room ${tag}`);
      const card = page.getByTestId("ai-error");
      await expect(card, tag).toContainText(message, { timeout: 20_000 });
      await expect(chip(page), tag).toContainText("3 of 3 questions left today");
      if (tag === "#fake-429") {
        // Retry waits 20 s after a busy provider.
        await expect(card.getByRole("button", { name: /^Retry \(in \d+ s\)$/ })).toBeDisabled();
      } else {
        await expect(card.getByRole("button", { name: "Retry" })).toBeEnabled();
        await expect(card.getByRole("button", { name: aiText.answerOffline })).toBeVisible();
      }
      if (tag === "#fake-500") await screenshots(page, "ai-error-card");
    }

    // The offline engine answers the failed question instead, labelled and not counted.
    await page.getByTestId("ai-error").getByRole("button", { name: aiText.answerOffline }).click();
    await expect(answers(page).last().getByTestId("answer-source")).toHaveText(aiText.offlineBadge, {
      timeout: 20_000,
    });
    await expect(chip(page)).toContainText("3 of 3 questions left today");

    // A stream that breaks after text keeps the partial answer, says so, and offers Retry (point 7).
    await ask(page, "Tell me about the lampstand #fake-cutoff");
    const cut = answers(page).last();
    await expect(cut.getByTestId("cut-off")).toHaveText(aiText.interrupted, { timeout: 20_000 });
    await expect(cut).toContainText("FAKE ANSWER to:");
    await expect(cut.getByRole("button", { name: "Retry" })).toBeVisible();
    await expect(chip(page)).toContainText("3 of 3 questions left today");
    await page.reload();
    await expect(answers(page).last().getByTestId("cut-off")).toHaveText(aiText.interrupted);
    await expect(answers(page).last().getByRole("button", { name: "Retry" })).toBeVisible();
  });

  test("an essential member meets Apologetics GPT's upgrade prompt, and the server refuses with 402 (§1.10 point 8)", async ({
    page,
  }) => {
    const email = uniqueEmail("ai-essential");
    await signUpThroughApi(page, { email });
    await seedPaidPlan(page.request, email, "essential");
    await page.goto("/apologetics-gpt");
    const prompt = page.getByTestId("upgrade-prompt");
    await expect(prompt).toContainText("is included in Premium");
    await expect(page.getByRole("heading", { name: "A sample answer" })).toBeVisible();
    await expect(question(page)).toHaveCount(0);
    await screenshots(page, "ai-apologetics-locked");

    const refused = await page.request.post("/api/ai/chat", {
      data: { assistant: "apologetics", message: "Why trust the Gospels?" },
    });
    expect(refused.status()).toBe(402);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("plan_required");

    // The menu's GPTs group lists exactly the four assistants and the five live GPT tools.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole("banner").getByRole("button", { name: "GPTs" }).click();
    await expect(page.getByRole("menuitem")).toHaveText([
      /Phototheology GPT/,
      /Apologetics GPT/,
      /Daniel-Revelation GPT/,
      /KidGPT/,
      /Culture & Controversy/,
      /Critics Analysis/,
      /Prophecy Watch/,
      /Research Mode/,
      /Sermon Builder/,
    ]);
  });

  test("a 2,001-character message can't be sent (§1.10 point 10)", async ({ page }) => {
    await signUpThroughApi(page, { email: uniqueEmail("ai-long") });
    await page.goto("/phototheologygpt");
    await question(page).fill("a".repeat(1599));
    await expect(page.getByTestId("input-counter")).toHaveCount(0);
    await question(page).fill("a".repeat(1850));
    await expect(page.getByTestId("input-counter")).toHaveText("1,850 / 2,000");
    await question(page).fill("a".repeat(2001));
    const counter = page.getByTestId("input-counter");
    await expect(counter).toContainText("2,001 / 2,000");
    await expect(counter).toHaveCSS("color", "rgb(185, 28, 28)");
    await expect(page.getByRole("button", { name: "Send" })).toBeDisabled();
    await question(page).press("Enter");
    await expect(answers(page)).toHaveCount(0);

    // A browser without a connection doesn't send, and says so (§1.8).
    await page.context().setOffline(true);
    await ask(page, "Is anyone there?");
    const card = page.getByTestId("ai-error");
    await expect(card).toContainText(aiErrorMessages.browser_offline);
    await page.context().setOffline(false);
    await card.getByRole("button", { name: "Retry" }).click();
    await expect(answers(page).last()).toHaveAttribute("data-status", "complete");
    await expect(answers(page).last()).toContainText("FAKE ANSWER to: Is anyone there?");
  });

  test("premium assistants: options reach the request, the timeline is drawn, KidGPT reads aloud", async ({
    page,
  }) => {
    const email = uniqueEmail("ai-premium");
    await signUpThroughApi(page, { email });
    await seedPaidPlan(page.request, email, "premium");

    await page.goto("/daniel-revelation-gpt");
    await page.getByRole("switch", { name: "Show timeline" }).click();
    await ask(page, "Line up Daniel 2, 7 and 8");
    const answer = answers(page).last();
    await expect(answer).toHaveAttribute("data-status", "complete");
    const timeline = answer.getByTestId("timeline");
    await expect(timeline.getByRole("listitem")).toHaveCount(2);
    await expect(timeline.getByRole("link", { name: "Daniel 5:30-31" })).toHaveAttribute(
      "href",
      "/bible/Daniel/5?v=30-31",
    );
    // Premium-like plans see no chip until 80 questions in the hour.
    await expect(chip(page)).toHaveCount(0);
    await screenshots(page, "ai-daniel-revelation-timeline");

    await page.goto("/phototheologygpt");
    await page.getByLabel("Focus room").selectOption({ label: "Feasts Room (FE)" });
    await ask(page, "What does Passover teach?");
    await expect(answers(page).last()).toHaveAttribute("data-status", "complete");
    const inspected = await page.request.get("/api/ai/fake/last-request");
    expect(JSON.stringify(await inspected.json())).toContain("Focus room: Feasts Room (FE)");
    // The options come back with the thread.
    await page.reload();
    await expect(page.getByLabel("Focus room")).toHaveValue("fe");

    await page.goto("/kidgpt");
    await page.locator("label").filter({ hasText: "4–7" }).click();
    await expect(page.getByRole("radio", { name: "4–7" })).toBeChecked();
    await page.getByRole("button", { name: "Noah" }).click();
    const kid = answers(page).last();
    await expect(kid).toHaveAttribute("data-status", "complete");
    await expect(kid.getByRole("button", { name: "Read aloud" })).toBeVisible();
    await screenshots(page, "ai-kidgpt");
  });
});

test("offline: every assistant answers from the offline study engine, labelled and unlimited; the laver and John 3:16 answers (§1.10 point 9, §2.5 points 1–3)", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  await withOfflineServer(browser, async (page) => {
    const email = uniqueEmail("ai-offline");
    const signUp = await page.request.post("/api/auth/sign-up/email", {
      data: { name: "Offline Member", email, password: "palace-key-42" },
    });
    expect(signUp.status(), await signUp.text()).toBe(200);
    await seedPaidPlan(page.request, email, "premium");
    const status = await page.request.get("/api/ai/status");
    expect(((await status.json()) as { mode: string }).mode).toBe("offline");

    const pages = [
      ["/phototheologygpt", "What does the laver teach?"],
      ["/apologetics-gpt", "Is the Sabbath still for Christians?"],
      ["/daniel-revelation-gpt", "Daniel 8:14"],
      ["/kidgpt", "Tell me about Noah"],
    ] as const;
    for (const [path, text] of pages) {
      await page.goto(path);
      await expect(page.getByTestId("offline-banner"), path).toHaveText(aiText.offlineBanner);
      await expect(chip(page), path).toHaveText(aiText.offlineChip);
      await expect(page.getByTestId("mode-label"), path).toHaveText(aiText.offlineBadge);
      await ask(page, text);
      const answer = answers(page).last();
      await expect(answer, path).toHaveAttribute("data-status", "complete", { timeout: 20_000 });
      await expect(answer.getByTestId("answer-source"), path).toHaveText(aiText.offlineBadge);
      await expect(chip(page), path).toHaveText(aiText.offlineChip);
      if (path === "/phototheologygpt") await screenshots(page, "ai-offline-answer");
    }

    // §2.5 point 2: the laver question quotes verses with "laver", the Blue Room is among the room chips, the
    // footer says no model was used, and asking again gives the same answer.
    await page.goto("/phototheologygpt");
    const laverAnswer = async () => {
      await ask(page, "What does the laver teach?");
      const answer = answers(page).last();
      await expect(answer).toHaveAttribute("data-status", "complete", { timeout: 20_000 });
      return answer;
    };
    const first = await laverAnswer();
    await expect(first.locator("blockquote").filter({ hasText: /laver/i }).first()).toBeVisible();
    await expect(first.getByTestId("room-chip").filter({ hasText: "Blue Room" })).toHaveCount(1);
    await expect(first.getByTestId("offline-footer")).toHaveText(aiText.offlineFooter);
    const firstText = await first.getByTestId("answer-body").innerText();
    const second = await laverAnswer();
    expect(await second.getByTestId("answer-body").innerText(), "the same answer again").toBe(firstText);

    // §2.5 point 3: "John 3:16" centres on that verse; its related passages are chips that open the reader.
    await page.getByRole("button", { name: "New conversation" }).first().click();
    await ask(page, "John 3:16");
    const john = answers(page).last();
    await expect(john).toHaveAttribute("data-status", "complete", { timeout: 20_000 });
    await expect(john).toContainText("For God so loved the world");
    const related = john.getByTestId("passage-chip").filter({ hasNotText: "John 3:16" });
    // The chips appear when the Markdown renderer has loaded, which may be a moment after the answer completes.
    await expect(related.nth(2)).toBeVisible();
    const href = await related.first().getAttribute("href");
    expect(href).toMatch(/^\/bible\/[^/]+\/\d+(\?v=\d+)?/);
    await related.first().click();
    await expect(page).toHaveURL(new RegExp(`${href!.split("?")[0]!}`));
  });
});
