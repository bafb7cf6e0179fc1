// Members' plain-text messages (screens §8 intro: community chat, live study room chat) cut into the parts a message
// shows: plain text, web links and Bible references, each reference with its reader link. Pure: the caller passes the
// lazily loaded reference parser's `findReferences` (client/lib/bible.ts), or nothing while it loads. Nothing here
// ever produces HTML — the component renders every part as text inside an element.
import { bookByOsis, bookNamed } from "@common/bible/books";
import type { ReferenceInText } from "@common/bible/reference";
import { readerPath } from "./bible";

export type MessagePart =
  | { kind: "text"; text: string }
  | { kind: "link"; text: string; href: string }
  | { kind: "reference"; text: string; href: string };

export type FindReferences = (text: string) => ReferenceInText[];

/** http(s) addresses up to the next space or angle bracket or quote. */
const linkPattern = /\bhttps?:\/\/[^\s<>"']+/gi;

/** Punctuation that ends a sentence rather than the address ("see https://x.org."); a ")" only when unbalanced. */
function trimLinkEnd(candidate: string): string {
  let link = candidate;
  for (;;) {
    const last = link.at(-1);
    if (last === undefined) return link;
    if (".,;:!?'\"]}".includes(last)) link = link.slice(0, -1);
    else if (last === ")" && (link.match(/\(/g)?.length ?? 0) < (link.match(/\)/g)?.length ?? 0))
      link = link.slice(0, -1);
    else return link;
  }
}

/** A link only when the address parses as an http(s) URL; otherwise the text stays text. */
function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Whether text the parser read as a reference was written as one: capitalised and with either a verse ("Rom 8:28")
 * or a book's name or short form ("Psalm 23", "Rev 13"). The parser alone also reads everyday words — "number 2",
 * "Is 5" — in running prose, which must stay plain text in a chat.
 */
export function writtenAsReference(written: string): boolean {
  if (!/^(?:[1-3]\s?)?[A-Z]/.test(written)) return false;
  if (/\d\s*:\s*\d/.test(written)) return true;
  const book = /^((?:[1-3]\s?)?[A-Za-z][A-Za-z .]*?)\.?\s*\d/.exec(written)?.[1];
  return book !== undefined && (book === "Psalm" || bookNamed(book) !== undefined);
}

/**
 * The reader's address for a found reference: its first range's chapter, with `?v=` the verse (or "16-18" within one
 * chapter) when the reference names verses rather than whole chapters.
 */
export function referenceHref(found: Pick<ReferenceInText, "ranges" | "label">): string | null {
  const range = found.ranges[0];
  const book = range && bookByOsis(range.start.book);
  if (!range || !book) return null;
  const namesVerses = (found.label.split(";")[0] ?? "").includes(":");
  if (!namesVerses) return readerPath(book.name, range.start.chapter);
  const { start, end } = range;
  const v =
    end.book === start.book && end.chapter === start.chapter && end.verse !== start.verse
      ? `${start.verse}-${end.verse}`
      : String(start.verse);
  return readerPath(book.name, start.chapter, { v });
}

function pushText(parts: MessagePart[], text: string) {
  if (text === "") return;
  const previous = parts.at(-1);
  if (previous?.kind === "text") previous.text += text;
  else parts.push({ kind: "text", text });
}

function splitReferences(parts: MessagePart[], text: string, findReferences: FindReferences | undefined) {
  if (!findReferences) return pushText(parts, text);
  let at = 0;
  for (const found of findReferences(text)) {
    if (found.start < at) continue;
    const written = text.slice(found.start, found.end);
    const href = referenceHref(found);
    if (!href || !writtenAsReference(written)) continue;
    pushText(parts, text.slice(at, found.start));
    parts.push({ kind: "reference", text: written, href });
    at = found.end;
  }
  pushText(parts, text.slice(at));
}

/** The message cut into text, links and references, in order; joined, the parts' texts are the message. */
export function splitMessage(text: string, findReferences?: FindReferences): MessagePart[] {
  const parts: MessagePart[] = [];
  let at = 0;
  for (const match of text.matchAll(linkPattern)) {
    const written = trimLinkEnd(match[0]);
    const href = safeHref(written);
    if (!href) continue;
    splitReferences(parts, text.slice(at, match.index), findReferences);
    parts.push({ kind: "link", text: written, href });
    at = match.index + written.length;
  }
  splitReferences(parts, text.slice(at), findReferences);
  return parts;
}
