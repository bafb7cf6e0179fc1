import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { validator } from "hono/validator";
import {
  cardPreviewInput,
  generateImageInput,
  IMAGE_LIMITS,
  imageFileQuery,
  imageIdParam,
  imageListQuery,
  updateImageInput,
  uploadFields,
  uploadTooLargeMessage,
  verseCardInput,
  verseLookupQuery,
  wordPictureInput,
} from "@common/schemas/images";
import type { Auth } from "@server/auth/auth";
import type { AppEnv } from "@server/http/app-env";
import type { ServiceContext } from "@server/http/context";
import { AppError, errorBody } from "@server/http/errors";
import { requireFeature } from "@server/http/require-feature";
import { requireSession } from "@server/http/require-session";
import { validate } from "@server/http/validate";
import { jsonBody } from "@server/http/ai-json-body";
import { QuotaRefusal } from "@server/modules/ai/quota.service";
import { generateImage, makeVariation, writeWordPicture } from "./generation.service";
import {
  createCard,
  editImage,
  favouriteImage,
  getImage,
  imageFile,
  imageOptions,
  type ImagesDeps,
  listLibrary,
  lookupVerse,
  previewCard,
  removeImage,
  unfavouriteImage,
  uploadImage,
  type UploadForm,
} from "./images.service";

/** The AI tools answer invalid input with 422 (ai.md §1.2 step 3). */
const unprocessable = { status: 422, code: "validation_failed" } as const;

/** A 429 says when to come back (ai.md §1.5), as the chat routes do. */
const retryAfter = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.error instanceof QuotaRefusal) c.header("Retry-After", String(c.error.retryAfterSeconds));
});

/** The upload route's own body limit (app.ts leaves it out of the 1 MB one): 5 MB and room for the form's parts. */
export const uploadBodyLimit = IMAGE_LIMITS.uploadMaxBytes + 64 * 1024;
export const imageUploadPath = "/api/images/uploads";

/** The multipart body: a `file` part and the text fields, validated by the shared schema. */
const uploadForm = validator("form", (value) => {
  const fields = uploadFields.safeParse({
    caption: typeof value.caption === "string" ? value.caption : undefined,
    verseRef: typeof value.verseRef === "string" ? value.verseRef : undefined,
    room: typeof value.room === "string" && value.room !== "" ? value.room : undefined,
    curated: typeof value.curated === "string" && value.curated !== "" ? value.curated : undefined,
  });
  if (!fields.success) {
    const issues = fields.error.issues.map((issue) => ({
      path: issue.path.join("."),
      message: issue.message,
    }));
    throw new AppError(422, "validation_failed", issues[0]?.message ?? "Invalid input", { issues });
  }
  return { ...fields.data, file: value.file } satisfies UploadForm;
});

/**
 * /api/images (ai.md §3.11). Order of checks: session (401) → plan (402: `tools.image_library` to create,
 * `tools.image_library.gallery` — every plan — to browse and favourite) → schema (422) → the image (404 when it isn't
 * the member's, or not in the gallery for reads). Uploads: 413 over 5 MB before the body is read, 415 for what isn't a
 * PNG, JPEG or WebP (or lies about its type), 422 for an image that can't be decoded.
 * Generate with AI (generate, word-picture, :id/variation): 409 generation_unavailable without an image model (the
 * routes stay mounted so the typed client knows them), then the AI layer's answers — 429 with Retry-After at a limit,
 * 422 content_blocked, 503 moderation_unavailable, the §1.8 provider errors (nothing counted); a variation of another
 * member's image is a 404, of one that wasn't generated a 409.
 */
