import { Bot, CheckCircle2, CircleAlert, XCircle } from "lucide-react";
import type { Ref } from "react";
import { Link } from "react-router";
import type { Judgement } from "@common/games/judge/types";
import type { RevealDto, RoundPayload } from "@common/schemas/games";
import { verdictTone } from "@client/components/judge-verdict";
import { cn } from "@client/lib/cn";
import { roomBadge, roomHref } from "@client/features/games/lib/play-refs";
import { ReferenceLink } from "./reference-link";

const verdictLook = {
  pass: { Icon: CheckCircle2, title: "Right", icon: "text-emerald-700" },
  partial: { Icon: CircleAlert, title: "Partly right", icon: "text-amber-700" },
  fail: { Icon: XCircle, title: "Not this time", icon: "text-red-700" },
} as const;

const signed = (points: number) => (points > 0 ? `+${points}` : String(points));

/** The match board's pairs, as labels, from the reveal's "left:right" ids. */
function matchPairs(payload: RoundPayload, reveal: RevealDto): Array<{ left: string; right: string }> {
  if (payload.kind !== "match" || !reveal.correct) return [];
  const label = (items: ReadonlyArray<{ id: string; label: string }>, id: string) =>
    items.find((item) => item.id === id)?.label ?? id;
  return reveal.correct.flatMap((pair) => {
    const [left, right] = pair.split(":");
    return left && right ? [{ left: label(payload.left, left), right: label(payload.right, right) }] : [];
  });
}

/**
 * What the judge said about a round (games.md §3.3): the verdict with its icon and colour, the points, the ✓/✗
 * checks, the feedback and who judged it; then the reveal that teaches: explanation, references (to the reader),
 * the room, the model answer, the true order or pairs, and in bot mode what the bot did.
 */
export function JudgementPanel({
  judgement,
  reveal,
  payload,
  headingRef,
}: {
  judgement: Judgement;
  reveal: RevealDto | null;
  payload: RoundPayload;
  /** Focus moves here when the verdict appears. */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const look = verdictLook[judgement.verdict];
  const pairs = reveal ? matchPairs(payload, reveal) : [];
  return (
    <section
      className={cn("space-y-3 rounded-xl border p-4", verdictTone[judgement.verdict])}
      aria-labelledby="judgement-title"
      data-testid="judgement-panel"
      data-verdict={judgement.verdict}
    >
      <div className="flex flex-wrap items-center gap-2">
        <look.Icon className={cn("size-6", look.icon)} aria-hidden="true" />
        <h2
          id="judgement-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold focus:outline-none"
        >
          {look.title} · {signed(judgement.points)} {Math.abs(judgement.points) === 1 ? "point" : "points"}
        </h2>
        <span className="ml-auto rounded-full border border-current/30 bg-white/70 px-2 py-0.5 text-xs font-medium">
          {judgement.source === "ai" ? "Judged with AI" : "Judged by rules"}
        </span>
      </div>

      {judgement.checks.length > 0 && (
        <ul className="space-y-1 text-sm" aria-label="Checks">
          {judgement.checks.map((check) => (
            <li key={check.id} className="flex gap-2">
              <span aria-hidden="true" className={check.ok ? "text-emerald-700" : "text-red-700"}>
                {check.ok ? "✓" : "✗"}
              </span>
              <span>
                <span className="sr-only">{check.ok ? "Passed: " : "Missed: "}</span>
                {check.label}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p>{judgement.feedback}</p>

      {reveal && (
        <div className="space-y-3 rounded-lg bg-white/80 p-3 text-sm text-ink" data-testid="reveal">
          {reveal.explanation && <p>{reveal.explanation}</p>}
          {reveal.order && reveal.order.length > 0 && (
            <div>
              <p className="font-semibold">The true order</p>
              <ol className="mt-1 list-decimal space-y-0.5 pl-5">
                {reveal.order.map((item) => (
                  <li key={item.id}>
                    {item.label}
                    {item.detail && (
                      <>
                        {" "}
                        (<ReferenceLink reference={item.detail} />)
                      </>
                    )}
                  </li>
                ))}
              </ol>
            </div>
          )}
          {pairs.length > 0 && (
            <div>
              <p className="font-semibold">The pairs</p>
              <ul className="mt-1 space-y-0.5">
                {pairs.map((pair) => (
                  <li key={`${pair.left}:${pair.right}`}>
                    {pair.left} → {pair.right}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {reveal.model && (
            <div>
              <p className="font-semibold">Model answer</p>
              <p className="whitespace-pre-wrap">{reveal.model}</p>
            </div>
          )}
          {reveal.room && (
            <p>
              Room:{" "}
              <Link
                to={roomHref(reveal.room)}
                className="font-medium text-night-light underline underline-offset-2 hover:text-night"
              >
                {reveal.room.name}
              </Link>{" "}
              <span className="rounded bg-stone-100 px-1.5 py-0.5 text-xs font-semibold text-stone-700">
                {roomBadge(reveal.room)}
              </span>
            </p>
          )}
          {reveal.refs && reveal.refs.length > 0 && (
            <p>
              <span className="font-semibold">Read: </span>
              {reveal.refs.map((ref, index) => (
                <span key={ref}>
                  {index > 0 && " · "}
                  <ReferenceLink reference={ref} />
                </span>
              ))}
            </p>
          )}
          {reveal.bot && (
            <p className="flex items-center gap-1.5 font-medium" data-testid="bot-line">
              <Bot className="size-4" aria-hidden="true" />
              Bot: {reveal.bot.correct ? "✓" : "✗"} {signed(reveal.bot.points)}
              <span className="text-stone-600">(bot total {reveal.bot.total})</span>
            </p>
          )}
        </div>
      )}
    </section>
  );
}
