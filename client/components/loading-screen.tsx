import { BookOpen } from "lucide-react";
import { Spinner } from "./ui/spinner";

/**
 * The full-page loading screen (spec §2): product title, a message and, when the amount of
 * work is known, a percentage bar capped at 100.
 */
export function LoadingScreen({ message = "Loading...", progress }: { message?: string; progress?: number }) {
  const percent = progress === undefined ? undefined : Math.max(0, Math.min(100, Math.round(progress)));
  return (
    <div
      className="flex min-h-screen flex-col items-center justify-center gap-4 bg-parchment px-4"
      data-testid="loading-screen"
    >
      <div className="flex items-center gap-2 text-night">
        <BookOpen className="size-8 text-gold-dark" aria-hidden="true" />
        <span className="font-serif text-2xl font-semibold">Phototheology</span>
      </div>
      <div className="flex items-center gap-2 text-stone-600">
        {percent === undefined && <Spinner className="size-5" label={message} />}
        <p>{message}</p>
      </div>
      {percent !== undefined && (
        <div
          className="h-2 w-64 overflow-hidden rounded-full bg-stone-200"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-label={message}
        >
          <div className="h-full rounded-full bg-night transition-[width]" style={{ width: `${percent}%` }} />
        </div>
      )}
    </div>
  );
}
