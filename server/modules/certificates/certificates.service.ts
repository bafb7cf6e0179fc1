// /certificates and the public verify page (screens.md §3.7, §2.4). The owner lists theirs and toggles public; anyone
// may read a public certificate by its token. An unknown, private or revoked token gets one message.
import {
  certificateNotFoundMessage,
  type CertificateDto,
  type PublicCertificateDto,
} from "@common/schemas/courses";
import type { ActorContext, ServiceContext } from "@server/http/context";
import { AppError, notFound } from "@server/http/errors";
import { presentCertificate, presentPublicCertificate } from "./certificates.presenter";
import { findPublicCertificate, listOwnCertificates, setVisibility } from "./certificates.queries";

export async function listCertificates(ctx: ActorContext): Promise<{ certificates: CertificateDto[] }> {
  const rows = await listOwnCertificates(ctx.db, ctx.actor.userId);
  return { certificates: rows.map(presentCertificate) };
}

export async function setCertificateVisibility(
  ctx: ActorContext,
  id: string,
  isPublic: boolean,
): Promise<CertificateDto> {
  const row = await setVisibility(ctx.db, ctx.actor.userId, id, isPublic);
  // Another member's certificate is as unknown as a made-up id.
  if (!row) throw notFound("certificate");
  ctx.logger?.info(
    { userId: ctx.actor.userId, certificateId: id, isPublic },
    "certificate visibility changed",
  );
  return presentCertificate(row);
}

export const certificateNotFound = () => new AppError(404, "not_found", certificateNotFoundMessage);

export async function verifyCertificate(ctx: ServiceContext, token: string): Promise<PublicCertificateDto> {
  const row = await findPublicCertificate(ctx.db, token);
  if (!row) throw certificateNotFound();
  return presentPublicCertificate(row);
}
