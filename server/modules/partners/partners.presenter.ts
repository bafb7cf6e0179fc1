import type { PartnerActionDto, PartnerDto, PartnerRequestDto, PartnersDto } from "@common/schemas/partners";
import type { PublicProfileDto } from "@server/modules/profile/public-profile";
import type { PartnershipRow } from "./partners.queries";

/** The member on the other side of a partnership from `userId`. */
export const otherMemberId = (row: Pick<PartnershipRow, "requesterId" | "addresseeId">, userId: string) =>
  row.requesterId === userId ? row.addresseeId : row.requesterId;

export function presentRequest(row: PartnershipRow, member: PublicProfileDto): PartnerRequestDto {
  return { id: row.id, member, message: row.message, createdAt: row.createdAt.toISOString() };
}

export function presentPartner(row: PartnershipRow, member: PublicProfileDto): PartnerDto {
  // An active row always has its responded_at; created_at only stands in for a row written by hand.
  return { id: row.id, member, since: (row.respondedAt ?? row.createdAt).toISOString() };
}

/**
 * The member's three lists from their pending and active partnerships: requests newest first, partners by the
 * newest partnership first. A row whose other member's account is gone (never, with the cascade) is left out.
 */
export function presentPartners(
  rows: readonly PartnershipRow[],
  userId: string,
  profiles: ReadonlyMap<string, PublicProfileDto>,
): PartnersDto {
  const result: PartnersDto = { incoming: [], outgoing: [], partners: [] };
  for (const row of [...rows].reverse()) {
    const member = profiles.get(otherMemberId(row, userId));
    if (!member) continue;
    if (row.status === "active") result.partners.push(presentPartner(row, member));
    else if (row.addresseeId === userId) result.incoming.push(presentRequest(row, member));
    else result.outgoing.push(presentRequest(row, member));
  }
  result.partners.sort((a, b) => b.since.localeCompare(a.since));
  return result;
}

export function presentAction(
  row: PartnershipRow,
  member: PublicProfileDto,
  notice: string,
): PartnerActionDto {
  return { id: row.id, status: row.status, member, notice };
}
