// Moderation in the image library (ai.md §1.7, §3.11). A verse card (or generated image) made public: its caption and
// the card's text go through the shared automatic check (moderation/public-text-check.ts), which fails closed. Uploads
// are never checked here: they always wait for a person. A description a picture is to be generated from is checked
// before the image model is called — always, and with no person to wait for: blocked, or refused when the check can't
// be made.
import { descriptionCheckUnavailableMessage } from "@common/schemas/images";
import { AppError } from "@server/http/errors";
import type { AiRuntime } from "@server/modules/ai/ai.runtime";
import { localModeration } from "@server/modules/ai/kid-safety";
import {
  checkPublicText,
  contentBlockedError,
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

const promptKind: PublicTextKind = {
  material:
    "descriptions that members of a Bible study app write to have a picture generated for their study; the picture may later be shown to other adults.",
  allowed: "a reverent, non-graphic picture of a biblical scene, including judgement, battle or the cross",
  blockedMessage: (reason) =>
    `This description can't be used: ${reason}. Try describing the scene another way.`,
  logName: "image prompt",
};

/**
 * The check of a generation prompt (§1.7 "image generation prompts (always, before generation)"): 422 content_blocked
 * for what the word list or the classification refuses, 503 moderation_unavailable when the classification can't be
 * made (fails closed). Unlike public text, a local pattern hit can't wait for a person here, so it refuses too.
 */
export async function moderateImagePrompt(runtime: AiRuntime, description: string, now: Date): Promise<void> {
  const local = localModeration(description);
  if (!local.allowed && local.category !== "ok") throw contentBlockedError(promptKind, local.category);
  const outcome = await checkPublicText(runtime, promptKind, { own: description }, now);
  if (outcome === "pending")
    throw new AppError(503, "moderation_unavailable", descriptionCheckUnavailableMessage, {
      retryable: true,
    });
}
