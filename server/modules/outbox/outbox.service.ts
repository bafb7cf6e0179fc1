import type { ActorContext } from "@server/http/context";
import { presentOutbox } from "./outbox.presenter";
import { listOutboxMessages } from "./outbox.queries";

/** Admins: mail kept while no SMTP server is configured (screens §4.4), newest first. */
export async function listOutbox(ctx: ActorContext & { smtpConfigured: boolean }, input: { q?: string }) {
  return presentOutbox(
    await listOutboxMessages(ctx.db, { recipient: input.q || undefined }),
    ctx.smtpConfigured,
  );
}
