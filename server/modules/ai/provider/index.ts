import type { AiEnv } from "@server/env";
import type { Logger } from "@server/logger";
import { createFakeImageProvider, createFakeProvider } from "./fake";
import { createOpenAiCompatibleProvider } from "./openai-compatible";
import { createOpenAiImageProvider } from "./openai-images";
import type { ChatProvider, ImageProvider } from "./types";

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

/**
 * The image provider (ai.md §1.1, §3.11): only with AI_IMAGE_MODEL and a chat provider (the prompt is moderated and
 * word pictures are written by the chat model). The fake draws its 512×512 picture (§1.9); otherwise the
 * OpenAI-compatible images endpoint at AI_IMAGE_BASE_URL (else AI_BASE_URL). Null: no generation, the Generate tab is
 * absent.
 */
export function createImageProvider(
  ai: AiEnv,
  chat: ChatProvider | null,
  logger: Pick<Logger, "info">,
): ImageProvider | null {
  if (!chat || !ai.imageModel) return null;
  if (chat.source === "fake") {
    logger.info(`AI: images from the built-in fake (AI_IMAGE_MODEL=${ai.imageModel})`);
    return createFakeImageProvider({ model: ai.imageModel, totalTimeoutMs: ai.totalTimeoutMs });
  }
  if (!ai.imageBaseUrl) return null;
  logger.info(`AI: images from ${ai.imageModel} at ${new URL(ai.imageBaseUrl).origin}`);
  return createOpenAiImageProvider({
    baseUrl: ai.imageBaseUrl,
    apiKey: ai.imageApiKey,
    model: ai.imageModel,
    connectTimeoutMs: ai.connectTimeoutMs,
    totalTimeoutMs: ai.totalTimeoutMs,
    extraHeaders: ai.extraHeaders,
  });
}
