import { z } from "zod";
import type { GenerationRoom, ImageStyle } from "@common/schemas/images";
import { wordPictureVersePrefix } from "../provider/fake-core";
import type { ChatMessage } from "../provider/types";
import { sharedBase } from "./base";

/*
 * The image library's two model texts (ai.md §3.11, §4.13). The word picture is a structured chat question: shared
 * base + the writer's role + the output contract in the system message, the verse (our own KJV text) in the user
 * message. The image prompt is the one text an image model reads: the member's description inside our frame of
 * reverence, style and room (an image model has no system message, and no tools: the description can only shape the
 * picture, which the prompt's moderation has already checked).
 */

export const imageInstructionVersion = "images-1";

// ---------- word picture ----------

/** The word picture's output (§3.11): 2–3 sentences that fit the description field. */
export const wordPictureAnswer = z.strictObject({
  wordPicture: z.string().trim().min(20).max(500),
});
export type WordPictureAnswer = z.output<typeof wordPictureAnswer>;

const wordPictureRole = `Word picture writer
You turn one Bible verse into a picture made of words: a single concrete scene, in two or three sentences, that an artist could paint. Work as the Translation Room does: use the images the Bible itself gives in the verse and its setting, and do not invent new metaphors. Say what the eye would see: the place, the people or creatures, the light, and the objects that carry the verse's meaning. Keep it reverent and without graphic detail. God the Father is never shown as a figure; where His presence matters, let light, cloud or fire suggest it, as Scripture does. Jesus may be in the scene, shown with reverence. The scene holds no writing of any kind. Write plain sentences only: no heading, no list, no quotation of the verse and no references.`;

const wordPictureContract = `Output contract
One JSON object { "wordPicture": "..." }: two or three sentences, 500 characters at most, and nothing else.`;

/** The word picture request for a verse (its reference as read, and its KJV text). */
export function wordPictureMessages(reference: string, verseText: string): ChatMessage[] {
  return [
    { role: "system", content: [sharedBase, wordPictureRole, wordPictureContract].join("\n\n") },
    {
      role: "user",
      content: `${wordPictureVersePrefix} ${reference}\n${verseText}\n\nWrite the word picture for this verse.`,
    },
  ];
}

// ---------- image prompt ----------

const styleWords: Record<ImageStyle, string> = {
  reverent_painting:
    "a reverent painting, with rich natural colour, soft light and a calm, classical composition",
  stained_glass:
    "a stained-glass window, with luminous jewel colours held in dark lead lines and simple, bold shapes",
  line_drawing: "a clean line drawing, with dark ink outlines on a white ground and little or no shading",
  storybook: "a gentle storybook illustration, with warm, soft colours and friendly shapes for every age",
};

const roomAims: Record<GenerationRoom, string> = {
  translation:
    "the Translation Room, where the words of Scripture become one clear picture in the Bible's own imagery",
  "24fps": "the 24FPS Room, where one vivid frame calls a whole chapter to mind at a glance",
  bible_rendered:
    "the Bible Rendered room, where one simple, symbol-like image sums up a long stretch of Scripture",
};

const imageRules =
  "Show the setting, the figures, the light and the symbols clearly, in that style. Keep it reverent and non-graphic: no blood, wounds or cruelty shown in detail. Do not portray God the Father as a person; where His presence matters, suggest it with light, cloud or fire. Jesus may be shown, always with dignity and reverence. Put no text of any kind in the picture: no letters, words, numbers, captions, signatures or watermarks.";

/** The prompt sent to the image model (§4.13) for a description, its style and room, and an optional verse. */
export function imagePrompt(request: {
  description: string;
  style: ImageStyle;
  room: GenerationRoom;
  verseRef: string | null;
}): string {
  return [
    `A picture for Bible study and memory, made as ${styleWords[request.style]}.`,
    `It is for ${roomAims[request.room]}.`,
    `The scene: ${request.description.replace(/\s+/g, " ").trim()}`,
    ...(request.verseRef ? [`The verse it pictures: ${request.verseRef}.`] : []),
    imageRules,
  ].join("\n");
}
