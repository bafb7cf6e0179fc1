import type { BibleImageDto, ImageVisibility, VerseLookupDto } from "@common/schemas/images";
import type { ImageRow, ListedImageRow } from "./images.queries";

/** Curated images have no member behind them; the gallery names the site. */
export const curatedCreatorName = "Phototheology";

const downloadLabels: Record<string, string> = {
  "image/png": "PNG",
  "image/jpeg": "JPEG",
  "image/webp": "WebP",
  "image/svg+xml": "SVG",
};

export function visibilityOf(image: Pick<ImageRow, "isPublic" | "moderation">): ImageVisibility {
  if (!image.isPublic) return "private";
  if (image.moderation === "approved") return "public";
  if (image.moderation === "hidden") return "hidden";
  return "pending";
}

export const fileUrlOf = (imageId: string) => `/api/images/${imageId}/file`;

/** Drawn cards download as PNG and SVG; an upload as its own (re-encoded) file. */
function downloadsOf(image: ImageRow): BibleImageDto["downloads"] {
  const base = fileUrlOf(image.id);
  if (image.card)
    return [
      { label: "PNG", url: `${base}?format=png&download=1` },
      { label: "SVG", url: `${base}?format=svg&download=1` },
    ];
  return [{ label: downloadLabels[image.contentType] ?? "File", url: `${base}?download=1` }];
}

export function presentImage(row: ListedImageRow, viewerId: string): BibleImageDto {
  const { image } = row;
  const mine = image.userId === viewerId;
  return {
    id: image.id,
    origin: image.origin,
    room: image.room,
    caption: image.caption,
    verseRef: image.verseRef,
    style: image.style,
    width: image.width,
    height: image.height,
    contentType: image.contentType,
    isPublic: image.isPublic,
    visibility: visibilityOf(image),
    mine,
    favourited: row.favourited,
    favouriteCount: row.favouriteCount,
    creator:
      image.origin === "curated"
        ? { displayName: curatedCreatorName }
        : row.ownerName === null
          ? null
          : { displayName: row.ownerName },
    createdAt: image.createdAt.toISOString(),
    fileUrl: fileUrlOf(image.id),
    downloads: downloadsOf(image),
  };
}

export function presentVerseLookup(value: VerseLookupDto): VerseLookupDto {
  return { reference: value.reference, text: value.text, suggestedIcons: [...value.suggestedIcons] };
}
