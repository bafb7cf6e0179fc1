import { Award } from "lucide-react";
import { Link } from "react-router";
import type { CertificateDto } from "@common/schemas/courses";
import { ShareCertificateButton } from "@client/components/share-certificate-button";

/** The celebration (screens.md §7.0 Finishing): "Course complete! Your certificate is ready." */
export function CourseCompletePanel({
  certificate,
}: {
  certificate: Pick<CertificateDto, "id" | "shareToken" | "isPublic" | "courseTitle">;
}) {
  return (
    <section
      className="flex flex-col gap-4 rounded-xl border border-emerald-300 bg-emerald-50 p-5 sm:flex-row sm:items-center"
      aria-live="polite"
    >
      <Award className="size-10 shrink-0 text-emerald-700" aria-hidden="true" />
      <div className="flex-1">
        <p className="text-lg font-semibold text-emerald-950">Course complete! Your certificate is ready.</p>
        <p className="text-sm text-emerald-900">{certificate.courseTitle}</p>
      </div>
      <div className="flex gap-2">
        <Link
          to={`/certificates/${certificate.id}`}
          className="inline-flex items-center rounded-md bg-emerald-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-emerald-800"
        >
          View certificate
        </Link>
        <ShareCertificateButton certificate={certificate} />
      </div>
    </section>
  );
}
