import { Hono } from "hono";
import { sendStudentCodeInput, verifyStudentCodeInput } from "@common/schemas/student";
import type { Auth } from "@server/auth/auth";
import type { AppEnv } from "@server/http/app-env";
import type { ServiceContext } from "@server/http/context";
import { requireSession } from "@server/http/require-session";
import { validate } from "@server/http/validate";
import type { Mailer } from "@server/services/mailer/mailer";
import { getStudentStatus, sendStudentCode, verifyStudentCode } from "./student.service";

/** /api/student — .edu verification for a year of Premium (screens §3.4). */
export function studentRoutes(deps: ServiceContext & { auth: Auth; mailer: Mailer }) {
  const ctx = (c: { var: AppEnv["Variables"] }) => ({
    db: deps.db,
    clock: deps.clock,
    logger: c.var.logger,
    actor: c.var.actor,
  });
  return new Hono<AppEnv>()
    .use(requireSession(deps.auth))
    .get("/status", async (c) => c.json(await getStudentStatus(ctx(c))))
    .post("/send-code", validate("json", sendStudentCodeInput), async (c) =>
      c.json(await sendStudentCode({ ...ctx(c), mailer: deps.mailer }, c.req.valid("json"))),
    )
    .post("/verify", validate("json", verifyStudentCodeInput), async (c) =>
      c.json(await verifyStudentCode(ctx(c), c.req.valid("json"))),
    );
}
