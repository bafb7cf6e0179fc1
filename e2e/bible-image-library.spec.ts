import { readFileSync } from "node:fs";
import { type Browser, expect, type Page, test } from "@playwright/test";
import {
  curatedUploadedMessage,
  generationProgressMessage,
  generationUnavailableNote,
} from "@common/schemas/images";
import { signUpThroughApi, uniqueEmail } from "./support/accounts";
import { withOfflineServer } from "./support/offline-server";
import { screenshots } from "./support/screenshots";
import { grantRole, seedPaidPlan } from "./support/test-routes";

/*
 * Bible Image Library (ai.md §3.11 acceptance). The [O] point runs on the shared server with no model (and so no image
 * model); the [F] points on the shared e2e server, whose fake model has an image model (AI_IMAGE_MODEL=fake-image). The
 * route tests (server/modules/images) cover uploads' checks, ownership, files, the S3 backend, and generation's quota,
 * image cap, moderation and provider faults.
 */

/** A 4×4 PNG (brownish pixels), as a member's own picture would be. */
const tinyPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVR4nGPYUmEDRwzEcQBQ0haBlnFrVQAAAABJRU5ErkJggg==",
  "base64",
);

type Member = { page: Page; email: string; name: string; close: () => Promise<void> };

async function newMember(
  browser: Browser,
  prefix: string,
  options: { plan?: "essential"; role?: "admin" } = {},
): Promise<Member> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = uniqueEmail(prefix);
  const name = email.split("@")[0] ?? prefix;
  await signUpThroughApi(page, { email, displayName: name });
  if (options.plan) await seedPaidPlan(page.request, email, options.plan);
  if (options.role) await grantRole(page.request, email, options.role);
  return { page, email, name, close: () => context.close() };
}

/** Searches one library tab for a caption. */
async function searchTab(page: Page, tab: "My images" | "Favourites" | "Public gallery", caption: string) {
  await page.getByRole("tab", { name: tab }).click();
  await page.getByLabel("Search captions and references").fill(caption);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  return page.getByRole("list", { name: tab }).getByRole("listitem").filter({ hasText: caption });
}

// [O]: verse cards need no model at all, and the offline server has no model (so no image model either): the Generate
// tab is absent with the note.
test("[O] a verse card for Psalm 23:1 shows the KJV text and a suggested icon, and downloads as PNG; no Generate tab", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  await withOfflineServer(browser, (page) => verseCardOffline(page));
});

async function verseCardOffline(page: Page) {
  const email = uniqueEmail("images-offline");
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    data: { name: "Offline Member", email, password: "palace-key-42" },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  await seedPaidPlan(page.request, email, "essential");

  await page.goto("/bible-image-library");
  await expect(page.getByRole("heading", { level: 1, name: "Bible Image Library" })).toBeVisible();
  const create = page.getByRole("tablist", { name: "Create" });
  await expect(create.getByRole("tab")).toHaveText(["Verse card", "Upload"]);
  await expect(page.getByRole("tab", { name: /Generate/ })).toHaveCount(0);
  await expect(page.getByTestId("generation-note")).toHaveText(generationUnavailableNote);

  await page.getByLabel("Verse reference").fill("Psalm 23:1");
  await page.getByRole("button", { name: "Fill from the KJV" }).click();
  await expect(page.getByLabel("Card text")).toHaveValue("The LORD is my shepherd; I shall not want.");
  const suggested = page.getByRole("button", { name: /Suggested/ });
  await expect(suggested.first()).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: "Shepherd's staff · Suggested" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByRole("img", { name: "Preview of the verse card for Psalms 23:1" })).toBeVisible();
  await page.getByRole("radio", { name: "Night sky" }).check({ force: true });
  await page.getByRole("button", { name: "Save to my images" }).click();
  await expect(page.getByText("Saved to My images.").first()).toBeVisible();
  await screenshots(page, "images-verse-card");

  const downloading = page.waitForEvent("download");
  await page
    .getByRole("region", { name: "Card preview" })
    .getByRole("link", { name: "Download PNG" })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("psalms-23-1.png");
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.readUInt32BE(16)).toBe(1080); // IHDR width
  expect(bytes.readUInt32BE(20)).toBe(1080); // IHDR height

  // The card is in My images.
  const mine = page.getByRole("list", { name: "My images" }).getByRole("listitem");
  await expect(mine).toHaveCount(1);
  await expect(mine.first()).toContainText("Psalms 23:1");
  await expect(mine.first()).toContainText("Private");
}

