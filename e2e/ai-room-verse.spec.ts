import { expect, type Page, test } from "@playwright/test";
import { aiErrorMessages, aiText } from "@common/constants/ai";
import { signUpThroughApi, uniqueEmail } from "./support/accounts";
import { withOfflineServer } from "./support/offline-server";
import { seedPaidPlan } from "./support/test-routes";
import { screenshots } from "./support/screenshots";

/*
 * The room and verse assistant (ai.md §3.12 acceptance). [F] points run on the shared e2e server with the fake
 * model; [O] points on a server of this spec's own with no model configured.
 */

const panel = (page: Page) => page.getByTestId("room-assistant");
const chip = (page: Page) => panel(page).getByTestId("quota-chip");

test.describe("with the fake model", () => {
  test("[F] a free member: a pool example leaves the chip alone, a fresh example with AI lowers it", async ({
    page,
  }) => {
    await signUpThroughApi(page, { email: uniqueEmail("room-fresh") });
    await page.goto("/palace/floor/1/room/sr");
    const example = panel(page).getByTestId("room-example");
    await expect(
      example.getByRole("list", { name: "The method, step by step" }).getByRole("listitem"),
    ).toHaveCount(6);
    await expect(chip(page)).toContainText("3 of 3 questions left today");
    const first = await example.locator("figcaption").getAttribute("data-reference");

    await panel(page).getByRole("button", { name: "Show another example" }).click();
    await expect(example.locator("figcaption")).not.toHaveAttribute("data-reference", first ?? "");
    await expect(chip(page)).toContainText("3 of 3 questions left today");

    await panel(page).getByRole("button", { name: "Fresh example with AI" }).click();
    await expect(example.getByTestId("study-source")).toHaveText("Fake model (test mode)");
    await expect(chip(page)).toContainText("2 of 3 questions left today");
    await screenshots(page, "room-assistant-example", "room-assistant");
  });

  test("[F] Ask in the Feasts Room sends the room's method, and the conversation is listed after a reload", async ({
    page,
  }) => {
    const email = uniqueEmail("room-ask");
    await signUpThroughApi(page, { email });
    await seedPaidPlan(page.request, email, "essential");
    await page.goto("/palace/floor/5/room/fe");
    await panel(page).getByRole("tab", { name: "Ask" }).click();
    await expect(panel(page).getByText("None yet.")).toBeVisible();
    await panel(page).getByLabel("Your question").fill("Which feast fits 1 Corinthians 5:7?");
    await panel(page).getByRole("button", { name: "Send" }).click();
    const answer = panel(page).getByTestId("answer").last();
    await expect(answer).toHaveAttribute("data-status", "complete", { timeout: 20_000 });
    await expect(answer).toContainText("FAKE ANSWER to: Which feast fits 1 Corinthians 5:7?");

    const inspected = JSON.stringify(await (await page.request.get("/api/ai/fake/last-request")).json());
    expect(inspected).toContain("Room: Feasts Room (FE)");
    expect(inspected).toContain("Look for the cues and name the feast.");
    await screenshots(page, "room-assistant-ask", "room-assistant");

    await page.reload();
    await panel(page).getByRole("tab", { name: "Ask" }).click();
    const history = panel(page).getByTestId("panel-chat-history");
    await expect(history.getByRole("button", { name: "Which feast fits 1 Corinthians 5:7?" })).toBeVisible();
    await history.getByRole("button", { name: "Which feast fits 1 Corinthians 5:7?" }).click();
    await expect(panel(page).getByTestId("answer").last()).toContainText("FAKE ANSWER to:");
  });

  test("[F] Check my work with AI is counted; Practice keeps its model answer hidden until asked", async ({
    page,
  }) => {
    await signUpThroughApi(page, { email: uniqueEmail("room-check") });
    await page.goto("/palace/floor/2/room/or");
    await panel(page).getByRole("tab", { name: "Practice" }).click();
    const practice = panel(page).getByTestId("room-practice");
    await expect(practice.getByRole("heading", { name: "Questions" })).toBeVisible();
    await expect(practice.getByTestId("model-answer")).toBeHidden();
    await practice.getByRole("button", { name: "Show a model answer" }).click();
    await expect(practice.getByTestId("model-answer")).toContainText("1. ");
    await practice.getByRole("button", { name: "Show a hint" }).click();
    await expect(practice.getByText(/^Hint 1:/)).toBeVisible();
    await practice
      .getByLabel("Your answer (optional)")
      .fill(
        "Mark 4:38: He sleeps on a pillow in the stern. The disciples call Him Master. Five more observations follow.",
      );
    await practice.getByRole("button", { name: "Check this answer" }).click();

    const check = panel(page).getByTestId("room-check");
    await expect(check.getByLabel("Your answer")).toHaveValue(/sleeps on a pillow/);
    await check.getByRole("button", { name: "Check with AI" }).click();
    const judge = check.getByTestId("work-judge");
    await expect(judge).toContainText("Judged with AI");
    await expect(chip(page)).toContainText("2 of 3 questions left today");
    await expect(check.getByText("Your earlier checks in this room")).toBeVisible();
    await expect(check.getByRole("listitem").filter({ hasText: "/ 10" })).toHaveCount(1);
    await screenshots(page, "room-assistant-check", "room-assistant");

    // A provider failure shows the §1.8 card; "Answer with the offline study engine" gives the Quick check instead.
    await check.getByLabel("Your answer").fill("Psalm 1:1: walk, stand, sit. #fake-500");
    await check.getByRole("button", { name: "Check with AI" }).click();
    const card = check.getByTestId("ai-error");
    await expect(card).toContainText(aiErrorMessages.ai_provider_error, { timeout: 20_000 });
    await expect(chip(page)).toContainText("2 of 3 questions left today");
    await card.getByRole("button", { name: aiText.answerOffline }).click();
    await expect(judge).toContainText("Judged by rules");
    await expect(check.getByTestId("ai-error")).toHaveCount(0);
    await expect(chip(page)).toContainText("2 of 3 questions left today");
  });

  test("[F] Study this verse: Explain is one question, the cross references and word study are free", async ({
    page,
  }) => {
    await signUpThroughApi(page, { email: uniqueEmail("verse-fake") });
    await page.goto("/bible/Romans/5");
    await page.locator("#v8").click();
    await page.getByTestId("verse-action-bar").getByRole("button", { name: "Study this verse" }).click();
    const study = page.getByRole("dialog", { name: "Study Romans 5:8" });
    const studyChip = study.getByTestId("quota-chip");
    await expect(studyChip).toContainText("3 of 3 questions left today");
    await study.getByRole("button", { name: "Explain this verse" }).click();
    const explain = study.getByTestId("verse-explain");
    await expect(explain.getByTestId("study-source")).toHaveText("Fake model (test mode)");
    await expect(explain.getByRole("heading", { name: "Living it" })).toBeVisible();
    await expect(studyChip).toContainText("2 of 3 questions left today");
    await screenshots(page, "verse-study-fake-explain", "verse-study");

    await study.getByRole("tab", { name: "Cross references" }).click();
    await expect(study.getByTestId("cross-reference").first()).toBeVisible();
    await study.getByRole("tab", { name: "Word study" }).click();
    await expect(study.getByTestId("word-entry").first()).toBeVisible();
    await expect(studyChip).toContainText("2 of 3 questions left today");

    // Keyboard: Escape closes the panel, and the verse stays selected.
    await page.keyboard.press("Escape");
    await expect(study).toHaveCount(0);
    await expect(page.getByTestId("verse-action-bar")).toContainText("Romans 5:8 selected");
  });
});

