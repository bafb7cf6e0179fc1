import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import {
  curatedAdminOnlyMessage,
  generationUnavailableNote,
  heldForReviewMessage,
  IMAGE_LIMITS,
  uploadMismatchMessage,
  uploadNotImageMessage,
  uploadTooLargeMessage,
} from "@common/schemas/images";
import { auditLog, bibleImages } from "@server/db/schema";
import { useTestApp } from "@server/test/kit";
import type { TestClient } from "@server/test/test-app";
import { genesisFrames, seedCuratedImages } from "./curated-seed";

/* The Bible Image Library (ai.md §3.11) through the real app on PGlite, with files in a real local store. */

const makeImage = (format: "png" | "jpeg" | "webp", width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 150, b: 90 } } })
    .toFormat(format)
    .toBuffer();

async function upload(
  client: TestClient,
  bytes: Uint8Array,
  options: { name?: string; type?: string; fields?: Record<string, string> } = {},
) {
  const form = new FormData();
  form.set(
    "file",
    new File([new Uint8Array(bytes)], options.name ?? "picture.png", { type: options.type ?? "image/png" }),
  );
  for (const [key, value] of Object.entries(options.fields ?? {})) form.set(key, value);
  const response = await client.fetch("/api/images/uploads", { method: "POST", body: form });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const card = {
  reference: "Psalm 23:1",
  text: "The LORD is my shepherd; I shall not want.",
  icons: ["shepherd"],
  palette: "parchment",
  format: "square",
};

/** Every file under the member's folder of the store. */
function storedFiles(root: string | undefined, userId: string): string[] {
  const folder = path.join(root!, "bible-images", userId);
  return existsSync(folder) ? readdirSync(folder) : [];
}

describe("Bible Image Library", () => {
  const app = useTestApp();
  const rowsOf = (userId: string) => app.db.select().from(bibleImages).where(eq(bibleImages.userId, userId));

  test("401 without a session; Free: 402 on create and upload, 200 on the gallery", async () => {
    expect((await app.client().get("/api/images?tab=gallery")).status).toBe(401);
    const free = await app.member();
    expect((await free.client.get("/api/images?tab=gallery")).status).toBe(200);
    expect((await free.client.get("/api/images?tab=favourites")).status).toBe(200);
    for (const result of [
      await free.client.post("/api/images/cards", card),
      await free.client.post("/api/images/cards/preview", card),
      await free.client.get("/api/images/verse?reference=Psalm%2023:1"),
      await upload(free.client, await makeImage("png")),
    ]) {
      expect(result.status).toBe(402);
      expect(result.body.error.code).toBe("plan_required");
    }
    const options = await free.client.get("/api/images/options");
    expect(options.body).toEqual({ generationAvailable: false });
    expect(generationUnavailableNote).toBe(
      "AI image generation isn't set up on this site. Verse cards and uploads are available.",
    );
  });

  test("verse lookup fills the KJV text and suggests icons; bad references are 422", async () => {
    const member = await app.member({ plan: "essential" });
    const found = await member.client.get("/api/images/verse?reference=ps%2023:1");
    expect(found.status).toBe(200);
    expect(found.body.reference).toBe("Psalms 23:1");
    expect(found.body.text).toBe("The LORD is my shepherd; I shall not want.");
    expect(found.body.suggestedIcons).toContain("shepherd");
    expect(found.body.suggestedIcons.length).toBeGreaterThanOrEqual(1);
    expect(found.body.suggestedIcons.length).toBeLessThanOrEqual(3);
    expect((await member.client.get("/api/images/verse?reference=Hezekiah%204:1")).status).toBe(422);
    expect((await member.client.get("/api/images/verse?reference=Psalm%20119")).status).toBe(422);
    expect((await member.client.post("/api/images/cards", { ...card, icons: [] })).status).toBe(422);
    expect((await member.client.post("/api/images/cards", { ...card, icons: ["a", "b"] })).status).toBe(422);
    const tooLong = await member.client.post("/api/images/cards", { ...card, text: "x".repeat(401) });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.error.code).toBe("input_too_long");
  });

  test("a verse card is stored as SVG (text escaped) and downloads as a real PNG of its format", async () => {
    const member = await app.member({ plan: "premium" });
    const created = await member.client.post("/api/images/cards", {
      ...card,
      text: 'Trust <script>alert("x")</script> & obey',
      format: "wide",
      palette: "night",
      room: "24fps",
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      origin: "svg_card",
      room: "24fps",
      verseRef: "Psalms 23:1",
      width: 1200,
      height: 630,
      mine: true,
      isPublic: false,
      visibility: "private",
    });
    const [row] = await rowsOf(member.user.userId);
    expect(row!.storagePath).toBe(`bible-images/${member.user.userId}/${created.body.id}.svg`);
    expect(row!.storagePath).not.toContain("data:");

    const svg = await member.client.fetch(`/api/images/${created.body.id}/file?format=svg&download=1`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get("content-type")).toBe("image/svg+xml");
    expect(svg.headers.get("content-disposition")).toBe('attachment; filename="psalms-23-1.svg"');
    expect(svg.headers.get("cache-control")).toContain("private");
    const svgText = await svg.text();
    expect(svgText).not.toContain("<script");
    expect(svgText).toContain("&lt;script&gt;");
    expect(svgText).toContain("&amp; obey");

    const png = await member.client.fetch(`/api/images/${created.body.id}/file?format=png&download=1`);
    expect(png.status).toBe(200);
    expect(png.headers.get("content-type")).toBe("image/png");
    const bytes = new Uint8Array(await png.arrayBuffer());
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
    // Drawn once, kept beside the SVG.
    expect(storedFiles(app.built.storageDir, member.user.userId).sort()).toEqual([
      `${created.body.id}.png`,
      `${created.body.id}.svg`,
    ]);
    const again = await member.client.fetch(`/api/images/${created.body.id}/file?format=png`, {
      headers: { "if-none-match": png.headers.get("etag")! },
    });
    expect(again.status).toBe(304);

    const preview = await member.client.fetch("/api/images/cards/preview", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...card, text: "<b>bold</b>" }),
    });
    expect(preview.status).toBe(200);
    expect(preview.headers.get("content-type")).toContain("image/svg+xml");
    expect(await preview.text()).toContain("&lt;b&gt;bold&lt;/b&gt;");
  });

  test("uploads: PNG, JPEG and WebP are re-encoded with their dimensions; EXIF is gone", async () => {
    const member = await app.member({ plan: "essential" });
    for (const [format, type, name] of [
      ["png", "image/png", "a.png"],
      ["jpeg", "image/jpeg", "b.jpg"],
      ["webp", "image/webp", "c.webp"],
    ] as const) {
      const result = await upload(member.client, await makeImage(format, 80, 60), {
        name,
        type,
        fields: { caption: `An ${format}`, verseRef: "gen 1:3", room: "translation" },
      });
      expect(result.status, format).toBe(201);
      expect(result.body).toMatchObject({
        origin: "upload",
        contentType: type,
        width: 80,
        height: 60,
        caption: `An ${format}`,
        verseRef: "Genesis 1:3",
        room: "translation",
      });
    }
    const withExif = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#336699" } })
      .jpeg()
      .withExif({ IFD0: { Copyright: "Secret Place", ImageDescription: "42 Home Street" } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const stored = await upload(member.client, withExif, { name: "photo.jpg", type: "image/jpeg" });
    expect(stored.status).toBe(201);
    const file = await member.client.fetch(`/api/images/${stored.body.id}/file`);
    expect(file.headers.get("content-type")).toBe("image/jpeg");
    const bytes = Buffer.from(await file.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.format).toBe("jpeg");
    expect(bytes.includes("Secret Place")).toBe(false);
  });

  test("refused uploads store nothing: not an image, a lying type, too large", async () => {
    const member = await app.member({ plan: "essential" });
    const text = new TextEncoder().encode("just some text, not a picture at all");
    const notImage = await upload(member.client, text, { name: "notes.png", type: "image/png" });
    expect(notImage.status).toBe(415);
    expect(notImage.body.error.message).toBe(uploadNotImageMessage);

    // Documented choice: the bytes decide, and a JPEG sent as image/png is refused as lying about its type.
    const jpegAsPng = await upload(member.client, await makeImage("jpeg"), {
      name: "photo.png",
      type: "image/png",
    });
    expect(jpegAsPng.status).toBe(415);
    expect(jpegAsPng.body.error.message).toBe(uploadMismatchMessage);

    const png = await makeImage("png");
    const oneTooMany = new Uint8Array(IMAGE_LIMITS.uploadMaxBytes + 1);
    oneTooMany.set(png);
    const tooLarge = await upload(member.client, oneTooMany);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error.message).toBe(uploadTooLargeMessage);

    // Far over: refused by the body limit before the body is read.
    const huge = await upload(member.client, new Uint8Array(8 * 1024 * 1024));
    expect(huge.status).toBe(413);

    const missing = await member.client.fetch("/api/images/uploads", {
      method: "POST",
      body: new FormData(),
    });
    expect(missing.status).toBe(422);

    expect(await rowsOf(member.user.userId)).toHaveLength(0);
    expect(storedFiles(app.built.storageDir, member.user.userId)).toEqual([]);
  });

  test("an admin's curated upload is public at once as Phototheology's, audited; a member's request is 403", async () => {
    const member = await app.member({ plan: "premium" });
    const refused = await upload(member.client, await makeImage("png"), {
      fields: { caption: "Not mine to curate", curated: "true" },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(curatedAdminOnlyMessage);
    expect(await rowsOf(member.user.userId)).toHaveLength(0);
    expect(storedFiles(app.built.storageDir, member.user.userId)).toEqual([]);

    const admin = await app.member({ plan: "premium", role: "admin" });
    const made = await upload(admin.client, await makeImage("webp"), {
      name: "rainbow.webp",
      type: "image/webp",
      fields: {
        caption: "Curated upload: the rainbow",
        verseRef: "gen 9:13",
        room: "translation",
        curated: "true",
      },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ origin: "curated", visibility: "public", verseRef: "Genesis 9:13" });
    const gallery = (await member.client.get("/api/images?tab=gallery&q=rainbow")).body.images;
    expect(gallery.map((image: { id: string }) => image.id)).toEqual([made.body.id]);
    expect(gallery[0].creator).toEqual({ displayName: "Phototheology" });
    const [entry] = await app.db.select().from(auditLog).where(eq(auditLog.targetId, made.body.id));
    expect(entry).toMatchObject({ actorId: admin.user.userId, action: "image.curated_upload" });

    // Unchecked, an admin's upload is an ordinary private one.
    const plain = await upload(admin.client, await makeImage("png"), { fields: { curated: "false" } });
    expect(plain.body).toMatchObject({ origin: "upload", visibility: "private" });
  });

  test("ownership: another member's private image is 404, its file too; edits and deletes are the owner's", async () => {
    const owner = await app.member({ plan: "essential" });
    const other = await app.member({ plan: "premium" });
    const created = (await owner.client.post("/api/images/cards", card)).body;
    expect((await other.client.get(`/api/images/${created.id}`)).status).toBe(404);
    expect((await other.client.fetch(`/api/images/${created.id}/file`)).status).toBe(404);
    expect((await other.client.fetch(`/api/images/${created.id}/file?format=png`)).status).toBe(404);
    expect((await other.client.patch(`/api/images/${created.id}`, { caption: "mine now" })).status).toBe(404);
    expect((await other.client.delete(`/api/images/${created.id}`)).status).toBe(404);
    expect((await other.client.put(`/api/images/${created.id}/favourite`)).status).toBe(404);
    expect((await other.client.get("/api/images?tab=mine")).body.images).toHaveLength(0);

    const edited = await owner.client.patch(`/api/images/${created.id}`, {
      caption: "Psalm 23 card",
      verseRef: "psalm 23:1-2",
      room: "bible_rendered",
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      caption: "Psalm 23 card",
      verseRef: "Psalms 23:1–2",
      room: "bible_rendered",
    });
    expect((await owner.client.patch(`/api/images/${created.id}`, { verseRef: "Nowhere 9:9" })).status).toBe(
      422,
    );
    expect((await owner.client.get(`/api/images/not-a-uuid`)).status).toBe(422);

    // Delete: row and files gone (the PNG drawn on download too).
    await owner.client.fetch(`/api/images/${created.id}/file?format=png`);
    expect(storedFiles(app.built.storageDir, owner.user.userId)).toHaveLength(2);
    expect((await owner.client.delete(`/api/images/${created.id}`)).status).toBe(204);
    expect(await rowsOf(owner.user.userId)).toHaveLength(0);
    expect(storedFiles(app.built.storageDir, owner.user.userId)).toEqual([]);
    expect((await owner.client.get(`/api/images/${created.id}`)).status).toBe(404);
  });

  test("a public verse card is checked and shown; favourites list others' images, My images only mine", async () => {
    const owner = await app.member({ plan: "essential", name: "Card Maker" });
    const fan = await app.member({ plan: "essential" });
    const free = await app.member();
    const created = (await owner.client.post("/api/images/cards", { ...card, caption: "Shepherd frame" }))
      .body;
    const shared = await owner.client.patch(`/api/images/${created.id}`, { isPublic: true });
    expect(shared.body).toMatchObject({ isPublic: true, visibility: "public" });

    const gallery = (await free.client.get("/api/images?tab=gallery&q=shepherd%20frame")).body.images;
    expect(gallery).toHaveLength(1);
    expect(gallery[0]).toMatchObject({ id: created.id, mine: false, creator: { displayName: "Card Maker" } });
    expect(JSON.stringify(gallery[0])).not.toContain(owner.user.email);
    expect((await free.client.fetch(`/api/images/${created.id}/file`)).status).toBe(200);

    // Free can favourite from the gallery (tools.image_library.gallery is every plan's).
    const favourited = await fan.client.put(`/api/images/${created.id}/favourite`);
    expect(favourited.body).toMatchObject({ favourited: true, favouriteCount: 1 });
    expect((await free.client.put(`/api/images/${created.id}/favourite`)).status).toBe(200);
    const favourites = (await fan.client.get("/api/images?tab=favourites")).body.images;
    expect(favourites.map((image: { id: string }) => image.id)).toEqual([created.id]);
    expect((await fan.client.get("/api/images?tab=mine")).body.images).toHaveLength(0);
    const popular = (await fan.client.get("/api/images?tab=gallery&sort=popular")).body.images;
    expect(popular[0]).toMatchObject({ id: created.id, favouriteCount: 2 });
    expect((await fan.client.delete(`/api/images/${created.id}/favourite`)).status).toBe(204);
    expect((await fan.client.get("/api/images?tab=favourites")).body.images).toHaveLength(0);

    // Made private again: gone from the gallery and 404 for others.
    await owner.client.patch(`/api/images/${created.id}`, { isPublic: false });
    expect((await free.client.get("/api/images?tab=gallery&q=shepherd%20frame")).body.images).toHaveLength(0);
    expect((await free.client.get(`/api/images/${created.id}`)).status).toBe(404);
    expect((await free.client.get("/api/images?tab=favourites")).body.images).toHaveLength(0);

    // Blocked text is refused and nothing is published.
    const rude = (await owner.client.post("/api/images/cards", { ...card, caption: "fuck this" })).body;
    const blocked = await owner.client.patch(`/api/images/${rude.id}`, { isPublic: true });
    expect(blocked.status).toBe(422);
    expect(blocked.body.error.code).toBe("content_blocked");
    expect((await owner.client.get(`/api/images/${rude.id}`)).body.isPublic).toBe(false);
  });

  test("a public upload waits for a person; approved, it is in the gallery; reports reach the queue", async () => {
    const owner = await app.member({ plan: "essential", name: "Uploader" });
    const viewer = await app.member({ plan: "free" });
    const admin = await app.member({ plan: "free", role: "admin" });
    const uploaded = (
      await upload(owner.client, await makeImage("png"), { fields: { caption: "Ark drawing" } })
    ).body;
    const shared = await owner.client.patch(`/api/images/${uploaded.id}`, { isPublic: true });
    expect(shared.body).toMatchObject({ isPublic: true, visibility: "pending" });
    expect((await viewer.client.get("/api/images?tab=gallery&q=ark%20drawing")).body.images).toHaveLength(0);
    expect((await viewer.client.fetch(`/api/images/${uploaded.id}/file`)).status).toBe(404);

    const queue = (await admin.client.get("/api/admin/moderation?filter=pending")).body;
    const item = queue.items.find((entry: { subjectId: string }) => entry.subjectId === uploaded.id);
    expect(item).toMatchObject({
      subjectType: "bible_image",
      visibility: "pending",
      author: { displayName: "Uploader" },
    });
    expect(item.imageUrl).toBe(`/api/images/${uploaded.id}/file`);
    // Staff may open the file to review it.
    expect((await admin.client.fetch(`/api/images/${uploaded.id}/file`)).status).toBe(200);

    const approved = await admin.client.post(`/api/admin/moderation/bible_image/${uploaded.id}/approve`);
    expect(approved.status).toBe(200);
    const gallery = (await viewer.client.get("/api/images?tab=gallery&q=ark%20drawing")).body.images;
    expect(gallery.map((image: { id: string }) => image.id)).toEqual([uploaded.id]);

    // Report: the owner can't; a viewer can, once.
    const own = await owner.client.post("/api/reports", {
      subjectType: "bible_image",
      subjectId: uploaded.id,
      reason: "spam",
    });
    expect(own.status).toBe(422);
    const report = await viewer.client.post("/api/reports", {
      subjectType: "bible_image",
      subjectId: uploaded.id,
      reason: "offensive",
    });
    expect(report.status).toBe(201);
    expect(report.body.alreadyReported).toBe(false);
    const reported = (await admin.client.get("/api/admin/moderation?filter=reported")).body;
    expect(reported.items.some((entry: { subjectId: string }) => entry.subjectId === uploaded.id)).toBe(true);

    // Staff delete removes the row and the file.
    expect((await admin.client.post(`/api/admin/moderation/bible_image/${uploaded.id}/delete`)).status).toBe(
      200,
    );
    expect(await rowsOf(owner.user.userId)).toHaveLength(0);
    expect(storedFiles(app.built.storageDir, owner.user.userId)).toEqual([]);
  });

  test("the curated seed adds Genesis 1–24 once, as public 24FPS cards", async () => {
    const deps = { db: app.db, storage: app.built.storage, bible: app.built.bible, clock: app.clock };
    expect(await seedCuratedImages(deps)).toBe(24);
    expect(await seedCuratedImages(deps)).toBe(0);
    expect(genesisFrames).toHaveLength(24);
    const member = await app.member();
    const curated = (await member.client.get("/api/images?tab=gallery&origin=curated&room=24fps")).body;
    expect(curated.images).toHaveLength(24);
    expect(curated.images[0]).toMatchObject({
      origin: "curated",
      room: "24fps",
      verseRef: "Genesis 1:1",
      creator: { displayName: "Phototheology" },
      mine: false,
    });
    const png = await member.client.fetch(`${curated.images[0].fileUrl}?format=png`);
    expect(png.status).toBe(200);
    expect((await member.client.get("/api/images?tab=mine")).body.images).toHaveLength(0);
  });
});

describe("moderation fails closed", () => {
  const app = useTestApp({ aiEnv: { AI_MODERATION: "model" } });

  test("a card made public while the check can't be made waits for review", async () => {
    const owner = await app.member({ plan: "essential" });
    const created = (await owner.client.post("/api/images/cards", card)).body;
    const shared = await owner.client.patch(`/api/images/${created.id}`, { isPublic: true });
    expect(shared.body).toMatchObject({ isPublic: true, visibility: "pending" });
    expect(heldForReviewMessage).toBe("We couldn't check this right now, so it's waiting for review.");
    const other = await app.member();
    expect((await other.client.get("/api/images?tab=gallery")).body.images).toHaveLength(0);
  });
});
