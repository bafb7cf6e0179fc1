// Example and Practice items from a room's curated pool (ai.md §3.12, §2.4): the next verse after the one shown
// last (so pressing again always brings a different verse), quoted from the KJV, with the room's method steps applied.
// Practice turns the same worked verse into questions, hints that point to the next step, and a model answer.
import { parseReference } from "@common/bible/reference";
import type { Room } from "@common/content/palace/types";
import type { RoomExampleDto, RoomPracticeDto } from "@common/schemas/ai";
import { type Library, passageOf } from "@server/modules/ai/offline/library";
import { roomPools } from "./pool";
import type { PoolExample } from "./pool/types";

/** The reference as the parser spells it, for comparing "the one shown last" however it was written. */
export function normalRef(reference: string | undefined): string | null {
  if (!reference) return null;
  return parseReference(reference)?.label ?? reference.trim().toLowerCase();
}

/**
 * The pool item after `last` in the room's order; the first when nothing was shown yet. `from: "end"` walks the pool
 * from its other end (Practice), so that a room's first example and first practice item are different verses.
 */
export function nextPoolItem(
  room: Room,
  last: string | undefined,
  from: "start" | "end" = "start",
): PoolExample {
  const pool = from === "start" ? roomPools[room.id] : [...roomPools[room.id]].reverse();
  const shown = normalRef(last);
  const index = shown === null ? -1 : pool.findIndex((item) => normalRef(item.ref) === shown);
  return pool[(index + 1) % pool.length] as PoolExample;
}

/** The KJV text of a reference (a short range is quoted whole), or "" when it is not one we can read. */
export function kjvText(lib: Library, reference: string): string {
  const passage = passageOf(lib, reference);
  return passage ? passage.verses.map((verse) => verse.plain).join(" ") : "";
}

export function exampleFromPool(lib: Library, room: Room, item: PoolExample): RoomExampleDto {
  return {
    verseRef: normalRef(item.ref) ?? item.ref,
    verseText: kjvText(lib, item.ref),
    steps: room.method.map((step, index) => ({ step: step.text, applied: item.steps[index] ?? "" })),
    insights: [...item.insights],
    takeaway: item.takeaway,
  };
}

/** The steps a practice item asks about: the middle one and the last one (the first is the core question's). */
function practiceSteps(room: Room): number[] {
  const last = room.method.length - 1;
  const middle = Math.floor(room.method.length / 2);
  return middle > 0 && middle < last ? [middle, last] : [last];
}

/** A hint that points to the next step: the step's first substep, else the deliverable's guidance, else a pitfall. */
function hintFor(room: Room, stepIndex: number): string {
  const step = room.method[stepIndex];
  const substep = step?.substeps?.[0];
  if (substep) return substep;
  const field = room.deliverable.fields.find((each) => each.help && each.type !== "reference");
  if (field?.help && stepIndex === room.method.length - 1) return `${field.label}: ${field.help}`;
  const pitfall = room.pitfalls[stepIndex % Math.max(1, room.pitfalls.length)];
  return pitfall ? `Watch out for this: ${pitfall}` : `Step ${stepIndex + 1}: ${step?.text ?? ""}`;
}

export function practiceFromPool(lib: Library, room: Room, item: PoolExample): RoomPracticeDto {
  const reference = normalRef(item.ref) ?? item.ref;
  const steps = practiceSteps(room);
  const questions = [
    `${room.coreQuestion} Answer it for ${reference}.`,
    ...steps.map(
      (index) => `Step ${index + 1} of the method for ${reference}: ${room.method[index]?.text ?? ""}`,
    ),
  ];
  const hints = [
    `Begin where the room begins: ${room.method[0]?.text ?? ""}`,
    ...steps.map((index) => hintFor(room, index)),
  ];
  const modelAnswer = [
    ...room.method.map((step, index) => `${index + 1}. ${item.steps[index] ?? ""}`),
    "",
    item.takeaway,
  ].join("\n");
  return { verseRef: reference, verseText: kjvText(lib, item.ref), questions, hints, modelAnswer };
}
