import { Award, Eye, Lock, Printer } from "lucide-react";
import { Link } from "react-router";
import type { CertificateDto } from "@common/schemas/courses";
import { ShareCertificateButton } from "@client/components/share-certificate-button";
import { Button } from "@client/components/ui/button";
import { useSetCertificateVisibility } from "@client/lib/api/set-certificate-visibility";
import { toast } from "@client/lib/toast";

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en", { year: "numeric", month: "long", day: "numeric" });

/** One card of /certificates (screens.md §3.7): header, course, date, number, visibility, and its actions. */
export function CertificateCard({ certificate }: { certificate: CertificateDto }) {
  const visibility = useSetCertificateVisibility();
  const toggle = () =>
    visibility.mutate(
      { certificateId: certificate.id, isPublic: !certificate.isPublic },
      {
        onSuccess: (updated) =>
          toast.success(updated.isPublic ? "Certificate is now public" : "Certificate is now private"),
        onError: (error) => toast.error(error.message),
      },
    );
  return (
    <li className="overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      <div className="flex items-center gap-2 bg-gradient-to-r from-amber-500 to-amber-700 px-4 py-3 text-white">
        <Award className="size-5" aria-hidden="true" />
        <span className="text-sm font-semibold uppercase tracking-wide">{certificate.kindLabel}</span>
      </div>
      <div className="space-y-2 p-4">
        <h2 className="text-lg font-semibold text-stone-900">{certificate.courseTitle}</h2>
        <p className="text-sm text-stone-600">Completed {formatDate(certificate.issuedAt)}</p>
        <p className="text-sm text-stone-500">No. {certificate.certificateNo}</p>
        <span
          className={
            certificate.isPublic
              ? "inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900"
              : "inline-flex items-center gap-1 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-700"
          }
        >
          {certificate.isPublic ? (
            <Eye className="size-3" aria-hidden="true" />
          ) : (
            <Lock className="size-3" aria-hidden="true" />
          )}
          {certificate.isPublic ? "Public" : "Private"}
        </span>
        <div className="flex flex-wrap gap-2 pt-2">
          <ShareCertificateButton certificate={certificate} />
          <Button variant="outline" size="sm" busy={visibility.isPending} onClick={toggle}>
            {certificate.isPublic ? "Make private" : "Make public"}
          </Button>
          <Link
            to={`/certificates/${certificate.id}`}
            className="inline-flex items-center gap-1 rounded-md border border-stone-300 px-3 py-1.5 text-sm font-medium text-stone-800 hover:bg-stone-50"
          >
            <Printer className="size-4" aria-hidden="true" /> View / Print
          </Link>
        </div>
      </div>
    </li>
  );
}
