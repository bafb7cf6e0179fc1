import { readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";

const serverLog = path.resolve("data", `e2e-${process.env.E2E_PORT ?? 3100}`, "server.log");

/** The newest link mailed to `email`, read from the server log where the outbox mailer writes every message. */
export async function latestMailLink(
  email: string,
  kind: "password_reset" | "verification",
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      const lines = readFileSync(serverLog, "utf8").split("\n").filter(Boolean);
      for (const line of lines.reverse()) {
        try {
          const entry = JSON.parse(line) as { to?: string; kind?: string; body?: string };
          if (entry.to === email && entry.kind === kind) {
            link = /https?:\/\/\S+/.exec(entry.body ?? "")?.[0];
            return link;
          }
        } catch {
          // not a JSON log line
        }
      }
      return undefined;
    })
    .toBeTruthy();
  return link ?? "";
}
