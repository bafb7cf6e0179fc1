// The Bible reader's verse actions (ai.md §3.12): Explain and Find Christ (one question with a model; from local data
// offline), Cross references (local, never counted; "Explain these links" is one question) and Word study (always
// local). An unreadable model answer gives the offline result with the §1.8 notice; nothing is counted then.
import type {
  CrossReferencesDto,
  FindChristDto,
  VerseExplainDto,
  VerseWordStudyDto,
} from "@common/schemas/ai";
import type { z } from "zod";
import type { ActorContext } from "@server/http/context";
import type { ActorAccess } from "@server/modules/access/access.service";
import {
  explainAnswer,
  explainMessages,
  findChristAnswer,
  findChristMessages,
  linkReasonsAnswer,
  linkReasonsMessages,
} from "./prompts";
import type { StudyDeps } from "./room-study.service";
import { modelOrLocal } from "./structured";
import { studyLibrary } from "./study-library";
import {
  christLead,
  explainOffline,
  passagesInText,
  studyVerse,
  verseContext,
  verseCrossReferences,
  verseWordStudy,
} from "./verse-local";

type VerseRequest = { reference: string; offline: boolean };

/** GET /api/ai/verse/word-study — Strong's entries for the verse's key words. */
export async function wordStudy(deps: StudyDeps, reference: string): Promise<VerseWordStudyDto> {
  const lib = await studyLibrary(deps.bible);
  return verseWordStudy(lib, studyVerse(lib, reference));
}

/** GET /api/ai/verse/cross-references — the local list with why each passage is there; never counted. */
export async function crossReferences(deps: StudyDeps, reference: string): Promise<CrossReferencesDto> {
  const lib = await studyLibrary(deps.bible);
  const verse = studyVerse(lib, reference);
  return {
    reference: verse.label,
    items: verseCrossReferences(lib, verse),
    source: "offline",
    quota: null,
    notice: null,
  };
}

const noModelNotice =
  "AI answers aren't available right now, so this answer comes from the offline study engine.";

/** POST /api/ai/verse/explain — Meaning, Setting, Christ in this verse, Living it. */
export async function explainVerse(
  ctx: ActorContext,
  deps: StudyDeps,
  actorAccess: ActorAccess,
  input: VerseRequest,
): Promise<VerseExplainDto> {
  const lib = await studyLibrary(deps.bible);
  const verse = studyVerse(lib, input.reference);
  const base = { reference: verse.label, verseText: verse.text };
  return modelOrLocal<z.output<typeof explainAnswer>, VerseExplainDto>(ctx, deps.runtime, actorAccess, {
    tool: "verse_explain",
    offline: input.offline,
    noModelNotice,
    local: (quota, notice) => ({
      ...base,
      sections: explainOffline(lib, verse),
      source: "offline",
      quota,
      notice,
    }),
    task: () => ({
      schemaName: "verse_explain",
      schema: explainAnswer,
      messages: explainMessages(verseContext(lib, verse)),
      maxOutputTokens: 1200,
      userInputs: [input.reference],
    }),
    answer: ({ meaning, setting, christ, living }, source, quota) => {
      const section = (title: VerseExplainDto["sections"][number]["title"], text: string) => ({
        title,
        text,
        available: true,
        passages: passagesInText(text),
      });
      return {
        ...base,
        sections: [
          section("Meaning", meaning),
          section("Setting", setting),
          section("Christ in this verse", christ),
          section("Living it", living),
        ],
        source,
        quota,
        notice: null,
      };
    },
  });
}

/** POST /api/ai/verse/find-christ — one NAME • ACT • CROSSLINK line. */
export async function findChrist(
  ctx: ActorContext,
  deps: StudyDeps,
  actorAccess: ActorAccess,
  input: VerseRequest,
): Promise<FindChristDto> {
  const lib = await studyLibrary(deps.bible);
  const verse = studyVerse(lib, input.reference);
  return modelOrLocal<z.output<typeof findChristAnswer>, FindChristDto>(ctx, deps.runtime, actorAccess, {
    tool: "verse_find_christ",
    offline: input.offline,
    noModelNotice,
    local: (quota, notice): FindChristDto => {
      const lead = christLead(lib, verse);
      return {
        reference: verse.label,
        line: lead?.line ?? null,
        basis: lead?.basis ?? null,
        passages: lead?.passages ?? [],
        source: "offline",
        quota,
        notice,
      };
    },
    task: () => ({
      schemaName: "find_christ",
      schema: findChristAnswer,
      messages: findChristMessages(verseContext(lib, verse)),
      maxOutputTokens: 300,
      userInputs: [input.reference],
    }),
    answer: (line, source, quota) => ({
      reference: verse.label,
      line,
      basis: null,
      passages: passagesInText(line.crosslink),
      source,
      quota,
      notice: null,
    }),
  });
}

/** POST /api/ai/verse/cross-references/explain — the model's one-line reason for each link (one question). */
export async function explainLinks(
  ctx: ActorContext,
  deps: StudyDeps,
  actorAccess: ActorAccess,
  input: VerseRequest,
): Promise<CrossReferencesDto> {
  const lib = await studyLibrary(deps.bible);
  const verse = studyVerse(lib, input.reference);
  const items = verseCrossReferences(lib, verse);
  const local = (quota: CrossReferencesDto["quota"], notice: string | null): CrossReferencesDto => ({
    reference: verse.label,
    items,
    source: "offline",
    quota,
    notice,
  });
  if (items.length === 0) return local(null, null);
  return modelOrLocal<{ reasons: string[] }, CrossReferencesDto>(ctx, deps.runtime, actorAccess, {
    tool: "verse_link_reasons",
    offline: input.offline,
    noModelNotice: "AI answers aren't available right now; the list shows why each passage is linked.",
    local,
    task: () => ({
      schemaName: "link_reasons",
      schema: linkReasonsAnswer(items.length),
      messages: linkReasonsMessages(verseContext(lib, verse), items),
      maxOutputTokens: 900,
      userInputs: [input.reference],
    }),
    answer: ({ reasons }, source, quota) => ({
      reference: verse.label,
      items: items.map((item, index) => ({ ...item, reason: reasons[index] ?? null })),
      source,
      quota,
      notice: null,
    }),
  });
}
