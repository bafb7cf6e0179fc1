import { assistantOptions } from "@common/schemas/ai";
import type { OptionsOf, PageAssistant } from "./assistant-content";

/*
 * The options an assistant was last asked with, kept in this browser: a new conversation starts with them (a
 * saved thread brings back its own). KidGPT's age band, set by the account holder, stays put this way.
 */
const key = (assistant: PageAssistant) => `pt.ai.options.${assistant}`;

export function loadOptions<A extends PageAssistant>(assistant: A): OptionsOf<A> {
  const schema = assistantOptions[assistant];
  try {
    const stored = window.localStorage.getItem(key(assistant));
    const parsed = schema.safeParse(stored ? JSON.parse(stored) : {});
    if (parsed.success) return parsed.data as OptionsOf<A>;
  } catch {
    // Storage disabled or unreadable: the defaults.
  }
  return schema.parse({}) as OptionsOf<A>;
}

export function saveOptions<A extends PageAssistant>(assistant: A, options: OptionsOf<A>) {
  try {
    window.localStorage.setItem(key(assistant), JSON.stringify(options));
  } catch {
    // Remembering is best-effort.
  }
}
