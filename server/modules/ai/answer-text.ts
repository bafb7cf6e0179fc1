import { parseReference } from "@common/bible/reference";
import { aiLimits } from "@common/constants/ai";
import { roomByCode } from "./instructions/palace-reference";

/*
 * Pure text work of the chat pipeline: thread titles (ai.md §1.4), the answer's footer lines and links (§1.3,
 * §1.7), and the footer gate that keeps `Rooms:`/`Passages:`/`Timeline:` lines out of the streamed deltas.
 */

/** A new thread's title: the first question's first 60 characters, cut at a word, with "..." (§1.4). */
export function titleFromQuestion(question: string): string {
  const text = question.replace(/\s+/g, " ").trim();
  const max = aiLimits.titleFromQuestionChars;
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(" ");
  const head = (lastSpace > 0 ? cut.slice(0, lastSpace) : text.slice(0, max)).replace(/[\s,.;:!?-]+$/, "");
  return `${head}...`;
}

const footerNames = ["Rooms:", "Passages:", "Timeline:"] as const;
const footerLine = /^\s*(?:[*_]{1,2})?(Rooms|Passages|Timeline)(?:[*_]{1,2})?\s*:(?:[*_]{1,2})?\s*(.*)$/i;

export type CheckedAnswer = { content: string; rooms: string[]; passages: string[]; timeline: string[] };

const urlPattern = /\bhttps?:\/\/[^\s<>()[\]"']+/gi;

/** Links in the answer that the member never gave are removed (ai.md §1.7: tools never invent sources). */
export function removeInventedLinks(text: string, userInputs: readonly string[]): string {
  const given = new Set(userInputs.flatMap((input) => input.match(urlPattern) ?? []).map(trimUrl));
  const allowed = (url: string) => given.has(trimUrl(url));
  // [label](url) → label when the url was not given.
  const withoutMarkdownLinks = text.replace(
    /\[([^\]]*)\]\((https?:\/\/[^\s)]+)(?:\s+"[^"]*")?\)/gi,
    (whole, label: string, url: string) => (allowed(url) ? whole : label),
  );
  // <url> and bare urls.
  return withoutMarkdownLinks
    .replace(/<(https?:\/\/[^>\s]+)>/gi, (whole, url: string) => (allowed(url) ? whole : ""))
    .replace(/(\]\()?\bhttps?:\/\/[^\s<>()[\]"']+/gi, (whole, inLink: string | undefined) => {
      if (inLink || allowed(whole)) return whole;
      // A sentence's full stop after the link stays.
      return whole.slice(trimUrl(whole).length);
    });
}

const trimUrl = (url: string) => url.replace(/[.,;:!?]+$/, "");

function splitList(value: string, separator: RegExp): string[] {
  return value
    .split(separator)
    .map((item) => item.replace(/[*_`]/g, "").trim())
    .filter((item) => item.length > 0);
}

/**
 * The output check of a chat answer: the footer lines leave the text (rooms kept only when they are real rooms,
 * written as the palace writes them; passages only when they parse), timeline lines are collected, invented links
 * are removed.
 */
export function checkAnswer(
  raw: string,
  options: { userInputs: readonly string[]; rooms: boolean },
): CheckedAnswer {
  const rooms: string[] = [];
  const passages: string[] = [];
  const timeline: string[] = [];
  const body: string[] = [];
  let inTimeline = false;
  for (const line of raw.split("\n")) {
    const footer = footerLine.exec(line);
    if (footer) {
      const name = footer[1]?.toLowerCase();
      const value = footer[2] ?? "";
      inTimeline = name === "timeline";
      if (name === "rooms") {
        for (const code of splitList(value, /[,;]/)) {
          const room = roomByCode(code);
          if (room && !rooms.includes(room.tag)) rooms.push(room.tag);
        }
      } else if (name === "passages") {
        for (const reference of splitList(value, /;/)) {
          const parsed = parseReference(reference);
          if (parsed && !passages.includes(parsed.label)) passages.push(parsed.label);
        }
      } else if (value.trim()) {
        timeline.push(value.trim());
      }
      continue;
    }
    if (inTimeline) {
      const item = line.replace(/^\s*(?:[-*•]|\d+\.)\s*/, "").trim();
      if (item === "") {
        inTimeline = false;
        continue;
      }
      if (item.includes("—") || item.includes(" - ")) {
        timeline.push(item);
        continue;
      }
      inTimeline = false;
    }
    body.push(line);
  }
  const content = removeInventedLinks(body.join("\n"), options.userInputs)
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return { content, rooms: options.rooms ? rooms : [], passages, timeline };
}

/**
 * Streams text through, holding back whatever may be a footer: a line that starts (or could still start) with
 * "Rooms:", "Passages:" or "Timeline:" and everything after it never reaches the browser as a delta; the `done`
 * frame carries the checked answer.
 */
export class FooterGate {
  private pending = "";
  private closed = false;

  /** The part of `piece` that may be shown now. */
  push(piece: string): string {
    if (this.closed) return "";
    this.pending += piece;
    let out = "";
    for (;;) {
      const newline = this.pending.indexOf("\n");
      const line = newline === -1 ? this.pending : this.pending.slice(0, newline);
      const state = this.classify(line, newline !== -1);
      if (state === "footer") {
        this.closed = true;
        this.pending = "";
        return out;
      }
      if (state === "maybe") return out;
      if (newline === -1) {
        out += this.pending;
        this.pending = "";
        return out;
      }
      out += this.pending.slice(0, newline + 1);
      this.pending = this.pending.slice(newline + 1);
    }
  }

  /** What was held back at the end of the stream, when it turned out not to be a footer. */
  flush(): string {
    if (this.closed || footerLine.test(this.pending)) return "";
    const rest = this.pending;
    this.pending = "";
    return rest;
  }

  private classify(line: string, complete: boolean): "text" | "maybe" | "footer" {
    const head = line.replace(/^\s*[*_]{0,2}/, "").toLowerCase();
    if (footerLine.test(line)) return "footer";
    if (complete) return "text";
    const couldBe = footerNames.some(
      (name) => name.toLowerCase().startsWith(head) || head.startsWith(name.slice(0, -1).toLowerCase()),
    );
    return couldBe ? "maybe" : "text";
  }
}
