import { Copy, Download } from "lucide-react";
import { toast } from "@client/lib/toast";
import { Button } from "@client/components/ui/button";

/** Shows freshly made backup codes once, with copy and download. */
export function BackupCodes({ codes }: { codes: string[] }) {
  const text = codes.join("\n");
  const download = () => {
    const url = URL.createObjectURL(
      new Blob([`Phototheology backup codes\n\n${text}\n`], { type: "text/plain" }),
    );
    const link = document.createElement("a");
    link.href = url;
    link.download = "phototheology-backup-codes.txt";
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <p className="text-sm font-medium text-amber-950">Each code works once. Store them somewhere safe.</p>
      <ul
        className="grid grid-cols-2 gap-2 font-mono text-sm"
        aria-label="Backup codes"
        data-testid="backup-codes"
      >
        {codes.map((code) => (
          <li key={code} className="rounded bg-white px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(text);
              toast.success("Copied to clipboard");
            } catch {
              toast.error("Your browser blocked the clipboard — use Download instead.");
            }
          }}
        >
          <Copy className="size-4" aria-hidden="true" /> Copy
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={download}>
          <Download className="size-4" aria-hidden="true" /> Download
        </Button>
      </div>
    </div>
  );
}
