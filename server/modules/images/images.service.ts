// The Bible Image Library (ai.md §3.11). Verse cards are drawn as SVG here and kept in object storage (PNG drawn by
// resvg on first download and kept beside it); uploads are checked by their bytes and re-encoded; rows keep only the
// storage path. My images lists the member's own rows only; Favourites what they favourited and can still see; the
// public gallery approved public images and curated ones. Another member's private image is a 404, file included.
// Generated pictures are made in generation.service.ts and kept the way uploads are.
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type {
  BibleImageDto,
  cardPreviewInput,
  ImageListDto,
  imageListQuery,
  ImageOptionsDto,
  updateImageInput,
  uploadFields,
  VerseLookupDto,
  verseCardInput,
} from "@common/schemas/images";
import { curatedAdminOnlyMessage, IMAGE_LIMITS, uploadMissingMessage } from "@common/schemas/images";
import type { ActorContext } from "@server/http/context";
import { AppError, notFound } from "@server/http/errors";
import type { AiRuntime } from "@server/modules/ai/ai.runtime";
import type { BibleSource } from "@server/modules/bible/bible-data.types";
import { insertAuditEntry } from "@server/modules/audit/audit.queries";
import { findRoles } from "@server/modules/roles/roles.queries";
import type { ObjectStorage } from "@server/services/storage/storage";
import { cardPassageText, cardRange, normaliseImageReference } from "./card-passage";
import { suggestIcons } from "./icon-set";
import { moderateImageText } from "./image-moderation";
import {
  addFavourite,
  deleteImageRow,
  findImage,
  findListedImage,
  imageHiddenByReports,
  type ImageRow,
  insertImage,
  listImages,
  removeFavourite,
  updateImage,
} from "./images.queries";
import { presentImage, presentVerseLookup, visibilityOf } from "./images.presenter";
import { checkUpload, contentTypes, extensions, reencodeUpload, uploadTooLarge } from "./upload-validation";
import { type CardSpec, renderPng, renderVerseCardSvg } from "./verse-card";

export type ImagesDeps = { storage: ObjectStorage; bible: BibleSource; runtime: AiRuntime };
export type ImagesContext = ActorContext & ImagesDeps;

// ---------- storage paths ----------

/** data model §14: bible-images/{user_id}/… (curated images under bible-images/curated/…). */
export function storageKeyOf(ownerId: string | null, imageId: string, extension: string): string {
  return `bible-images/${ownerId ?? "curated"}/${imageId}.${extension}`;
}
/** A card's PNG, drawn on first download and kept beside its SVG. */
const pngKeyOf = (image: Pick<ImageRow, "storagePath">) => image.storagePath.replace(/\.svg$/, ".png");

/** Removes an image's files (the card's PNG too). Failures are logged: the row is already gone. */
export async function removeImageFiles(
  storage: ObjectStorage,
  image: Pick<ImageRow, "storagePath" | "card">,
  logger?: ActorContext["logger"],
): Promise<void> {
  const keys = image.card ? [image.storagePath, pngKeyOf(image)] : [image.storagePath];
  for (const key of keys) {
    try {
      await storage.delete(key);
    } catch (error) {
      logger?.warn({ err: error, key }, "could not delete an image file");
    }
  }
}

// ---------- reads ----------

/**
 * Whether "Generate with AI" exists (§3.11): an image model is configured and a model answers the rest (moderation,
 * word pictures) — the same rule as /api/ai/status's imageGeneration. Without it the tab is absent with the note.
 */
export function generationAvailable(runtime: AiRuntime): boolean {
  return Boolean(runtime.provider && runtime.config.imageModel && runtime.images);
}

/** GET /api/images/options */
export function imageOptions(runtime: AiRuntime): ImageOptionsDto {
  return { generationAvailable: generationAvailable(runtime) };
}

