import { sermonFileName, sermonMarkdown, sermonPlainText, type SermonContent } from "@common/domain/sermons";
import { toast } from "@client/lib/toast";

/** Export → Markdown: the whole sermon as a .md download. */
export function downloadMarkdown(content: SermonContent) {
  const blob = new Blob([sermonMarkdown(content)], { type: "text/markdown;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = sermonFileName(content.title);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Export → Copy as text (plain text to the clipboard, with a toast either way). */
export async function copyAsText(content: SermonContent) {
  try {
    await navigator.clipboard.writeText(sermonPlainText(content));
    toast.success("Sermon copied as text");
  } catch {
    toast.error("Your browser didn't allow copying. Use Download Markdown instead.");
  }
}