test("[O] offline: the Blue Room's examples, a scapegoat caution, and John 3:16's word study and cross references", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  await withOfflineServer(browser, async (page) => {
    const email = uniqueEmail("room-verse-offline");
    const signUp = await page.request.post("/api/auth/sign-up/email", {
      data: { name: "Offline Member", email, password: "palace-key-42" },
    });
    expect(signUp.status(), await signUp.text()).toBe(200);
    await seedPaidPlan(page.request, email, "premium");

    // In the Blue Room, Example shows a verse with the five method steps applied; again shows another verse.
    await page.goto("/palace/floor/5/room/bl");
    await expect(chip(page)).toHaveText(aiText.offlineChip);
    const example = panel(page).getByTestId("room-example");
    await expect(example.getByTestId("study-source")).toHaveText(aiText.offlineBadge);
    const steps = example.getByRole("list", { name: "The method, step by step" }).getByRole("listitem");
    await expect(steps).toHaveCount(5);
    await expect(steps.first()).toContainText("Identify the sanctuary element the text evokes.");
    await expect(panel(page).getByRole("button", { name: "Fresh example with AI" })).toHaveCount(0);
    const seen = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const reference = await example.locator("figcaption").getAttribute("data-reference");
      expect(reference, "a verse is shown").toBeTruthy();
      expect(seen.has(reference!), `${reference} shown again`).toBe(false);
      seen.add(reference!);
      await panel(page).getByRole("button", { name: "Show another example" }).click();
      await expect(example.locator("figcaption")).not.toHaveAttribute("data-reference", reference!);
    }
    await screenshots(page, "room-assistant-offline-example", "room-assistant");

    // Check my work naming the scapegoat as Christ: partial or fail, with a caution that explains why.
    await panel(page).getByRole("tab", { name: "Check my work" }).click();
    const check = panel(page).getByTestId("room-check");
    await expect(check.getByRole("button", { name: "Check with AI" })).toHaveCount(0);
    await check.getByLabel("Verse").fill("Leviticus 16:10");
    await check
      .getByLabel("Your answer")
      .fill(
        "Leviticus 16:10: the scapegoat is a picture of Jesus Christ, who carries our sins away into the wilderness (Hebrews 9:28).",
      );
    await check.getByRole("button", { name: "Quick check" }).click();
    const judge = check.getByTestId("work-judge");
    await expect(judge).toHaveAttribute("data-verdict", /^(partial|fail)$/);
    await expect(judge).toContainText("Judged by rules");
    const caution = judge.getByTestId("work-cautions");
    await expect(caution).toContainText("The scapegoat named as a figure of Christ");
    await expect(caution).toContainText("only the LORD's goat is slain");
    await expect(caution.getByRole("link", { name: "Leviticus 16:15-22" })).toHaveAttribute(
      "href",
      "/bible/Leviticus/16?v=15-22",
    );
    await screenshots(page, "room-assistant-offline-caution", "room-assistant");

    // In John 3, select verse 16 → Study this verse.
    await page.goto("/bible/John/3");
    await page.locator("#v16").click();
    await page.getByTestId("verse-action-bar").getByRole("button", { name: "Study this verse" }).click();
    const study = page.getByRole("dialog", { name: "Study John 3:16" });
    await expect(study).toBeVisible();
    // Explain answers at once offline, from local data, with "Not available offline" where there is none.
    const explain = study.getByTestId("verse-explain");
    await expect(explain.getByTestId("study-source")).toHaveText(aiText.offlineBadge);
    await expect(explain).toContainText("Christ in this verse");
    await expect(explain).toContainText(aiText.notAvailableOffline);
    await screenshots(page, "verse-study-explain", "verse-study");

    await study.getByRole("tab", { name: "Word study" }).click();
    const loved = study.getByTestId("word-entry").filter({ hasText: "“loved”" });
    await expect(loved).toContainText("G25");
    await expect(loved).toContainText("Likely original word");
    await screenshots(page, "verse-study-words", "verse-study");

    // Ask: the verse assistant answers offline, labelled, and lists the question under this verse.
    await study.getByRole("tab", { name: "Ask" }).click();
    await expect(study.getByText("Earlier questions on this verse")).toBeVisible();
    await study.getByLabel("Lens (optional)").selectOption({ label: "BL · Blue Room (Sanctuary)" });
    await study.getByLabel("Your question").fill("What does this verse say about the altar?");
    await study.getByRole("button", { name: "Send" }).click();
    const answer = study.getByTestId("answer").last();
    await expect(answer).toHaveAttribute("data-status", "complete", { timeout: 20_000 });
    await expect(answer.getByTestId("answer-source")).toHaveText(aiText.offlineBadge);
    await screenshots(page, "verse-study-ask", "verse-study");

    await study.getByRole("tab", { name: "Cross references" }).click();
    const links = study.getByTestId("cross-reference");
    await expect(links.first()).toBeVisible();
    expect(await links.count()).toBeGreaterThanOrEqual(5);
    await expect(study.getByRole("button", { name: "Explain these links" })).toHaveCount(0);
    await screenshots(page, "verse-study-cross-references", "verse-study");

    const first = links.first().getByTestId("passage-chip");
    const href = await first.getAttribute("href");
    expect(href).toMatch(/^\/bible\/[^/]+\/\d+\?v=\d+/);
    await first.click();
    await expect(page).toHaveURL(new RegExp(href!.split("?")[0]!));
  });
});
