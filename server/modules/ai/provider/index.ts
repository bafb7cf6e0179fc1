import type { AiEnv } from "@server/env";
import type { Logger } from "@server/logger";
import { createFakeProvider } from "./fake";
import { createOpenAiCompatibleProvider } from "./openai-compatible";
import type { ChatProvider } from "./types";

/**
 * The chat provider env.ai asks for — a configured OpenAI-compatible endpoint, the built-in fake, or null (offline:
 * the offline study engine answers) — and one log line saying which. Never the key; of the address, only its origin.
 */
export function createChatProvider(ai: AiEnv, logger: Pick<Logger, "info">): ChatProvider | null {
  if (ai.mode === "fake") {
    logger.info("AI: the built-in fake model answers (AI_PROVIDER=fake; development and tests only)");
    return createFakeProvider({
      firstTokenTimeoutMs: ai.firstTokenTimeoutMs,
      totalTimeoutMs: ai.totalTimeoutMs,
      streaming: ai.streaming,
    });
  }
  if (ai.mode === "offline" || !ai.baseUrl || !ai.model) {
    logger.info("AI: offline mode (AI_BASE_URL and AI_MODEL not both set); the offline study engine answers");
    return null;
  }
  const { origin } = new URL(ai.baseUrl);
  logger.info(
    `AI: model ${ai.model} at ${origin} (OpenAI-compatible, ${ai.streaming ? "streaming" : "no streaming"}, JSON mode ${ai.jsonMode})`,
  );
  return createOpenAiCompatibleProvider({ ...ai, baseUrl: ai.baseUrl, model: ai.model });
}
