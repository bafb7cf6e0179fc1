/**
 * The Bible Image Library contract (ai.md §3.11, data model §14): verse cards rendered as SVG on the server, uploads
 * re-encoded on the server, the member's library (My images, Favourites) and the public gallery with curated images.
 * Files live in object storage; rows keep only the path. The server validates with these schemas; the client's forms
 * use the same limits and messages.
 */
import { z } from "zod";
import { text } from "./text";

export const IMAGE_LIMITS = {
  /** ai.md §1.7: the verse card's text override. */
  cardTextMax: 400,
  /** ai.md §1.7: an image description (the caption of a card or an upload). */
  captionMax: 500,
  verseRefMax: 50,
  /** §3.11: an upload is at most 5 MB. */
  uploadMaxBytes: 5 * 1024 * 1024,
  iconsMin: 1,
  iconsMax: 3,
  searchMax: 100,
  pageSize: 48,
} as const;

/** The palace rooms an image serves (§3.11), or none. */
export const imageRooms = ["translation", "24fps", "bible_rendered", "none"] as const;
export type ImageRoom = (typeof imageRooms)[number];
export const imageRoomLabels: Record<ImageRoom, string> = {
  translation: "Translation Room",
  "24fps": "24FPS Room",
  bible_rendered: "Bible Rendered",
  none: "No room",
};

export const imageOrigins = ["generated", "svg_card", "upload", "curated"] as const;
export type ImageOrigin = (typeof imageOrigins)[number];
export const imageOriginLabels: Record<ImageOrigin, string> = {
  generated: "Generated",
  svg_card: "Verse card",
  upload: "Upload",
  curated: "Curated",
};

/** The four verse-card themes. */
export const cardPalettes = ["parchment", "night", "olive", "sky"] as const;
export type CardPalette = (typeof cardPalettes)[number];
export const cardPaletteLabels: Record<CardPalette, string> = {
  parchment: "Parchment",
  night: "Night sky",
  olive: "Olive grove",
  sky: "Morning sky",
};

/** §3.11: square 1080×1080, tall 1080×1920, wide 1200×630. */
export const cardFormats = {
  square: { width: 1080, height: 1080, label: "Square 1080×1080" },
  tall: { width: 1080, height: 1920, label: "Tall 1080×1920" },
  wide: { width: 1200, height: 630, label: "Wide 1200×630" },
} as const;
export type CardFormat = keyof typeof cardFormats;
export const cardFormatIds = Object.keys(cardFormats) as [CardFormat, ...CardFormat[]];

/** Our own symbol icons (drawn in server/modules/images/icon-set.ts). */
export const cardIcons = [
  "lamb",
  "shepherd",
  "light",
  "water",
  "bread",
  "vine",
  "door",
  "rock",
  "crown",
  "ark",
  "lampstand",
  "altar",
  "dove",
  "scroll",
  "trumpet",
  "star",
  "cross",
  "tree",
  "fire",
  "mountain",
] as const;
export type CardIcon = (typeof cardIcons)[number];
export const cardIconLabels: Record<CardIcon, string> = {
  lamb: "Lamb",
  shepherd: "Shepherd's staff",
  light: "Light",
  water: "Water",
  bread: "Bread",
  vine: "Vine",
  door: "Door",
  rock: "Rock",
  crown: "Crown",
  ark: "Ark",
  lampstand: "Lampstand",
  altar: "Altar",
  dove: "Dove",
  scroll: "Scroll",
  trumpet: "Trumpet",
  star: "Star",
  cross: "Cross",
  tree: "Tree",
  fire: "Fire",
  mountain: "Mountain",
};

export const imageSorts = ["newest", "popular"] as const;
export type ImageSort = (typeof imageSorts)[number];
export const imageSortLabels: Record<ImageSort, string> = {
  newest: "Newest first",
  popular: "Most favourited",
};

export const imageTabs = ["mine", "favourites", "gallery"] as const;
export type ImageTab = (typeof imageTabs)[number];

const L = IMAGE_LIMITS;
const trimmed = () => text().trim();

const reference = trimmed()
  .min(1, "Enter a verse reference, e.g. Psalm 23:1.")
  .max(L.verseRefMax, `Keep the reference to ${L.verseRefMax} characters.`);
const caption = trimmed().max(L.captionMax, `Keep the caption to ${L.captionMax} characters.`);

export const imageIdParam = z.strictObject({ id: z.uuid("That image doesn't exist.") });