/** GET /api/images */
export async function listLibrary(
  ctx: ImagesContext,
  query: z.output<typeof imageListQuery>,
): Promise<ImageListDto> {
  const limit = IMAGE_LIMITS.pageSize;
  const rows = await listImages(ctx.db, {
    viewerId: ctx.actor.userId,
    tab: query.tab,
    q: query.q || undefined,
    room: query.room,
    origin: query.origin,
    sort: query.sort,
    offset: query.offset,
    limit: limit + 1,
  });
  return {
    images: rows.slice(0, limit).map((row) => presentImage(row, ctx.actor.userId)),
    nextOffset: rows.length > limit ? query.offset + limit : null,
  };
}

async function isStaff(ctx: ActorContext): Promise<boolean> {
  const roles = await findRoles(ctx.db, ctx.actor.userId);
  return roles.includes("admin") || roles.includes("moderator");
}

/** Whether another member may see it: approved public (curated included) and not hidden by open reports. */
async function inGallery(ctx: ActorContext, image: ImageRow): Promise<boolean> {
  return visibilityOf(image) === "public" && !(await imageHiddenByReports(ctx.db, image.id));
}

/** The image if the actor may see it (own, in the gallery, or staff reviewing it), else 404. */
async function visibleImage(ctx: ActorContext, imageId: string, allowStaff: boolean): Promise<ImageRow> {
  const image = await findImage(ctx.db, imageId);
  if (!image) throw notFound("image");
  if (image.userId === ctx.actor.userId) return image;
  if (await inGallery(ctx, image)) return image;
  if (allowStaff && (await isStaff(ctx))) return image;
  throw notFound("image");
}

export async function ownImage(ctx: ActorContext, imageId: string, db = ctx.db): Promise<ImageRow> {
  const image = await findImage(db, imageId, db !== ctx.db);
  if (!image || image.userId !== ctx.actor.userId) throw notFound("image");
  return image;
}

export async function present(ctx: ActorContext, imageId: string): Promise<BibleImageDto> {
  const row = await findListedImage(ctx.db, imageId, ctx.actor.userId);
  if (!row) throw notFound("image");
  return presentImage(row, ctx.actor.userId);
}

/** GET /api/images/:id */
export async function getImage(ctx: ImagesContext, imageId: string): Promise<BibleImageDto> {
  await visibleImage(ctx, imageId, false);
  return present(ctx, imageId);
}

// ---------- verse cards ----------

/** GET /api/images/verse?reference= — the KJV text (fitted to 400 characters) and the suggested icons. */
export async function lookupVerse(ctx: ImagesContext, reference: string): Promise<VerseLookupDto> {
  const { label, text } = await cardPassageText(ctx.bible, reference);
  return presentVerseLookup({ reference: label, text, suggestedIcons: suggestIcons(label, text) });
}

function cardSpecOf(input: z.output<typeof cardPreviewInput>, label: string): CardSpec {
  return {
    reference: label,
    text: input.text,
    icons: input.icons,
    palette: input.palette,
    format: input.format,
  };
}

/** POST /api/images/cards/preview — the card's SVG, nothing stored. */
export function previewCard(input: z.output<typeof cardPreviewInput>): string {
  const { label } = cardRange(input.reference);
  return renderVerseCardSvg(cardSpecOf(input, label)).svg;
}

