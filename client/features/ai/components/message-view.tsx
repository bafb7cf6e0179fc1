import { Check, Copy, Loader2, RefreshCw, RotateCw, Square, Volume2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { aiText } from "@common/constants/ai";
import type { AiMessageDto } from "@common/schemas/ai";
import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/cn";
import { toast } from "@client/lib/toast";
import type { ReferenceParser } from "../lib/passages";
import { AnswerSections } from "./answer-sections";
import { PassageChip, RoomChip } from "./chips";
import { SafeMarkdown } from "./safe-markdown";
import { SourceBadge } from "./source-badge";
import { TimelineView } from "./timeline-view";

export type AnswerLike = Pick<
  AiMessageDto,
  "content" | "rooms" | "passages" | "timeline" | "source" | "status" | "suggestions"
>;

export type RoomHref = (floor: number, id: string) => string;

/** The offline footer is shown under the answer; an answer that already ends with it doesn't say it twice. */
const withoutOfflineFooter = (content: string) =>
  content.trimEnd().endsWith(aiText.offlineFooter)
    ? content.trimEnd().slice(0, -aiText.offlineFooter.length).trimEnd()
    : content;

export function QuestionBubble({ text, large = false }: { text: string; large?: boolean }) {
  return (
    <div className="flex justify-end" data-testid="question">
      <p
        className={cn(
          "max-w-[85%] rounded-2xl rounded-br-sm bg-night px-4 py-2.5 whitespace-pre-wrap text-white",
          large && "text-lg",
        )}
      >
        <span className="sr-only">You asked: </span>
        {text}
      </p>
    </div>
  );
}

/**
 * One answer: the safe Markdown, a blinking caret while it streams, its status ("Stopped", "The answer was cut
 * off", "Answer in progress..."), the Daniel-Revelation timeline, the room and passage chips, and `actions`.
 * A `sectioned` answer shows each `##` section as a disclosure (Culture & Controversy, ai.md §3.5).
 */
export function AnswerView({
  answer,
  parser,
  roomHref,
  streaming = false,
  progress,
  large = false,
  actions,
  onAsk,
  sectioned = false,
}: {
  answer: AnswerLike;
  parser: ReferenceParser | null;
  roomHref: RoomHref;
  streaming?: boolean;
  /** Words shown before the first text arrives ("Thinking..."). */
  progress?: string;
  large?: boolean;
  actions?: ReactNode;
  /** Asks one of the offline engine's suggested questions; without it they are listed as text. */
  onAsk?: (question: string) => void;
  sectioned?: boolean;
}) {
  const content = answer.source === "offline" ? withoutOfflineFooter(answer.content) : answer.content;
  const inProgress = answer.status === "streaming" && !streaming;
  return (
    <article
      className={cn(
        "space-y-3 rounded-2xl rounded-bl-sm border border-stone-200 bg-white p-4 shadow-sm",
        large && "text-lg",
      )}
      data-testid="answer"
      data-status={streaming ? "streaming" : answer.status}
      aria-busy={streaming || inProgress || undefined}
    >
      <div className="flex flex-wrap items-center gap-2">
        <SourceBadge source={answer.source} testId="answer-source" />
        {answer.status === "stopped" && (
          <span className="rounded-full bg-stone-200 px-2.5 py-0.5 text-xs font-semibold text-stone-800">
            {aiText.stopped}
          </span>
        )}
      </div>
      {content === "" && (streaming || inProgress) ? (
        <p className="flex items-center gap-2 text-stone-600">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          {inProgress ? aiText.inProgress : (progress ?? "Thinking...")}
        </p>
      ) : (
        <div className={cn(streaming && "ai-streaming")} data-testid="answer-body">
          {sectioned ? (
            <AnswerSections text={content} parser={parser} streaming={streaming || inProgress} />
          ) : (
            <SafeMarkdown text={content} parser={parser} />
          )}
          {streaming && (
            <span
              className="ml-0.5 inline-block h-[1.1em] w-2 translate-y-0.5 animate-pulse bg-night"
              aria-hidden="true"
              data-testid="caret"
            />
          )}
        </div>
      )}
      {inProgress && content !== "" && (
        <p className="flex items-center gap-2 text-sm text-stone-600">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          {aiText.inProgress}
        </p>
      )}
      {answer.timeline.length > 0 && <TimelineView lines={answer.timeline} parser={parser} />}
      {answer.rooms.length > 0 && (
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="text-sm font-medium text-stone-600">Rooms:</span>
          {answer.rooms.map((code) => (
            <RoomChip key={code} code={code} roomHref={roomHref} />
          ))}
        </div>
      )}
      {answer.passages.length > 0 && (
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="text-sm font-medium text-stone-600">Passages:</span>
          {answer.passages.map((entry) => (
            <PassageChip key={entry} entry={entry} parser={parser} />
          ))}
        </div>
      )}
      {answer.suggestions && answer.suggestions.length > 0 && !streaming && (
        <div className="space-y-2" data-testid="suggestions">
          <p className="text-sm font-medium text-stone-600">Questions the offline study engine can answer:</p>
          <ul className="flex flex-wrap gap-2">
            {answer.suggestions.map((suggestion) => (
              <li key={suggestion}>
                {onAsk ? (
                  <Button
                    variant="outline"
                    size="sm"
                    className="h-auto py-1.5 text-left"
                    onClick={() => onAsk(suggestion)}
                  >
                    {suggestion}
                  </Button>
                ) : (
                  <span className="text-sm text-stone-700">{suggestion}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {answer.source === "offline" && !streaming && (
        <p className="border-t border-stone-100 pt-2 text-xs text-stone-600" data-testid="offline-footer">
          {aiText.offlineFooter}
        </p>
      )}
      {answer.status === "interrupted" && !streaming && (
        <p className="text-sm font-medium text-amber-900" data-testid="cut-off">
          {aiText.interrupted}
        </p>
      )}
      {actions && (
        <div className="flex flex-wrap items-center gap-1 border-t border-stone-100 pt-2">{actions}</div>
      )}
    </article>
  );
}

export function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error("Couldn't copy — select the text and copy it instead.");
    }
  };
  return (
    <Button variant="ghost" size="sm" onClick={() => void copy()}>
      {copied ? (
        <Check className="size-4" aria-hidden="true" />
      ) : (
        <Copy className="size-4" aria-hidden="true" />
      )}
      {copied ? "Copied" : "Copy"}
    </Button>
  );
}

export function RegenerateButton({ onClick, retry = false }: { onClick: () => void; retry?: boolean }) {
  return (
    <Button variant="ghost" size="sm" onClick={onClick}>
      {retry ? (
        <RotateCw className="size-4" aria-hidden="true" />
      ) : (
        <RefreshCw className="size-4" aria-hidden="true" />
      )}
      {retry ? "Retry" : "Regenerate"}
    </Button>
  );
}

export function ReadAloudButton({ speaking, onClick }: { speaking: boolean; onClick: () => void }) {
  return (
    <Button variant="outline" size="lg" onClick={onClick} aria-pressed={speaking}>
      {speaking ? (
        <Square className="size-5" aria-hidden="true" />
      ) : (
        <Volume2 className="size-5" aria-hidden="true" />
      )}
      {speaking ? "Stop reading" : "Read aloud"}
    </Button>
  );
}