test("[F] an upload made public waits for review; once an admin approves it, it is in the public gallery", async ({
  browser,
}) => {
  const owner = await newMember(browser, "img-owner", { plan: "essential" });
  const admin = await newMember(browser, "img-admin", { role: "admin" });
  const viewer = await newMember(browser, "img-viewer");
  const caption = `Dove over the waters ${owner.name}`;
  try {
    const page = owner.page;
    await page.goto("/bible-image-library");
    await page.getByRole("tab", { name: "Upload" }).click();
    await expect(page.getByText("PNG, JPEG or WebP, up to 5 MB.")).toBeVisible();
    await page
      .getByLabel("Image file")
      .setInputFiles({ name: "dove.png", mimeType: "image/png", buffer: tinyPng });
    await page.getByLabel("Caption (optional)").fill(caption);
    await page.getByRole("tabpanel").getByRole("button", { name: "Upload" }).click();

    const tile = await searchTab(page, "My images", caption);
    await expect(tile).toHaveCount(1);
    await expect(tile).toContainText("Private");
    await tile.getByRole("switch", { name: /^Public:/ }).click();
    await expect(tile).toContainText(/waiting for review/i);
    await screenshots(page, "images-waiting-for-review");

    // Not in the gallery yet.
    await viewer.page.goto("/bible-image-library");
    await expect(viewer.page.getByRole("tab", { name: "Public gallery" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(viewer.page.getByTestId("upgrade-prompt")).toBeVisible();
    expect(await (await searchTab(viewer.page, "Public gallery", caption)).count()).toBe(0);

    // The admin sees the picture in the queue's Pending tab and approves it there.
    await admin.page.goto("/admin/moderation");
    await admin.page.getByRole("tab", { name: /^Pending/ }).click();
    const queued = admin.page
      .getByTestId("queue-item")
      .filter({ has: admin.page.getByRole("heading", { name: caption }) });
    await expect(queued).toHaveCount(1);
    const picture = queued.getByTestId("queue-item-image");
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await queued.getByRole("button", { name: "Approve" }).click();
    await expect(queued).toHaveCount(0);

    await viewer.page.reload();
    const shown = await searchTab(viewer.page, "Public gallery", caption);
    await expect(shown).toHaveCount(1);
    await expect(shown).toContainText(`By ${owner.name}`);
    await expect(shown.getByRole("button", { name: /^Report/ })).toBeVisible();
    await screenshots(viewer.page, "images-gallery-free");

    // Curated images are uploaded by admins: only they are offered the choice, and theirs is public at once.
    await expect(page.getByLabel(/^Add to the curated collection/)).toHaveCount(0);
    const curatedCaption = `Curated olive leaf ${admin.name}`;
    await admin.page.goto("/bible-image-library");
    await admin.page.getByRole("tab", { name: "Upload" }).click();
    await admin.page
      .getByLabel("Image file")
      .setInputFiles({ name: "leaf.png", mimeType: "image/png", buffer: tinyPng });
    await admin.page.getByLabel("Caption (optional)").fill(curatedCaption);
    await admin.page.getByLabel(/^Add to the curated collection/).check();
    await screenshots(admin.page, "images-curated-upload");
    await admin.page.getByRole("tabpanel").getByRole("button", { name: "Upload" }).click();
    await expect(admin.page.getByText(curatedUploadedMessage)).toBeVisible();
    const curated = await searchTab(viewer.page, "Public gallery", curatedCaption);
    await expect(curated).toHaveCount(1);
    await expect(curated).toContainText("By Phototheology");
  } finally {
    await Promise.all([owner.close(), admin.close(), viewer.close()]);
  }
});

test("[F] favouriting someone else's public image lists it under Favourites but not under My images", async ({
  browser,
}) => {
  const owner = await newMember(browser, "img-maker", { plan: "essential" });
  const fan = await newMember(browser, "img-fan", { plan: "essential" });
  const caption = `Lamp to my feet ${owner.name}`;
  try {
    const created = await owner.page.request.post("/api/images/cards", {
      data: {
        reference: "Psalm 119:105",
        text: "Thy word is a lamp unto my feet, and a light unto my path.",
        icons: ["light", "scroll"],
        palette: "sky",
        format: "square",
        caption,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const shared = await owner.page.request.patch(`/api/images/${id}`, { data: { isPublic: true } });
    expect(((await shared.json()) as { visibility: string }).visibility).toBe("public");

    const page = fan.page;
    await page.goto("/bible-image-library?tab=gallery");
    const inGallery = await searchTab(page, "Public gallery", caption);
    await expect(inGallery).toHaveCount(1);
    await inGallery.getByRole("button", { name: /^Favourite/ }).click();
    await expect(inGallery.getByRole("button", { name: /^Remove .* from favourites$/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    await expect(await searchTab(page, "Favourites", caption)).toHaveCount(1);
    await page.getByRole("tab", { name: "My images" }).click();
    await expect(page.getByText("No images match these filters.")).toBeVisible();
    await page.getByLabel("Search captions and references").fill("");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText("You have no images yet.", { exact: false })).toBeVisible();
    await screenshots(page, "images-favourites");
  } finally {
    await Promise.all([owner.close(), fan.close()]);
  }
});

test('[F with image model, essential user] generating "Noah\'s ark on the waters" stores the fake PNG and costs one question; #fake-unsafe is refused first; Variation keeps the original', async ({
  browser,
}) => {
  const member = await newMember(browser, "img-generate", { plan: "essential" });
  const description = "Noah's ark on the waters";
  try {
    const page = member.page;
    await page.goto("/bible-image-library");
    const create = page.getByRole("tablist", { name: "Create" });
    await expect(create.getByRole("tab")).toHaveText(["Verse card", "Upload", "Generate with AI"]);
    await expect(page.getByTestId("generation-note")).toHaveCount(0);
    await create.getByRole("tab", { name: "Generate with AI" }).click();
    const form = page.getByRole("form", { name: "Generate with AI" });
    const chip = form.getByTestId("quota-chip");
    await expect(chip).toHaveText(/^10 of 10 questions left today/);
    await expect(form.getByRole("button", { name: "Word picture" })).toBeDisabled();

    // Moderated before the model is called: refused, nothing counted, the typed text kept.
    const field = form.getByLabel("Description");
    await field.fill(`${description} #fake-unsafe`);
    await form.getByLabel("Room").selectOption({ label: "24FPS Room" });
    await form.getByLabel("Style").selectOption({ label: "Stained glass" });
    await form.getByRole("button", { name: "Generate image" }).click();
    await expect(form.getByTestId("generate-refused")).toContainText("This description can't be used");
    await expect(field).toHaveValue(`${description} #fake-unsafe`);
    await expect(chip).toHaveText(/^10 of 10 questions left today/);

    // Generated: the progress state while the picture is made (the request is held until it has been seen), then the
    // fake 512×512 PNG, and the chip drops by one.
    await field.fill(description);
    await form.getByLabel("Verse reference (optional)").fill("Genesis 7:17");
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/images/generate", async (route) => {
      await held;
      await route.continue();
    });
    await form.getByRole("button", { name: "Generate image" }).click();
    await expect(page.getByTestId("generate-progress")).toContainText(generationProgressMessage);
    release();
    const picture = page.getByTestId("generated-image");
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBe(512);
    await expect(picture).toHaveAttribute("alt", description);
    await expect(chip).toHaveText(/^9 of 10 questions left today/);
    await page.unroute("**/api/images/generate");
    await screenshots(page, "images-generated");

    // Stored: in My images after a reload, and its file is a PNG.
    await page.reload();
    const generated = page
      .getByRole("list", { name: "My images" })
      .getByRole("listitem")
      .filter({ hasText: description });
    await expect(generated).toHaveCount(1);
    await expect(generated).toContainText("Generated");
    await expect(generated).toContainText("Genesis 7:17");
    const source = await generated.getByRole("img").getAttribute("src");
    const file = await page.request.get(source ?? "");
    expect(file.headers()["content-type"]).toBe("image/png");
    expect([...(await file.body()).subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

    // Variation: a second generated picture from the same description; the first is kept.
    await generated.getByRole("button", { name: /^Variation of/ }).click();
    await expect(page.getByText("A variation was added to My images.")).toBeVisible();
    await expect(generated).toHaveCount(2);
    await expect(generated.getByRole("img")).toHaveCount(2);
    const sources = await generated
      .getByRole("img")
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src")));
    expect(sources).toContain(source);
    expect(new Set(sources).size).toBe(2);
    await create.getByRole("tab", { name: "Generate with AI" }).click();
    await expect(form.getByTestId("quota-chip")).toHaveText(/^8 of 10 questions left today/);
    await screenshots(page, "images-variation");
  } finally {
    await member.close();
  }
});
