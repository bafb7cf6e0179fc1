// The offline study engine (ai.md §2): answers the chat assistants from local data only — the KJV and its word
// index, the cross references, Strong's dictionaries, the palace rooms and our curated tables — with no network call
// and no randomness, so the same request always gives the same answer. The caller (the AI pipeline) labels the
// answer with the offline badge and footer and saves it; nothing here counts as a question.
import { parseReference } from "@common/bible/reference";
import { assistantOptions } from "@common/schemas/ai";
import type { Logger } from "@server/logger";
import type { BibleSource } from "@server/modules/bible/bible-data.types";
import { answerApologetics } from "./assistants/apologetics";
import { answerCulture } from "./assistants/culture";
import { answerDanielRevelation } from "./assistants/daniel-revelation";
import { answerKid } from "./assistants/kid";
import { answerPhototheology } from "./assistants/phototheology";
import { answerRoomAssistant } from "./assistants/room-assistant";
import { answerVerseAssistant } from "./assistants/verse-assistant";
import { type Library, loadLibrary } from "./library";
import type { OfflineAnswer, OfflineChatRequest, OfflineEngine } from "./types";

export type OfflineEngineDeps = {
  /** The app's one BibleSource: the engine reads the KJV and the search's word index through it. */
  bible: BibleSource;
  logger?: Logger;
};

/** Answers one request from the loaded data (synchronous and pure: the determinism the spec asks for). */
export function answerFromLibrary(lib: Library, request: OfflineChatRequest): OfflineAnswer {
  const { message } = request;
  switch (request.assistant) {
    case "phototheology":
      return answerPhototheology(lib, message, assistantOptions.phototheology.parse(request.options ?? {}));
    case "apologetics":
      return answerApologetics(lib, message, assistantOptions.apologetics.parse(request.options ?? {}));
    case "daniel_revelation":
      return answerDanielRevelation(
        lib,
        message,
        assistantOptions.daniel_revelation.parse(request.options ?? {}),
      );
    case "kid":
      return answerKid(lib, message, assistantOptions.kid.parse(request.options ?? {}));
    case "room_assistant":
      return answerRoomAssistant(lib, message, assistantOptions.room_assistant.parse(request.options));
    case "verse_assistant":
      return answerVerseAssistant(lib, message, assistantOptions.verse_assistant.parse(request.options));
    case "culture_controversy":
      return answerCulture(
        lib,
        message,
        assistantOptions.culture_controversy.parse(request.options ?? {}),
        request.firstQuestion,
      );
  }
}

export function createOfflineEngine(deps: OfflineEngineDeps): OfflineEngine & { warm(): Promise<void> } {
  let loading: Promise<Library> | undefined;
  const library = () => {
    if (!loading) {
      const started = performance.now();
      loading = loadLibrary(deps.bible).then((lib) => {
        // The Strong's renderings index and the reference parser build their tables on first use.
        lib.strongs.likely("greek", "love", 1);
        parseReference("Gen 1:1");
        deps.logger?.info({ ms: Math.round(performance.now() - started) }, "offline study engine ready");
        return lib;
      });
      loading.catch((error: unknown) => {
        loading = undefined; // the next answer tries again
        deps.logger?.error({ err: error }, "offline study engine failed to load");
      });
    }
    return loading;
  };
  return {
    warm: async () => {
      await library();
    },
    answerChat: async (request) => answerFromLibrary(await library(), request),
  };
}
