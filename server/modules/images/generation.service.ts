// Generate with AI (ai.md §3.11, §1.5, §1.7, §1.8, §4.13): one picture is one question and one of the day's pictures
// (AI_IMAGE_DAILY_CAP on every plan with the tool), both reserved at once under the member's quota lock. The
// description is moderated before the image model is called; a blocked or unchecked description gives both back, as
// does a provider failure (retried once after 1 s on a server error). What the model sent is checked by its bytes,
// re-encoded without metadata by the uploads' helper and kept in object storage like an upload; the row keeps the
// description (prompt), style, room and verse so a Variation can make a new picture from them. Word pictures are one
// structured question (askStructured: reservation, one repair, refund); while no model answers, the symbol dictionary
// writes one offline. Without an image model the routes answer 409.
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { AiQuotaDto } from "@common/schemas/ai";
import {
  type GeneratedImageDto,
  type generateImageInput,
  type GenerationRoom,
  generationRooms,
  generationUnavailableNote,
  type ImageStyle,
  imageStyles,
  variationNotGeneratedMessage,
  type WordPictureDto,
  type wordPictureInput,
  wordPictureUnreadableMessage,
} from "@common/schemas/images";
import { AppError } from "@server/http/errors";
import { loadActorAccess } from "@server/modules/access/access.service";
import { imagePrompt, wordPictureAnswer, wordPictureMessages } from "@server/modules/ai/instructions/images";
import { ProviderFailure, type ImageProvider } from "@server/modules/ai/provider/types";
import {
  quotaPolicy,
  readQuota,
  refundQuestion,
  reserveQuestion,
  settleRequest,
} from "@server/modules/ai/quota.service";
import {
  askStructured,
  modelAvailable,
  recordOffline,
  StudyProviderError,
} from "@server/modules/ai-study/structured";
import { cardPassageText, normaliseImageReference } from "./card-passage";
import { moderateImagePrompt } from "./image-moderation";
import { insertImage } from "./images.queries";
import {
  generationAvailable,
  type ImagesContext,
  ownImage,
  present,
  storageKeyOf,
  storeNew,
} from "./images.service";
import { contentTypes, extensions, reencodeUpload, sniffImageType } from "./upload-validation";
import { offlineWordPicture } from "./word-picture-offline";

/** The name a generated picture carries in ai_requests; the day's image cap counts these rows. */
export const imageGenerateTool = "image_generate";

const retryDelayMs = 1000;

/** 409 without an image model (documented choice: the route exists, the site has nothing to answer it with). */
function imageProviderOf(ctx: ImagesContext): ImageProvider {
  const images = ctx.runtime.images;
  if (!generationAvailable(ctx.runtime) || !images)
    throw new AppError(409, "generation_unavailable", generationUnavailableNote);
  return images;
}

type Picture = { description: string; style: ImageStyle; room: GenerationRoom; verseRef: string | null };

function asFailure(error: unknown): ProviderFailure {
  if (error instanceof ProviderFailure) return error;
  return new ProviderFailure("server_error", null, error instanceof Error ? error.message : "unknown error");
}

/** A provider failure as the §1.8 error card reads it; there is no offline picture to offer instead. */
function pictureFailed(kind: Exclude<ProviderFailure["kind"], "aborted">, quota: AiQuotaDto): AppError {
  const mapped = new StudyProviderError(kind, quota);
  const details = mapped.details as Record<string, unknown>;
  return new AppError(mapped.status, mapped.code, mapped.message, { ...details, offlineAvailable: false });
}

/** One call to the image model, its answer re-encoded (an answer sharp can't read is the provider's failure). */
async function drawOnce(ctx: ImagesContext, images: ImageProvider, prompt: string) {
  const { bytes } = await images.generateImage({
    prompt,
    size: ctx.runtime.config.imageSize,
    signal: new AbortController().signal,
  });
  const type = sniffImageType(bytes);
  if (!type) throw new ProviderFailure("server_error", null, "the image answer held no picture");
  try {
    return { type, ...(await reencodeUpload(bytes, type)) };
  } catch {
    throw new ProviderFailure("server_error", null, "the image answer could not be decoded");
  }
}

/** §1.8: one retry after 1 s on a server error or a network failure; never on a 4xx. */
async function draw(ctx: ImagesContext, images: ImageProvider, prompt: string) {
  try {
    return await drawOnce(ctx, images, prompt);
  } catch (error) {
    if (asFailure(error).kind !== "server_error") throw error;
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
    return drawOnce(ctx, images, prompt);
  }
}