/** Stores the file, then the row; a row that can't be written takes its file with it. */
export async function storeNew(
  ctx: ImagesContext,
  key: string,
  bytes: Uint8Array<ArrayBuffer>,
  contentType: string,
  write: () => Promise<ImageRow>,
): Promise<ImageRow> {
  await ctx.storage.put(key, bytes, contentType);
  try {
    return await write();
  } catch (error) {
    await ctx.storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/** POST /api/images/cards */
export async function createCard(
  ctx: ImagesContext,
  input: z.output<typeof verseCardInput>,
): Promise<BibleImageDto> {
  const { label } = cardRange(input.reference);
  const spec = cardSpecOf(input, label);
  const { svg, width, height } = renderVerseCardSvg(spec);
  const bytes = new TextEncoder().encode(svg);
  const id = randomUUID();
  const userId = ctx.actor.userId;
  const key = storageKeyOf(userId, id, "svg");
  const now = ctx.clock.now();
  await storeNew(ctx, key, bytes, "image/svg+xml", () =>
    insertImage(ctx.db, {
      id,
      userId,
      origin: "svg_card",
      room: input.room,
      caption: input.caption || `${label} — ${input.text}`.slice(0, IMAGE_LIMITS.captionMax),
      verseRef: label,
      storagePath: key,
      contentType: "image/svg+xml",
      byteSize: bytes.byteLength,
      width,
      height,
      card: { text: input.text, icons: [...input.icons], palette: input.palette, format: input.format },
      createdAt: now,
      updatedAt: now,
    }),
  );
  return present(ctx, id);
}

// ---------- uploads ----------

export type UploadForm = { file: unknown } & z.output<typeof uploadFields>;

/**
 * POST /api/images/uploads — PNG, JPEG or WebP ≤ 5 MB, re-encoded without metadata; private until made public. An
 * admin may add it to the curated collection instead (§3.11 "curated images, uploaded by admins"): public and approved
 * at once, shown as Phototheology's, and audited.
 */
export async function uploadImage(ctx: ImagesContext, form: UploadForm): Promise<BibleImageDto> {
  const file = form.file;
  if (!(file instanceof File)) throw new AppError(422, "validation_failed", uploadMissingMessage);
  if (form.curated && !(await findRoles(ctx.db, ctx.actor.userId)).includes("admin"))
    throw new AppError(403, "forbidden", curatedAdminOnlyMessage);
  // The body limit already stopped anything much larger; this is the exact rule, before the bytes are read.
  if (file.size > IMAGE_LIMITS.uploadMaxBytes) throw uploadTooLarge();
  const original = new Uint8Array(await file.arrayBuffer());
  const type = checkUpload(original, file.type, file.name);
  const verseRef = form.verseRef ? normaliseImageReference(form.verseRef) : null;
  const { data, width, height } = await reencodeUpload(original, type);
  const id = randomUUID();
  const userId = ctx.actor.userId;
  const key = storageKeyOf(userId, id, extensions[type]);
  const now = ctx.clock.now();
  const row = {
    id,
    userId,
    origin: "upload" as const,
    room: form.room,
    caption: form.caption,
    verseRef,
    storagePath: key,
    contentType: contentTypes[type],
    byteSize: data.byteLength,
    width,
    height,
    createdAt: now,
    updatedAt: now,
  };
  await storeNew(ctx, key, data, contentTypes[type], () =>
    form.curated
      ? ctx.db.transaction(async (tx) => {
          const curated = await insertImage(tx, {
            ...row,
            origin: "curated",
            isPublic: true,
            moderation: "approved",
          });
          await insertAuditEntry(tx, {
            actorId: userId,
            action: "image.curated_upload",
            targetType: "bible_image",
            targetId: id,
            payload: { caption: form.caption, verseRef },
            createdAt: now,
          });
          return curated;
        })
      : insertImage(ctx.db, row),
  );
  return present(ctx, id);
}

// ---------- edits ----------

/** What the automatic check reads of an image others would see: its caption, reference and a card's text. */
function publicText(image: Pick<ImageRow, "caption" | "verseRef" | "card">): string {
  return [image.caption, image.verseRef ?? "", image.card?.text ?? ""].filter(Boolean).join("\n");
}

/**
 * PATCH /api/images/:id — caption, reference, room, public switch. Making a card (or generated image) public runs the
 * text check (approved, held as pending when it can't be made, or 422 blocked); an upload goes public only after a
 * person approves it (pending). A hidden image stays hidden through private and back.
 */
export async function editImage(
  ctx: ImagesContext,
  imageId: string,
  input: z.output<typeof updateImageInput>,
): Promise<BibleImageDto> {
  const verseRef =
    input.verseRef === undefined
      ? undefined
      : input.verseRef === null || input.verseRef === ""
        ? null
        : normaliseImageReference(input.verseRef);
  const current = await ownImage(ctx, imageId);
  const next = {
    caption: input.caption ?? current.caption,
    verseRef: verseRef === undefined ? current.verseRef : verseRef,
    card: current.card,
  };
  const isPublic = input.isPublic ?? current.isPublic;
  const textChanged = next.caption !== current.caption || next.verseRef !== current.verseRef;
  let moderation = current.moderation;
  if (!isPublic) {
    moderation = current.moderation === "hidden" ? "hidden" : null;
  } else if (current.moderation !== "hidden") {
    const becomingPublic = !current.isPublic;
    if (current.origin === "upload") {
      // A person looks at every upload before it is shown; a new caption on an approved one is checked as text.
      if (becomingPublic || current.moderation === null) moderation = "pending";
      else if (textChanged && current.moderation === "approved")
        moderation = await moderateImageText(ctx.runtime, publicText(next), ctx.clock.now());
    } else if (becomingPublic || textChanged || current.moderation === null) {
      moderation = await moderateImageText(ctx.runtime, publicText(next), ctx.clock.now());
    }
  }
  await ctx.db.transaction(async (tx) => {
    await ownImage(ctx, imageId, tx);
    await updateImage(tx, imageId, {
      caption: next.caption,
      verseRef: next.verseRef,
      room: input.room ?? current.room,
      isPublic,
      moderation,
      updatedAt: ctx.clock.now(),
    });
  });
  return present(ctx, imageId);
}

/** DELETE /api/images/:id — the row (favourites and reports' subject with it) and its files. */
export async function removeImage(ctx: ImagesContext, imageId: string): Promise<void> {
  const image = await ownImage(ctx, imageId);
  await deleteImageRow(ctx.db, image.id);
  await removeImageFiles(ctx.storage, image, ctx.logger);
}

// ---------- favourites ----------

/** PUT /api/images/:id/favourite — own images and gallery images only (anything else is a 404). */
export async function favouriteImage(ctx: ImagesContext, imageId: string): Promise<BibleImageDto> {
  await visibleImage(ctx, imageId, false);
  await addFavourite(ctx.db, ctx.actor.userId, imageId, ctx.clock.now());
  return present(ctx, imageId);
}

/** DELETE /api/images/:id/favourite */
export async function unfavouriteImage(ctx: ImagesContext, imageId: string): Promise<void> {
  await removeFavourite(ctx.db, ctx.actor.userId, imageId);
}

// ---------- files ----------

export type ImageFile = {
  body: ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer>;
  size: number | undefined;
  contentType: string;
  fileName: string;
  /** Changes whenever the bytes could (the id and format; files are never rewritten in place). */
  etag: string;
};

function fileNameOf(image: ImageRow, extension: string): string {
  const base = (image.verseRef ?? image.caption ?? "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `${base || "bible-image"}.${extension}`;
}

const fileMissing = () => new AppError(404, "not_found", "That image's file was not found.");

/** GET /api/images/:id/file — the same visibility as the image (staff may open any to review it). */
export async function imageFile(
  ctx: ImagesContext,
  imageId: string,
  format: "original" | "svg" | "png",
): Promise<ImageFile> {
  const image = await visibleImage(ctx, imageId, true);
  if (image.card && format === "png") {
    const key = pngKeyOf(image);
    let png = await ctx.storage.get(key);
    if (!png) {
      const svg = await ctx.storage.get(image.storagePath);
      if (!svg) throw fileMissing();
      png = await renderPng(new TextDecoder().decode(svg));
      await ctx.storage.put(key, png, "image/png").catch((error: unknown) => {
        ctx.logger?.warn({ err: error }, "could not keep a card's PNG (drawn again next time)");
      });
    }
    return {
      body: png,
      size: png.byteLength,
      contentType: "image/png",
      fileName: fileNameOf(image, "png"),
      etag: `"${image.id}-png"`,
    };
  }
  const stored = await ctx.storage.stream(image.storagePath);
  if (!stored) throw fileMissing();
  const extension = image.storagePath.slice(image.storagePath.lastIndexOf(".") + 1);
  return {
    body: stored.body,
    size: stored.size,
    contentType: image.contentType,
    fileName: fileNameOf(image, extension),
    etag: `"${image.id}-${extension}"`,
  };
}
