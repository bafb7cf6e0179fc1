// Moderation of a verse card (or generated image) made public (ai.md §1.7, §3.11): its caption and the card's text go
// through the shared automatic check (moderation/public-text-check.ts), which fails closed. Uploads are never checked
// here: they always wait for a person.
import type { AiRuntime } from "@server/modules/ai/ai.runtime";
import {
  checkPublicText,
  type PublicTextKind,
  type PublicTextOutcome,
} from "@server/modules/moderation/public-text-check";

const captionKind: PublicTextKind = {
  material:
    "captions and verse-card text that members of a Bible study app publish in a public image gallery for other adults.",
  allowed: "",
  blockedMessage: (reason) => `This image can't be made public: ${reason}. Edit the caption and try again.`,
  logName: "image caption",
};

/** Throws 422 content_blocked; otherwise approved, or pending when the check could not be made. */
export const moderateImageText = (runtime: AiRuntime, text: string, now: Date): Promise<PublicTextOutcome> =>
  checkPublicText(runtime, captionKind, { own: text }, now);
