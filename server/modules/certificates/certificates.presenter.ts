import type { CertificateDto, PublicCertificateDto } from "@common/schemas/courses";
import type { CertificateRow } from "./certificates.queries";

export function presentCertificate(row: CertificateRow): CertificateDto {
  return {
    id: row.id,
    courseId: row.courseId,
    courseTitle: row.courseTitle,
    kindLabel: row.kindLabel,
    holderName: row.holderName,
    certificateNo: row.certificateNo,
    shareToken: row.shareToken,
    issuedAt: row.issuedAt.toISOString(),
    isPublic: row.isPublic,
  };
}

/** What anyone with the link sees: no ids, no token, no owner. */
export function presentPublicCertificate(row: CertificateRow): PublicCertificateDto {
  return {
    holderName: row.holderName,
    courseTitle: row.courseTitle,
    kindLabel: row.kindLabel,
    certificateNo: row.certificateNo,
    issuedAt: row.issuedAt.toISOString(),
  };
}
