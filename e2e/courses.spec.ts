// Courses and certificates in Chromium (screens.md §7.0, §7.1, §3.7, §2.4): the Blueprint Course finished lesson by
// lesson to its certificate (progress, Up next, the navigator's ✓, Mark complete → Completed ✓, the celebration), a
// reflection autosaved and still there after reload, the certificate listed, shared (the "make public" question
// first), opened in a fresh signed-out context (CERT-V1) and gone again once private (CERT-V2); a free member reading
// lesson 1 and meeting the upgrade prompt on lesson 2; Essential's choice dialog on the Daniel Course.
import { expect, type Page, test } from "@playwright/test";
import { signUpThroughApi, uniqueEmail } from "./support/accounts";
import { screenshots } from "./support/screenshots";
import { seedPaidPlan } from "./support/test-routes";

async function member(page: Page, plan: "free" | "essential" | "premium", name?: string): Promise<string> {
  const email = uniqueEmail("courses");
  await signUpThroughApi(page, { email, ...(name ? { displayName: name } : {}) });
  if (plan !== "free") await seedPaidPlan(page.request, email, plan);
  return email;
}

const markComplete = (page: Page) => page.getByRole("button", { name: "Mark complete" });

test.describe("courses", () => {
  test("finish the Blueprint Course to its certificate and verify it signed out", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await member(page, "essential", "Priscilla Aquila");
    await page.goto("/blueprint-course");
    await expect(page).toHaveURL(/\?lesson=1$/);
    await expect(page.getByRole("heading", { level: 1, name: "The Blueprint Course" })).toBeVisible();
    await expect(page.getByText("0 of 10 completed", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "The War in Heaven" })).toBeVisible();
    await screenshots(page, "courses-blueprint-lesson-1");

    // A reflection autosaves and survives a reload.
    await page.getByLabel("My reflection").fill("Pride began the war; humility ends it.");
    await expect(page.getByText("Saved", { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("My reflection")).toHaveValue("Pride began the war; humility ends it.");

    for (let n = 1; n <= 9; n += 1) {
      await expect(page).toHaveURL(new RegExp(`lesson=${n}$`));
      await markComplete(page).click();
      await expect(page.getByRole("button", { name: "Completed ✓" })).toBeDisabled();
      await expect(page.getByText(`${n} of 10 completed`, { exact: true })).toBeVisible();
      await page.getByRole("button", { name: "Next", exact: true }).click();
    }
    // Part 6 rendered Daniel 8:14 on the way; the navigator shows nine ✓ and Up next on part 10.
    await expect(page.getByRole("navigation", { name: "Lessons" }).getByLabel("Lesson complete")).toHaveCount(
      9,
    );
    await expect(page.getByRole("navigation", { name: "Lessons" }).getByText("Up next")).toBeVisible();

    await markComplete(page).click();
    await expect(page.getByText("Course complete! Your certificate is ready.").first()).toBeVisible();
    await expect(page.getByText("10 of 10 completed", { exact: true })).toBeVisible();
    await screenshots(page, "courses-blueprint-complete");

    await page.goto("/certificates");
    const card = page.getByRole("listitem").filter({ hasText: "The Blueprint Course" });
    await expect(card).toContainText("Private");
    await card.getByRole("button", { name: "Share" }).click();
    await expect(page.getByRole("alertdialog")).toContainText(
      "Make this certificate public so others can open the link?",
    );
    await page.getByRole("button", { name: "Make public and share" }).click();
    await expect(card).toContainText("Public");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const url = copied.split("\n").find((line) => line.includes("/certificate/"));
    expect(url).toBeTruthy();
    await screenshots(page, "courses-certificates");

    // CERT-V1: a fresh, signed-out context opens it.
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(url!);
    await expect(visitorPage.getByText("Priscilla Aquila")).toBeVisible();
    await expect(visitorPage.getByText("The Blueprint Course")).toBeVisible();
    await expect(visitorPage.getByText("Verified by Phototheology")).toBeVisible();
    await screenshots(visitorPage, "courses-certificate-public");

    // CERT-V2: made private, the same link shows the not-found message.
    await card.getByRole("button", { name: "Make private" }).click();
    await expect(card).toContainText("Private");
    await visitorPage.reload();
    await expect(visitorPage.getByText("This certificate can't be found or isn't public.")).toBeVisible();
    await visitor.close();

    // The printable page.
    await card.getByRole("link", { name: "View / Print" }).click();
    await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
    await expect(page.getByText("Priscilla Aquila")).toBeVisible();
    await screenshots(page, "courses-certificate-print");
  });

  test("a free member reads lesson 1 and meets the upgrade prompt on lesson 2", async ({ page }) => {
    await member(page, "free");
    await page.goto("/revelation-course?lesson=1");
    await expect(page.getByRole("heading", { level: 2 })).toContainText("Ephesus");
    await expect(markComplete(page)).toBeVisible();
    // The course header says at once what opens the other lessons; lesson 2 itself is the prompt.
    await expect(page.getByTestId("upgrade-prompt")).toHaveCount(1);
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByTestId("upgrade-prompt")).toHaveCount(2);
    await expect(page.getByRole("link", { name: "See plans" }).first()).toBeVisible();
    await screenshots(page, "courses-free-lesson-2");
  });

  test("Essential chooses the Daniel Course from the dialog, and Revelation then shows the upgrade prompt", async ({
    page,
  }) => {
    await member(page, "essential");
    await page.goto("/daniel-course?lesson=2");
    await expect(page.getByRole("alertdialog")).toContainText("Make Daniel Course your included course?");
    await page.getByRole("button", { name: "Yes, choose it" }).click();
    await expect(markComplete(page)).toBeVisible();
    await page.goto("/revelation-course?lesson=2");
    await expect(page.getByText(/isn't your included course|read-only/)).toBeVisible();
    await page.goto("/profile");
    await page.getByRole("tab", { name: "Plan" }).click();
    await expect(page.getByTestId("choice-changeable-after")).toContainText("You can change it after");
  });
});

test.describe("Power of the Lamb", () => {
  test("POL-1: both buttons open new tabs at the configured addresses; Essential sees the upgrade prompt", async ({
    page,
  }) => {
    await member(page, "premium");
    await page.goto("/power-of-the-lamb");
    for (const [name, address] of [
      ["Subscribe on YouTube", /\/terms\?ministry=youtube$/],
      ["Visit website", /\/terms\?ministry=website$/],
    ] as const) {
      const link = page.getByRole("link", { name });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      const [tab] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
      await expect(tab).toHaveURL(address);
      await tab.close();
    }
    await expect(page).toHaveURL(/\/power-of-the-lamb$/);
    await screenshots(page, "courses-power-of-the-lamb");
  });

  test("an Essential member sees the upgrade prompt", async ({ page }) => {
    await member(page, "essential");
    await page.goto("/power-of-the-lamb");
    await expect(page.getByText("Power of the Lamb is included in Premium.")).toBeVisible();
  });
});
