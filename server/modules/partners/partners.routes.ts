import { Hono } from "hono";
import { validator } from "hono/validator";
import { partnerLookupQuery, partnershipIdParam, sendPartnerRequestInput } from "@common/schemas/partners";
import type { Auth } from "@server/auth/auth";
import type { AppEnv } from "@server/http/app-env";
import type { ServiceContext } from "@server/http/context";
import { notFound } from "@server/http/errors";
import { requireSession } from "@server/http/require-session";
import { validate } from "@server/http/validate";
import type { NotificationDelivery } from "@server/modules/notifications/delivery";
import {
  acceptPartnerRequest,
  cancelPartnerRequest,
  declinePartnerRequest,
  listPartners,
  lookupPartner,
  openLiveRoomWithPartner,
  type PartnerContext,
  removePartner,
  sendPartnerRequest,
} from "./partners.service";

/** A malformed id in the address is an unknown partnership (404), like someone else's. */
const partnershipAddress = (what: string) =>
  validator("param", (value) => {
    const parsed = partnershipIdParam.safeParse(value);
    if (!parsed.success) throw notFound(what);
    return parsed.data;
  });

/**
 * /api/partners — study partners (screens.md §3.8): every route needs a session, every plan may use them. The
 * other member of a partnership is only ever their public profile.
 */
export function partnerRoutes(
  deps: ServiceContext & { auth: Auth; delivery?: Omit<NotificationDelivery, "db"> },
) {
  const ctx = (c: { var: AppEnv["Variables"] }): PartnerContext => ({
    db: deps.db,
    clock: deps.clock,
    bus: deps.bus,
    delivery: deps.delivery,
    logger: c.var.logger,
    actor: c.var.actor,
  });
  return new Hono<AppEnv>()
    .use(requireSession(deps.auth))
    .get("/", async (c) => c.json(await listPartners(ctx(c))))
    .get("/lookup", validate("query", partnerLookupQuery), async (c) =>
      c.json(await lookupPartner(ctx(c), c.req.valid("query").username)),
    )
    .post("/requests", validate("json", sendPartnerRequestInput), async (c) =>
      c.json(await sendPartnerRequest(ctx(c), c.req.valid("json"))),
    )
    .post("/requests/:id/accept", partnershipAddress("partner request"), async (c) =>
      c.json(await acceptPartnerRequest(ctx(c), c.req.valid("param").id)),
    )
    .post("/requests/:id/decline", partnershipAddress("partner request"), async (c) =>
      c.json(await declinePartnerRequest(ctx(c), c.req.valid("param").id)),
    )
    .post("/requests/:id/cancel", partnershipAddress("partner request"), async (c) =>
      c.json(await cancelPartnerRequest(ctx(c), c.req.valid("param").id)),
    )
    .post("/:id/remove", partnershipAddress("study partner"), async (c) =>
      c.json(await removePartner(ctx(c), c.req.valid("param").id)),
    )
    .post("/:id/live-room", partnershipAddress("study partner"), async (c) =>
      c.json(await openLiveRoomWithPartner(ctx(c), c.req.valid("param").id), 201),
    );
}
