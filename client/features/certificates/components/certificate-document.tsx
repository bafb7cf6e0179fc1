import { BadgeCheck } from "lucide-react";

export interface CertificateFace {
  holderName: string;
  courseTitle: string;
  kindLabel: string;
  certificateNo: string;
  issuedAt: string;
}

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en", { year: "numeric", month: "long", day: "numeric" });

/**
 * The certificate itself, as printed (landscape, screens.md §3.7) and as verified (§2.4): the holder's name as
 * issued, the course, the completion date, the number, and the "Verified by Phototheology" mark.
 */
export function CertificateDocument({
  certificate,
  verified = false,
}: {
  certificate: CertificateFace;
  verified?: boolean;
}) {
  return (
    <div className="certificate-document mx-auto aspect-[1.414/1] w-full max-w-4xl rounded-xl border-8 border-double border-amber-600 bg-gradient-to-br from-amber-50 via-white to-amber-50 p-6 text-center shadow-lg sm:p-12 print:shadow-none">
      <div className="flex h-full flex-col items-center justify-between gap-4">
        <p className="text-xs font-semibold uppercase tracking-[0.3em] text-amber-800 sm:text-sm">
          {certificate.kindLabel}
        </p>
        <div className="space-y-3">
          <p className="font-serif text-lg text-stone-600 sm:text-xl">This certifies that</p>
          <p className="font-serif text-3xl font-bold text-stone-900 sm:text-5xl">{certificate.holderName}</p>
          <p className="font-serif text-lg text-stone-600 sm:text-xl">has completed</p>
          <p className="font-serif text-2xl font-semibold text-amber-900 sm:text-4xl">
            {certificate.courseTitle}
          </p>
          <p className="text-stone-600">Completed {formatDate(certificate.issuedAt)}</p>
        </div>
        <div className="flex w-full flex-col items-center justify-between gap-2 text-sm text-stone-600 sm:flex-row">
          <span>Certificate no. {certificate.certificateNo}</span>
          <span className="font-semibold text-stone-800">Phototheology</span>
          {verified && (
            <span className="inline-flex items-center gap-1 font-semibold text-emerald-700">
              <BadgeCheck className="size-4" aria-hidden="true" /> Verified by Phototheology
            </span>
          )}
        </div>
      </div>
    </div>
  );
}
