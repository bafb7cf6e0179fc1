import { Download } from "lucide-react";
import type { BibleImageDto } from "@common/schemas/images";

/** The note under a form once its image is in My images, with the image's downloads (verse cards and AI pictures). */
export function SavedDownloads({
  message,
  downloads,
}: {
  message: string;
  downloads: BibleImageDto["downloads"];
}) {
  return (
    <div
      className="space-y-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900"
      role="status"
    >
      <p className="font-medium">{message}</p>
      <div className="flex flex-wrap gap-2">
        {downloads.map((download) => (
          <a
            key={download.url}
            href={download.url}
            download
            className="inline-flex h-8 items-center gap-1.5 rounded-md border border-stone-300 bg-white px-3 text-sm font-medium text-night hover:bg-stone-50"
          >
            <Download className="size-4" aria-hidden="true" />
            Download {download.label}
          </a>
        ))}
      </div>
    </div>
  );
}
