import { ThumbsDown, ThumbsUp } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { cn } from "@client/lib/cn";
import { toast } from "@client/lib/toast";
import { useSendFeedback } from "../api/send-feedback";

type Rating = "up" | "down";

/** Thumbs up or down on an answer, with an optional reason after a thumbs down (ai.md §1.3; stored for admins). */
export function FeedbackButtons({ messageId, initial }: { messageId: string; initial: Rating | null }) {
  const [rating, setRating] = useState<Rating | null>(initial);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState("");
  const feedback = useSendFeedback();
  const reasonId = useId();

  const rate = async (next: Rating) => {
    const before = rating;
    setRating(next);
    setAsking(next === "down");
    try {
      await feedback.mutateAsync({ messageId, rating: next });
    } catch {
      setRating(before);
      setAsking(false);
      toast.error("Your rating wasn't saved. Try again.");
    }
  };

  const sendReason = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return;
    try {
      await feedback.mutateAsync({ messageId, rating: "down", reason: reason.trim() });
      setAsking(false);
      setReason("");
      toast.success("Thanks — your note was sent.");
    } catch {
      toast.error("Your note wasn't sent. Try again.");
    }
  };

  const thumb = (value: Rating) => (
    <Button
      variant="ghost"
      size="sm"
      aria-pressed={rating === value}
      aria-label={value === "up" ? "Good answer" : "Poor answer"}
      className={cn(rating === value && "bg-stone-100 text-night")}
      onClick={() => void rate(value)}
    >
      {value === "up" ? (
        <ThumbsUp className="size-4" aria-hidden="true" fill={rating === "up" ? "currentColor" : "none"} />
      ) : (
        <ThumbsDown
          className="size-4"
          aria-hidden="true"
          fill={rating === "down" ? "currentColor" : "none"}
        />
      )}
    </Button>
  );

  return (
    <>
      {thumb("up")}
      {thumb("down")}
      {asking && (
        <form onSubmit={(e) => void sendReason(e)} className="flex w-full flex-wrap items-center gap-2 pt-1">
          <label htmlFor={reasonId} className="text-sm text-stone-600">
            What was wrong? (optional)
          </label>
          <Input
            id={reasonId}
            value={reason}
            maxLength={500}
            onChange={(e) => setReason(e.target.value)}
            className="h-8 min-w-0 flex-1 sm:max-w-sm"
          />
          <Button
            type="submit"
            size="sm"
            variant="outline"
            busy={feedback.isPending}
            disabled={!reason.trim()}
          >
            Send
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setAsking(false)}>
            Skip
          </Button>
        </form>
      )}
    </>
  );
}
