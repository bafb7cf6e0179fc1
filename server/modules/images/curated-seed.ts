// The curated seed (ai.md §3.11): one verse card for a key verse of each chapter of Genesis 1–24, for the 24FPS room
// (one frame per chapter), shown in the public gallery as curated images. Run once on start: only cards whose seed key
// is missing are drawn (SVG only; the PNG is drawn on first download), so a restart costs one small query.
import { randomUUID } from "node:crypto";
import type { CardIcon, CardPalette } from "@common/schemas/images";
import { cardPalettes } from "@common/schemas/images";
import type { Clock } from "@server/clock";
import type { Db } from "@server/db/client";
import type { Logger } from "@server/logger";
import type { BibleSource } from "@server/modules/bible/bible-data.types";
import type { ObjectStorage } from "@server/services/storage/storage";
import { cardPassageText } from "./card-passage";
import { insertSeededImage, seededKeys } from "./images.queries";
import { storageKeyOf } from "./images.service";
import { renderVerseCardSvg } from "./verse-card";

type Frame = { chapter: number; reference: string; title: string; icons: CardIcon[] };

/** Our choice of one key verse per chapter, with a frame title in our own words. */
export const genesisFrames: readonly Frame[] = [
  { chapter: 1, reference: "Genesis 1:1", title: "Creation", icons: ["star", "light"] },
  { chapter: 2, reference: "Genesis 2:7", title: "Dust and breath", icons: ["tree", "dove"] },
  { chapter: 3, reference: "Genesis 3:15", title: "The first promise", icons: ["cross", "star"] },
  { chapter: 4, reference: "Genesis 4:4", title: "Abel's lamb", icons: ["lamb", "altar"] },
  { chapter: 5, reference: "Genesis 5:24", title: "Enoch walks with God", icons: ["mountain", "star"] },
  { chapter: 6, reference: "Genesis 6:8", title: "Grace for Noah", icons: ["ark", "light"] },
  { chapter: 7, reference: "Genesis 7:1", title: "Come into the ark", icons: ["ark", "door"] },
  { chapter: 8, reference: "Genesis 8:11", title: "The olive leaf", icons: ["dove", "tree"] },
  { chapter: 9, reference: "Genesis 9:13", title: "The bow in the cloud", icons: ["light", "water"] },
  { chapter: 10, reference: "Genesis 10:32", title: "The nations spread", icons: ["crown", "star"] },
  { chapter: 11, reference: "Genesis 11:4", title: "The tower", icons: ["mountain", "rock"] },
  { chapter: 12, reference: "Genesis 12:1", title: "Abram called out", icons: ["door", "star"] },
  { chapter: 13, reference: "Genesis 13:18", title: "An altar at Hebron", icons: ["altar", "tree"] },
  { chapter: 14, reference: "Genesis 14:18", title: "Bread and wine", icons: ["bread", "vine", "crown"] },
  { chapter: 15, reference: "Genesis 15:5", title: "Count the stars", icons: ["star"] },
  { chapter: 16, reference: "Genesis 16:13", title: "The God who sees", icons: ["light", "water"] },
  { chapter: 17, reference: "Genesis 17:1", title: "Walk before me", icons: ["mountain", "light"] },
  { chapter: 18, reference: "Genesis 18:14", title: "Nothing too hard", icons: ["star", "door"] },
  { chapter: 19, reference: "Genesis 19:17", title: "Escape to the mountain", icons: ["mountain", "fire"] },
  { chapter: 20, reference: "Genesis 20:17", title: "Abraham prays", icons: ["altar", "dove"] },
  { chapter: 21, reference: "Genesis 21:19", title: "A well in the wilderness", icons: ["water", "light"] },
  {
    chapter: 22,
    reference: "Genesis 22:8",
    title: "God will provide a lamb",
    icons: ["lamb", "altar", "mountain"],
  },
  { chapter: 23, reference: "Genesis 23:19", title: "The cave of Machpelah", icons: ["rock", "tree"] },
  { chapter: 24, reference: "Genesis 24:27", title: "Led in the way", icons: ["door", "water"] },
];

export const seedKeyOf = (chapter: number) => `curated:24fps:genesis-${chapter}`;

export type SeedDeps = {
  db: Db;
  storage: ObjectStorage;
  bible: BibleSource;
  clock: Clock;
  logger?: Logger;
  /** Stops between cards (the server is stopping); what was added stays, the rest is added next start. */
  signal?: AbortSignal;
};

/** Adds the missing curated cards; returns how many were added. Safe to run on every start and on several instances. */
export async function seedCuratedImages(deps: SeedDeps): Promise<number> {
  if (deps.signal?.aborted) return 0;
  const existing = await seededKeys(deps.db);
  if (deps.signal?.aborted) return 0;
  const missing = genesisFrames.filter((frame) => !existing.has(seedKeyOf(frame.chapter)));
  let added = 0;
  for (const frame of missing) {
    if (deps.signal?.aborted) break;
    const { label, text } = await cardPassageText(deps.bible, frame.reference);
    if (deps.signal?.aborted) break;
    const palette: CardPalette = cardPalettes[(frame.chapter - 1) % cardPalettes.length]!;
    const { svg, width, height } = renderVerseCardSvg({
      reference: label,
      text,
      icons: frame.icons,
      palette,
      format: "square",
    });
    const id = randomUUID();
    const key = storageKeyOf(null, id, "svg");
    const bytes = new TextEncoder().encode(svg);
    await deps.storage.put(key, bytes, "image/svg+xml");
    if (deps.signal?.aborted) break;
    const now = deps.clock.now();
    const inserted = await insertSeededImage(deps.db, {
      id,
      userId: null,
      origin: "curated",
      room: "24fps",
      caption: `Genesis ${frame.chapter} · ${frame.title}`,
      verseRef: label,
      storagePath: key,
      contentType: "image/svg+xml",
      byteSize: bytes.byteLength,
      width,
      height,
      card: { text, icons: [...frame.icons], palette, format: "square" },
      isPublic: true,
      moderation: "approved",
      seedKey: seedKeyOf(frame.chapter),
      // Chapter order in "newest first": Genesis 1 is the newest of the set.
      createdAt: new Date(now.getTime() - frame.chapter * 1000),
      updatedAt: now,
    });
    if (inserted) added += 1;
    else await deps.storage.delete(key); // another instance seeded this one first
  }
  if (added > 0) deps.logger?.info({ added }, "curated Bible images seeded");
  return added;
}