/** Reserve → moderate → draw → keep; everything that fails before the picture is kept gives the question back. */
async function makePicture(ctx: ImagesContext, picture: Picture): Promise<GeneratedImageDto> {
  const images = imageProviderOf(ctx);
  const policy = quotaPolicy(await loadActorAccess(ctx));
  const reservation = await reserveQuestion(ctx, policy, {
    tool: imageGenerateTool,
    source: images.source,
    imageCap: ctx.runtime.config.imageDailyCap,
  });
  const started = performance.now();
  const settle = (status: "complete" | "refused" | "failed", errorCode: string | null) =>
    settleRequest(ctx, reservation, {
      status,
      source: images.source,
      errorCode,
      latencyMs: Math.round(performance.now() - started),
    });
  const giveBack = async (status: "refused" | "failed", errorCode: string) => {
    await refundQuestion(ctx, ctx.actor.userId, reservation);
    await settle(status, errorCode);
  };

  try {
    await moderateImagePrompt(ctx.runtime, picture.description, ctx.clock.now());
  } catch (error) {
    await giveBack("refused", error instanceof AppError ? error.code : "moderation_failed");
    throw error;
  }

  let drawn: Awaited<ReturnType<typeof draw>>;
  try {
    drawn = await draw(ctx, images, imagePrompt(picture));
  } catch (error) {
    const failure = asFailure(error);
    const kind = failure.kind === "aborted" ? "server_error" : failure.kind;
    await refundQuestion(ctx, ctx.actor.userId, reservation);
    const failed = pictureFailed(kind, await readQuota(ctx, policy));
    await settle("failed", failed.code);
    // The image model shares the provider account: its faults pause AI like any other (§1.8) and show on /admin/ai.
    ctx.runtime.health.record(failure);
    ctx.logger?.warn(
      { tool: imageGenerateTool, kind: failure.kind, status: failure.status, detail: failure.detail },
      "AI image call failed",
    );
    throw failed;
  }

  const id = randomUUID();
  const userId = ctx.actor.userId;
  const key = storageKeyOf(userId, id, extensions[drawn.type]);
  const now = ctx.clock.now();
  try {
    await storeNew(ctx, key, drawn.data, contentTypes[drawn.type], () =>
      insertImage(ctx.db, {
        id,
        userId,
        origin: "generated",
        room: picture.room,
        caption: picture.description,
        prompt: picture.description,
        verseRef: picture.verseRef,
        style: picture.style,
        storagePath: key,
        contentType: contentTypes[drawn.type],
        byteSize: drawn.data.byteLength,
        width: drawn.width,
        height: drawn.height,
        createdAt: now,
        updatedAt: now,
      }),
    );
  } catch (error) {
    // The member got nothing: the question isn't spent.
    await giveBack("failed", "internal_error");
    throw error;
  }
  await settle("complete", null);
  return { image: await present(ctx, id), quota: await readQuota(ctx, policy) };
}

/** POST /api/images/generate */
export async function generateImage(
  ctx: ImagesContext,
  input: z.output<typeof generateImageInput>,
): Promise<GeneratedImageDto> {
  imageProviderOf(ctx);
  const verseRef = input.verseRef ? normaliseImageReference(input.verseRef) : null;
  return makePicture(ctx, { description: input.description, style: input.style, room: input.room, verseRef });
}

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.find((candidate) => candidate === value) ?? fallback;

/**
 * POST /api/images/:id/variation — a new picture from the same description, style, room and verse; the original is
 * kept. Another member's image is a 404; an image that wasn't generated is a 409.
 */
export async function makeVariation(ctx: ImagesContext, imageId: string): Promise<GeneratedImageDto> {
  const original = await ownImage(ctx, imageId);
  if (original.origin !== "generated") throw new AppError(409, "not_generated", variationNotGeneratedMessage);
  return makePicture(ctx, {
    description: original.prompt ?? original.caption,
    style: oneOf(imageStyles, original.style, "reverent_painting"),
    room: oneOf(generationRooms, original.room, "translation"),
    verseRef: original.verseRef,
  });
}

/** POST /api/images/word-picture — one counted question; nothing is saved (it fills the description field). */
export async function writeWordPicture(
  ctx: ImagesContext,
  input: z.output<typeof wordPictureInput>,
): Promise<WordPictureDto> {
  imageProviderOf(ctx);
  const { label, text } = await cardPassageText(ctx.bible, input.verseRef);
  if (!modelAvailable(ctx.runtime, ctx.clock.now())) {
    // No model answering (§1.8 paused): the symbol dictionary writes it (§2.4), recorded and never counted.
    await recordOffline(ctx, "image_word_picture");
    return {
      verseRef: label,
      wordPicture: offlineWordPicture(label, text),
      source: "offline",
      quota: await readQuota(ctx, quotaPolicy(await loadActorAccess(ctx))),
    };
  }
  const outcome = await askStructured(ctx, ctx.runtime, await loadActorAccess(ctx), {
    tool: "image_word_picture",
    schemaName: "image_word_picture",
    schema: wordPictureAnswer,
    messages: wordPictureMessages(label, text),
    maxOutputTokens: 400,
    userInputs: [],
  });
  if (outcome.kind === "bad_output") {
    throw new AppError(502, "ai_bad_output", wordPictureUnreadableMessage, {
      retryable: true,
      offlineAvailable: false,
      quota: outcome.quota,
    });
  }
  return {
    verseRef: label,
    wordPicture: outcome.value.wordPicture,
    source: outcome.source,
    quota: outcome.quota,
  };
}
