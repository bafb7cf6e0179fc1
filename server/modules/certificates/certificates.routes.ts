import { Hono } from "hono";
import { validator } from "hono/validator";
import {
  certificateIdParam,
  certificateTokenParam,
  certificateVisibilityInput,
} from "@common/schemas/courses";
import type { Auth } from "@server/auth/auth";
import type { AppEnv } from "@server/http/app-env";
import type { ServiceContext } from "@server/http/context";
import { requireSession } from "@server/http/require-session";
import { validate } from "@server/http/validate";
import {
  certificateNotFound,
  listCertificates,
  setCertificateVisibility,
  verifyCertificate,
} from "./certificates.service";

const invalid = { status: 422, code: "validation_failed" } as const;

/** A token that could never be one (too long, empty) is as unknown as a forged one: the same 404. */
const tokenParam = validator("param", (value) => {
  const parsed = certificateTokenParam.safeParse(value);
  if (!parsed.success) throw certificateNotFound();
  return parsed.data;
});

/**
 * /api/certificates (screens.md §3.7): the member's own certificates and their public switch; and
 * /api/certificates/public/:token (§2.4), which needs no session and shows a public certificate only.
 */
export function certificateRoutes(deps: ServiceContext & { auth: Auth }) {
  const ctx = (c: { var: AppEnv["Variables"] }) => ({
    db: deps.db,
    clock: deps.clock,
    logger: c.var.logger,
    actor: c.var.actor,
  });
  const member = new Hono<AppEnv>()
    .use(requireSession(deps.auth))
    .get("/", async (c) => c.json(await listCertificates(ctx(c))))
    .patch(
      "/:certificateId",
      validate("param", certificateIdParam, invalid),
      validate("json", certificateVisibilityInput, invalid),
      async (c) =>
        c.json(
          await setCertificateVisibility(
            ctx(c),
            c.req.valid("param").certificateId,
            c.req.valid("json").isPublic,
          ),
        ),
    );
  return new Hono<AppEnv>()
    .get("/public/:token", tokenParam, async (c) => {
      c.header("X-Robots-Tag", "noindex");
      return c.json(await verifyCertificate({ db: deps.db, clock: deps.clock }, c.req.valid("param").token));
    })
    .route("/", member);
}
