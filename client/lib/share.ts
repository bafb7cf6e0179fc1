import { toast } from "./toast";

export type ShareData = { title: string; text: string; url: string };

/**
 * Share (spec §1, screens §1.5): the device's share sheet when it has one (a cancelled sheet
 * does nothing); otherwise title, text and URL, one per line, to the clipboard with a toast.
 */
export async function share(data: ShareData): Promise<"shared" | "copied" | "cancelled" | "failed"> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share(data);
      return "shared";
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
      // Some browsers expose share() but refuse it (e.g. not allowed here): fall back to copying.
    }
  }
  try {
    await navigator.clipboard.writeText([data.title, data.text, data.url].join("\n"));
    toast.success("Link copied!", { description: "Share link copied to clipboard" });
    return "copied";
  } catch {
    toast.error("Couldn't copy the link — your browser blocked the clipboard.");
    return "failed";
  }
}