/** GET /api/images */
export const imageListQuery = z.strictObject({
  tab: z.enum(imageTabs).default("gallery"),
  q: trimmed().max(L.searchMax, `Keep the search to ${L.searchMax} characters.`).optional(),
  room: z.enum(imageRooms).optional(),
  origin: z.enum(imageOrigins).optional(),
  sort: z.enum(imageSorts).default("newest"),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type ImageListQuery = z.input<typeof imageListQuery>;

/** GET /api/images/verse?reference= — the KJV text and suggested icons for a verse card. */
export const verseLookupQuery = z.strictObject({ reference });

const cardFields = {
  reference,
  text: trimmed()
    .min(1, "The card needs some text.")
    .max(L.cardTextMax, `Keep the card text to ${L.cardTextMax} characters.`),
  icons: z
    .array(z.enum(cardIcons, "Choose icons from the list."))
    .min(L.iconsMin, "Choose at least one icon.")
    .max(L.iconsMax, `Choose at most ${L.iconsMax} icons.`)
    .refine((icons) => new Set(icons).size === icons.length, "Choose each icon once."),
  palette: z.enum(cardPalettes, "Choose a palette."),
  format: z.enum(cardFormatIds, "Choose a format."),
};

/** POST /api/images/cards/preview — the SVG only, nothing stored. */
export const cardPreviewInput = z.strictObject(cardFields);
export type CardPreviewInput = z.input<typeof cardPreviewInput>;

/** POST /api/images/cards */
export const verseCardInput = z.strictObject({
  ...cardFields,
  room: z.enum(imageRooms).default("none"),
  caption: caption.optional(),
});
export type VerseCardInput = z.input<typeof verseCardInput>;

/** The text fields of POST /api/images/uploads (multipart, beside `file`). */
export const uploadFields = z.object({
  caption: caption.default(""),
  verseRef: trimmed().max(L.verseRefMax, `Keep the reference to ${L.verseRefMax} characters.`).default(""),
  room: z.enum(imageRooms).default("none"),
});

/** PATCH /api/images/:id — caption, reference, room and visibility. */
export const updateImageInput = z
  .strictObject({
    caption: caption.optional(),
    verseRef: trimmed()
      .max(L.verseRefMax, `Keep the reference to ${L.verseRefMax} characters.`)
      .nullable()
      .optional(),
    room: z.enum(imageRooms).optional(),
    isPublic: z.boolean().optional(),
  })
  .refine((value) => Object.keys(value).length > 0, "Nothing to change.");
export type UpdateImageInput = z.input<typeof updateImageInput>;

/** GET /api/images/:id/file?format=png&download=1 */
export const imageFileQuery = z.strictObject({
  format: z.enum(["original", "svg", "png"]).default("original"),
  download: z.enum(["0", "1"]).optional(),
});

// ---------- answers ----------

/** What others see of an image: public to members, waiting for a person, or hidden (by staff or reports). */
export type ImageVisibility = "private" | "public" | "pending" | "hidden";

export interface BibleImageDto {
  id: string;
  origin: ImageOrigin;
  room: ImageRoom;
  caption: string;
  verseRef: string | null;
  style: string | null;
  width: number;
  height: number;
  contentType: string;
  isPublic: boolean;
  visibility: ImageVisibility;
  mine: boolean;
  favourited: boolean;
  favouriteCount: number;
  /** The creator's display name only; curated images read "Phototheology". */
  creator: { displayName: string } | null;
  createdAt: string;
  /** The file (GET, same visibility rules) and the downloads offered. */
  fileUrl: string;
  downloads: { label: string; url: string }[];
}

export interface ImageListDto {
  images: BibleImageDto[];
  nextOffset: number | null;
}

export interface VerseLookupDto {
  reference: string;
  text: string;
  suggestedIcons: CardIcon[];
}

export interface ImageOptionsDto {
  /** Only with AI_IMAGE_MODEL (§3.11); without it the Generate tab is absent. */
  generationAvailable: boolean;
}

// ---------- messages (ai.md §3.11, reused verbatim) ----------

export const generationUnavailableNote =
  "AI image generation isn't set up on this site. Verse cards and uploads are available.";
export const waitingForReviewMessage = "Waiting for review";
export const uploadReviewNotice =
  "Uploaded images are checked by a person before they appear in the public gallery. This one is waiting for review.";
export const heldForReviewMessage = "We couldn't check this right now, so it's waiting for review.";
export const uploadLimitNote =
  "PNG, JPEG or WebP, up to 5 MB. We re-save it and remove hidden details such as location.";
export const uploadTooLargeMessage = "That file is larger than 5 MB. Choose a smaller image.";
export const uploadNotImageMessage = "That file isn't a PNG, JPEG or WebP image.";
export const uploadMismatchMessage =
  "That file's contents don't match its type. Save it again as PNG, JPEG or WebP and try again.";
export const uploadUnreadableMessage = "That image couldn't be read. It may be damaged; try saving it again.";
export const uploadMissingMessage = "Choose an image to upload.";
