import { expect, test } from "@playwright/test";
import { liveFeatures } from "@common/constants/features";
import { overviewsOnFloor } from "@common/content/palace/overview";
import { type EntitlementKey, hasFeature } from "@common/policies/entitlements";
import { signUpThroughApi, uniqueEmail } from "./support/accounts";

// Sample values for the registry's route parameters: a locked floor (3+) for a free member.
const lockedFloorRoom = overviewsOnFloor(4)[0];
const sampleParams: Record<string, string> = {
  floorNumber: "4",
  roomId: lockedFloorRoom?.id ?? "",
  book: "John",
  chapter: "3",
};
const concretePath = (path: string) =>
  path.replace(/:(\w+)/g, (_match, name: string) => sampleParams[name] ?? "");
const memberPages = liveFeatures().filter((feature) => feature.audience === "member");

test.describe("page titles", () => {
  test("each public page names itself in the tab", async ({ page }) => {
    for (const feature of liveFeatures().filter((entry) => entry.audience === "public")) {
      await page.goto(feature.path);
      await expect(page, feature.path).toHaveTitle(
        feature.id === "home" ? "Phototheology" : `${feature.label} — Phototheology`,
      );
    }
    await page.goto("/no-such-page");
    await expect(page).toHaveTitle("Page not found — Phototheology");
  });

  test("member pages too, and a room page its room", async ({ page }) => {
    await signUpThroughApi(page, { email: uniqueEmail("titles") });
    await page.goto("/dashboard");
    await expect(page).toHaveTitle("Dashboard — Phototheology");
    await page.goto("/profile");
    await expect(page).toHaveTitle("My Profile — Phototheology");
    const firstRoom = overviewsOnFloor(1)[0];
    if (!firstRoom) throw new Error("floor 1 has no rooms");
    await page.goto(`/palace/floor/1/room/${firstRoom.id}`);
    await expect(page).toHaveTitle(`${firstRoom.tag} · ${firstRoom.name} — Phototheology`);

    // The room's emoji icon has colour-emoji fonts to fall back on, in the heading's stack.
    const headingFonts = await page
      .getByRole("heading", { level: 1 })
      .evaluate((heading) => getComputedStyle(heading).fontFamily);
    expect(headingFonts).toContain("Noto Color Emoji");
    expect(headingFonts).toContain("Apple Color Emoji");

    // The header's next-room link reads "Next room" on a phone too, not a bare arrow.
    await page.setViewportSize({ width: 390, height: 800 });
    const next = page.getByRole("navigation", { name: "Previous and next room" }).locator("a[rel=next]");
    await expect(next).toBeVisible();
    expect(await next.innerText()).toMatch(/^Next room/);
  });
});

test("a free member's locked pages show the upgrade prompt without asking the server for what the plan lacks", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signUpThroughApi(page, { email: uniqueEmail("locked") });
  const refused: string[] = [];
  page.on("response", (response) => {
    if (response.status() === 402)
      refused.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  for (const feature of memberPages) {
    const path = concretePath(feature.path);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first(), path).toBeVisible();
    if (
      feature.entitlement !== null &&
      !hasFeature({ plan: "free" }, feature.entitlement as EntitlementKey)
    ) {
      // The prompt is on screen: whatever the page was going to ask the server has been asked.
      await expect(page.getByTestId("upgrade-prompt"), path).toBeVisible();
    }
  }
  expect(refused).toEqual([]);
});
