import { Copy, Download, Printer } from "lucide-react";
import type { SermonContent } from "@common/domain/sermons";
import { Button } from "@client/components/ui/button";
import { copyAsText, downloadMarkdown } from "../lib/export";
import { SermonDocument } from "./sermon-document";

/** Print only the sermon: everything else on the page is hidden from the printer (Print/PDF, ai.md §3.9). */
const printCss = `@media print {
  body * { visibility: hidden !important; }
  #sermon-print, #sermon-print * { visibility: visible !important; }
  #sermon-print { position: absolute; left: 0; top: 0; width: 100%; border: 0 !important; padding: 0 !important; }
  .sermon-no-print { display: none !important; }
}`;

/** Step 5 (ai.md §3.9): the whole sermon, and its exports. */
export function StepReview({ content }: { content: SermonContent }) {
  return (
    <div className="space-y-4">
      <style>{printCss}</style>
      <div className="sermon-no-print flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => downloadMarkdown(content)}>
          <Download className="size-4" aria-hidden="true" />
          Download Markdown
        </Button>
        <Button variant="outline" onClick={() => void copyAsText(content)}>
          <Copy className="size-4" aria-hidden="true" />
          Copy as text
        </Button>
        <Button variant="outline" onClick={() => window.print()}>
          <Printer className="size-4" aria-hidden="true" />
          Print / PDF
        </Button>
      </div>
      <SermonDocument content={content} />
    </div>
  );
}
