// Uploads (ai.md §3.11): PNG, JPEG or WebP up to 5 MB. The bytes decide the type (magic numbers), never the name or
// the declared type; a file whose declared type or extension names a different image type is refused as lying about
// itself (documented choice: a JPEG sent as image/png gets 415 upload_type_mismatch). What is kept is a fresh encoding
// by sharp: metadata (EXIF location, camera, comments) is not copied, orientation is applied first, and the pixel
// count is capped so a small file can't unpack into a huge image.
import {
  IMAGE_LIMITS,
  uploadMismatchMessage,
  uploadNotImageMessage,
  uploadTooLargeMessage,
  uploadUnreadableMessage,
} from "@common/schemas/images";
import { AppError } from "@server/http/errors";

export type ImageType = "png" | "jpeg" | "webp";

export const contentTypes: Record<ImageType, string> = {
  png: "image/png",
  jpeg: "image/jpeg",
  webp: "image/webp",
};
export const extensions: Record<ImageType, string> = { png: "png", jpeg: "jpg", webp: "webp" };

/** The image type the first bytes announce, or null. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const starts = (signature: readonly number[], at = 0) =>
    bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (starts([0xff, 0xd8, 0xff])) return "jpeg";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

const declaredTypes: Record<string, ImageType> = {
  "image/png": "png",
  "image/jpeg": "jpeg",
  "image/jpg": "jpeg",
  "image/pjpeg": "jpeg",
  "image/webp": "webp",
};
const extensionTypes: Record<string, ImageType> = {
  png: "png",
  jpg: "jpeg",
  jpeg: "jpeg",
  jfif: "jpeg",
  webp: "webp",
};

/**
 * What the sender claims: the part's content type when it names one, else the file name's extension. "unknown" when
 * it claims nothing we can compare (application/octet-stream and no extension), "other" for a non-image claim.
 */
function claimedType(declared: string, fileName: string): ImageType | "unknown" | "other" {
  const type = declared.split(";")[0]?.trim().toLowerCase() ?? "";
  if (type !== "" && type !== "application/octet-stream") return declaredTypes[type] ?? "other";
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (!extension) return "unknown";
  return extensionTypes[extension] ?? "other";
}

export const uploadTooLarge = () => new AppError(413, "payload_too_large", uploadTooLargeMessage);

/** Refuses what isn't an image we take (415), is too large (413) or lies about its type (415). */
export function checkUpload(bytes: Uint8Array, declared: string, fileName: string): ImageType {
  if (bytes.byteLength > IMAGE_LIMITS.uploadMaxBytes) throw uploadTooLarge();
  const sniffed = sniffImageType(bytes);
  if (!sniffed) throw new AppError(415, "unsupported_image", uploadNotImageMessage);
  const claimed = claimedType(declared, fileName);
  if (claimed !== "unknown" && claimed !== sniffed)
    throw new AppError(415, "upload_type_mismatch", uploadMismatchMessage);
  return sniffed;
}

/** Largest side kept; larger images are scaled down (a study image needs no more). */
const maxSide = 4096;
const maxInputPixels = 60_000_000;

/** A fresh encoding of the upload in its own format, without metadata; 422 when sharp can't decode it. */
export async function reencodeUpload(
  bytes: Uint8Array,
  type: ImageType,
): Promise<{ data: Uint8Array<ArrayBuffer>; width: number; height: number }> {
  // sharp (a native library) loads on the first upload, not with the app: most processes never decode an image.
  const { default: sharp } = await import("sharp");
  try {
    let pipeline = sharp(bytes, { limitInputPixels: maxInputPixels, failOn: "error" })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: "inside", withoutEnlargement: true });
    pipeline =
      type === "png"
        ? pipeline.png({ compressionLevel: 8 })
        : type === "jpeg"
          ? pipeline.jpeg({ quality: 88 })
          : pipeline.webp({ quality: 88 });
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { data: new Uint8Array(data), width: info.width, height: info.height };
  } catch {
    throw new AppError(422, "unreadable_image", uploadUnreadableMessage);
  }
}