export function imageRoutes(deps: ServiceContext & ImagesDeps & { auth: Auth }) {
  const ctx = (c: { var: AppEnv["Variables"] }) => ({
    db: deps.db,
    clock: deps.clock,
    logger: c.var.logger,
    actor: c.var.actor,
    storage: deps.storage,
    bible: deps.bible,
    runtime: deps.runtime,
  });
  const idParam = validate("param", imageIdParam, unprocessable);
  const create = requireFeature("tools.image_library", deps);
  return new Hono<AppEnv>()
    .use(requireSession(deps.auth))
    .use(requireFeature("tools.image_library.gallery", deps))
    .get("/options", (c) => c.json(imageOptions(deps.runtime)))
    .get("/", validate("query", imageListQuery, unprocessable), async (c) =>
      c.json(await listLibrary(ctx(c), c.req.valid("query"))),
    )
    .get("/verse", create, validate("query", verseLookupQuery, unprocessable), async (c) =>
      c.json(await lookupVerse(ctx(c), c.req.valid("query").reference)),
    )
    .post("/cards/preview", create, jsonBody(cardPreviewInput, "text"), (c) => {
      const svg = previewCard(c.req.valid("json"));
      return c.body(svg, 200, {
        "content-type": "image/svg+xml; charset=utf-8",
        "cache-control": "no-store",
        "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
      });
    })
    .post("/cards", create, jsonBody(verseCardInput, "text"), async (c) =>
      c.json(await createCard(ctx(c), c.req.valid("json")), 201),
    )
    .post("/generate", create, retryAfter, jsonBody(generateImageInput, "description"), async (c) =>
      c.json(await generateImage(ctx(c), c.req.valid("json")), 201),
    )
    .post("/word-picture", create, retryAfter, jsonBody(wordPictureInput), async (c) =>
      c.json(await writeWordPicture(ctx(c), c.req.valid("json"))),
    )
    .post(
      "/uploads",
      create,
      bodyLimit({
        maxSize: uploadBodyLimit,
        onError: (c) => c.json(errorBody(new AppError(413, "payload_too_large", uploadTooLargeMessage)), 413),
      }),
      uploadForm,
      async (c) => c.json(await uploadImage(ctx(c), c.req.valid("form")), 201),
    )
    .get("/:id", idParam, async (c) => c.json(await getImage(ctx(c), c.req.valid("param").id)))
    .post("/:id/variation", create, idParam, retryAfter, async (c) =>
      c.json(await makeVariation(ctx(c), c.req.valid("param").id), 201),
    )
    .patch("/:id", idParam, jsonBody(updateImageInput, "caption"), async (c) =>
      c.json(await editImage(ctx(c), c.req.valid("param").id, c.req.valid("json"))),
    )
    .delete("/:id", idParam, async (c) => {
      await removeImage(ctx(c), c.req.valid("param").id);
      return c.body(null, 204);
    })
    .put("/:id/favourite", idParam, async (c) =>
      c.json(await favouriteImage(ctx(c), c.req.valid("param").id)),
    )
    .delete("/:id/favourite", idParam, async (c) => {
      await unfavouriteImage(ctx(c), c.req.valid("param").id);
      return c.body(null, 204);
    })
    .get("/:id/file", idParam, validate("query", imageFileQuery, unprocessable), async (c) => {
      const { format, download } = c.req.valid("query");
      const file = await imageFile(ctx(c), c.req.valid("param").id, format);
      const headers: Record<string, string> = {
        "content-type": file.contentType,
        // Behind the session and the visibility rules: kept by this browser only. Files never change in place.
        "cache-control": "private, max-age=3600",
        etag: file.etag,
        "content-disposition": `${download === "1" ? "attachment" : "inline"}; filename="${file.fileName}"`,
      };
      // An SVG opened on its own can't run anything or load anything.
      if (file.contentType === "image/svg+xml")
        headers["content-security-policy"] = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
      if (file.size !== undefined) headers["content-length"] = String(file.size);
      if (c.req.header("if-none-match") === file.etag) {
        if (file.body instanceof ReadableStream) await file.body.cancel();
        return c.body(null, 304, { etag: file.etag, "cache-control": headers["cache-control"]! });
      }
      return c.body(file.body, 200, headers);
    });
}
