// Moderation of a signal other members will read (ai.md §1.7), on publishing or suggesting it: the shared automatic
// check (moderation/public-text-check.ts), which fails closed.
import type { AiRuntime } from "@server/modules/ai/ai.runtime";
import {
  checkPublicText,
  type PublicTextKind,
  type PublicTextOutcome,
} from "@server/modules/moderation/public-text-check";
import type { SignalRow } from "./prophecy.queries";

const signalKind: PublicTextKind = {
  material:
    "prophecy signals that members of a Bible study app publish for other adults to read: a title, a summary, four short sections and Bible references about a news report or a theme.",
  allowed: "sober discussion of news, religion and Bible prophecy",
  blockedMessage: (reason) =>
    `This signal can't be shared: ${reason}. Edit the title or summary and try again.`,
  logName: "prophecy signal",
};

/** The text others would read. */
export function signalText(
  signal: Pick<SignalRow, "title" | "summary" | "sections" | "passages" | "sourceTitle">,
) {
  return [
    signal.title,
    signal.summary,
    signal.sourceTitle ?? "",
    ...Object.values(signal.sections),
    signal.passages.join("; "),
  ]
    .filter(Boolean)
    .join("\n");
}

/** Throws 422 content_blocked; otherwise approved, or pending when the check could not be made. */
/** Throws 422 content_blocked; otherwise approved, or pending when the check could not be made. */
export const moderateSignalText = (runtime: AiRuntime, text: string, now: Date): Promise<PublicTextOutcome> =>
  checkPublicText(runtime, signalKind, { own: text }, now);
