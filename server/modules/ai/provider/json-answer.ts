import type { ChatMessage } from "./types";

/*
 * Structured answers without a schema-aware endpoint (AI_JSON_MODE json_object and prompt, ai.md §1.1): the schema
 * is described in the system message. The fakes read the same block back to know which object to answer with.
 */

const opening =
  "Answer with one JSON object and nothing else: no Markdown, no code fence, no text around it.";
const schemaLabel = "It must match the JSON schema named ";

/** The system-message paragraph that asks for `jsonSchema`. */
export function schemaInstruction(schemaName: string, jsonSchema: Record<string, unknown>): string {
  return `${opening}\n${schemaLabel}"${schemaName}":\n${JSON.stringify(jsonSchema)}`;
}

/** The messages with the schema paragraph added to the (first) system message, or a system message of its own. */
export function withSchemaInstruction(
  messages: readonly ChatMessage[],
  schemaName: string,
  jsonSchema: Record<string, unknown>,
): ChatMessage[] {
  const instruction = schemaInstruction(schemaName, jsonSchema);
  const index = messages.findIndex((message) => message.role === "system");
  if (index === -1) return [{ role: "system", content: instruction }, ...messages];
  return messages.map((message, i) =>
    i === index ? { role: "system", content: `${message.content}\n\n${instruction}` } : message,
  );
}

/** The schema a system message asks for (written by `schemaInstruction`), if any. */
export function findSchemaInstruction(
  messages: readonly ChatMessage[],
): { schemaName: string; jsonSchema: Record<string, unknown> } | null {
  for (const message of messages) {
    if (message.role !== "system") continue;
    const start = message.content.indexOf(`${schemaLabel}"`);
    if (start === -1) continue;
    const rest = message.content.slice(start + schemaLabel.length);
    const match = /^"([^"]*)":\n(.*)$/m.exec(rest);
    if (!match) continue;
    try {
      const jsonSchema = JSON.parse(match[2] ?? "") as unknown;
      if (jsonSchema && typeof jsonSchema === "object" && !Array.isArray(jsonSchema)) {
        return { schemaName: match[1] ?? "", jsonSchema: jsonSchema as Record<string, unknown> };
      }
    } catch {
      // Not ours: keep looking.
    }
  }
  return null;
}

/**
 * The JSON value of a model's answer, or undefined when it isn't JSON. Tolerates what local models add around it:
 * a code fence or a sentence before the object.
 */
export function parseJsonAnswer(text: string): unknown {
  const trimmed = text.trim();
  const candidates = [trimmed];
  const fenced = /```(?:json)?\s*\n?([\s\S]*?)```/i.exec(trimmed);
  if (fenced?.[1]) candidates.push(fenced[1].trim());
  const first = trimmed.search(/[[{]/);
  const last = Math.max(trimmed.lastIndexOf("}"), trimmed.lastIndexOf("]"));
  if (first > 0 && last > first) candidates.push(trimmed.slice(first, last + 1));
  for (const candidate of candidates) {
    try {
      return JSON.parse(candidate) as unknown;
    } catch {
      // Try the next reading.
    }
  }
  return undefined;
}
