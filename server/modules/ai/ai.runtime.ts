import type { Logger } from "@server/logger";
import type { AiEnv } from "@server/env";
import type { OfflineEngine } from "./offline/types";
import type { Clock } from "@server/clock";
import type { BibleSource } from "../bible/bible-data.types";
import { createOfflineEngine } from "./offline/offline-engine";
import { createChatProvider, createImageProvider } from "./provider";
import { createProviderHealth, type ProviderHealth } from "./provider/health";
import type { ChatMessage, ChatProvider, ImageProvider } from "./provider/types";

/*
 * What the AI routes share for the life of the server: the configuration, the provider (null → offline), its
 * health (degraded mode, recent errors), the offline engine, the answers being written in this process (for Stop)
 * and, in fake mode only, each member's last assembled request (the inspector of ai.md §1.9).
 */

export type RunningAnswer = {
  userId: string;
  controller: AbortController;
  /** Settles once the answer is saved in its final state. */
  finished: Promise<void>;
};

export type AiRuntime = {
  config: AiEnv;
  provider: ChatProvider | null;
  /** AI image generation (§3.11): null without AI_IMAGE_MODEL or without a chat provider. */
  images: ImageProvider | null;
  health: ProviderHealth;
  offline: OfflineEngine;
  logger: Logger;
  running: Map<string, RunningAnswer>;
  /** Fake mode only: the last messages assembled for each member. */
  lastRequests: Map<string, ChatMessage[]>;
};

export function isFakeMode(runtime: AiRuntime): boolean {
  return runtime.provider?.source === "fake";
}

/** Who answers now: the provider, or the offline engine when there is none or AI is paused. */
export function currentSource(runtime: AiRuntime, now: Date): "model" | "fake" | "offline" {
  if (!runtime.provider) return "offline";
  const until = runtime.health.degradedUntil();
  if (until && until.getTime() > now.getTime()) return "offline";
  return runtime.provider.source;
}

/** Created once at start (app.ts): the provider env.ai asks for, its health, the offline engine. */
export function createAiRuntime(deps: {
  config: AiEnv;
  clock: Clock;
  logger: Logger;
  bible: BibleSource;
  /** Load the offline engine's data in the background now rather than at the first offline answer. */
  warm?: boolean;
}): AiRuntime {
  const offline = createOfflineEngine({ bible: deps.bible, logger: deps.logger });
  if (deps.warm) offline.warm().catch(() => undefined); // failures are logged by the engine
  const provider = createChatProvider(deps.config, deps.logger);
  return {
    config: deps.config,
    provider,
    images: createImageProvider(deps.config, provider, deps.logger),
    health: createProviderHealth(deps.clock),
    offline,
    logger: deps.logger,
    running: new Map(),
    lastRequests: new Map(),
  };
}
