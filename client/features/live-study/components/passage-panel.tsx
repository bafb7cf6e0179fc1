import { useQueries } from "@tanstack/react-query";
import { Hand } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { TRANSLATION_IDS, type TranslationId } from "@common/bible/constants";
import type { VerseDto } from "@common/schemas/bible";
import type { PublicProfileDto } from "@common/schemas/public-profile";
import { LIVE_STUDY_LIMITS, type RoomStateDto, roomPassageOf } from "@common/schemas/live-study";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { Switch } from "@client/components/ui/switch";
import { chapterQueryOptions } from "@client/lib/api/get-chapter";
import { ApiError } from "@client/lib/api-error";
import { isTranslationId, loadReferenceParser, translationNames } from "@client/lib/bible";
import { cn } from "@client/lib/cn";
import { toast } from "@client/lib/toast";
import { useChangePassage } from "../api/change-passage";
import { useRaiseHand } from "../api/raise-hand";
import { useSetFocus } from "../api/set-focus";
import {
  inPassageChapter,
  type PassageChapter,
  passageChapters,
  verseElementId,
  verseKeyIn,
} from "../lib/passage";
import { PersonAvatar } from "./person-avatar";

const selectClass =
  "h-9 rounded-md border border-stone-300 bg-white px-2 text-sm text-ink focus:border-night-light focus:outline-none focus:ring-2 focus:ring-night-light/30";

const failureMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;

/** The reference box of the host and co-leaders (up to 3 chapters of one book), checked before it is sent. */
function ChangePassageForm({ roomId }: { roomId: string }) {
  const [reference, setReference] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const change = useChangePassage(roomId);
  const id = useId();

  const submit = async () => {
    setProblem(null);
    if (reference.trim() === "") return;
    try {
      const parser = await loadReferenceParser();
      const check = roomPassageOf(parser.parseReference(reference));
      if (!check.ok) return setProblem(check.message);
    } catch {
      // the parser didn't load: the server checks the reference
    }
    change.mutate(reference.trim(), {
      onSuccess: () => setReference(""),
      onError: (error) => setProblem(failureMessage(error, "Couldn't change the passage — try again.")),
    });
  };

  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!change.isPending) void submit();
      }}
    >
      <label htmlFor={`${id}-reference`} className="text-sm font-medium text-stone-800">
        New passage
      </label>
      <div className="flex gap-2">
        <Input
          id={`${id}-reference`}
          value={reference}
          onChange={(event) => setReference(event.target.value)}
          placeholder="e.g. Psalm 23 or John 3–4"
          maxLength={100}
          autoComplete="off"
          className="text-base sm:text-sm"
        />
        <Button type="submit" variant="outline" busy={change.isPending} disabled={reference.trim() === ""}>
          Change passage
        </Button>
      </div>
      {problem && <Alert tone="destructive">{problem}</Alert>}
    </form>
  );
}

function VerseText({ verse }: { verse: VerseDto }) {
  return (
    <>
      {verse.segments.map((segment, index) =>
        segment.italic ? <em key={index}>{segment.text}</em> : <span key={index}>{segment.text}</span>,
      )}
    </>
  );
}

type VerseRowProps = {
  roomId: string;
  verse: VerseDto;
  verseKey: number;
  focused: boolean;
  canLead: boolean;
  hands: PublicProfileDto[];
  myHand: boolean;
  busy: boolean;
  onTap: () => void;
  onHand: () => void;
};

/**
 * One verse: a button (the leaders' tap focuses it for everyone; anyone else's marks it as the verse they are
 * looking at), the avatars of raised hands beside it, and Raise hand / Lower hand.
 */
function VerseRow({
  roomId,
  verse,
  verseKey,
  focused,
  canLead,
  hands,
  myHand,
  busy,
  onTap,
  onHand,
}: VerseRowProps) {
  return (
    <li
      id={verseElementId(roomId, verseKey)}
      data-testid="room-verse"
      data-verse-key={verseKey}
      data-verse-number={verse.verse}
      data-focused={focused ? "true" : "false"}
      className={cn(
        "group flex scroll-mt-24 items-start gap-2 rounded-lg border px-2 py-1.5 transition-colors",
        focused ? "border-amber-400 bg-amber-50 shadow-sm" : "border-transparent",
      )}
    >
      <button
        type="button"
        onClick={onTap}
        disabled={busy}
        aria-pressed={canLead ? focused : undefined}
        aria-label={
          canLead
            ? `${focused ? "Clear the focus on" : "Focus"} verse ${verse.verse}`
            : `Verse ${verse.verse}${focused ? " (in focus)" : ""}`
        }
        className="min-w-0 flex-1 cursor-pointer rounded-md p-1 text-left font-serif text-[17px] leading-relaxed text-ink hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-night"
      >
        <sup className="mr-1 font-sans text-xs font-semibold text-stone-500">{verse.verse}</sup>
        <VerseText verse={verse} />
        {focused && (
          <span className="ml-2 inline-block rounded-full bg-amber-200 px-2 py-0.5 align-middle font-sans text-[11px] font-semibold text-amber-900">
            Focus
          </span>
        )}
      </button>
      <div className="flex shrink-0 flex-col items-end gap-1 pt-1">
        {hands.length > 0 && (
          <span className="flex -space-x-1.5" data-testid="raised-hands">
            <span className="sr-only">
              Hands raised on verse {verse.verse}: {hands.map((user) => user.displayName).join(", ")}
            </span>
            {hands.map((user) => (
              <span key={user.userId} title={user.displayName}>
                <PersonAvatar user={user} size="sm" />
              </span>
            ))}
          </span>
        )}
        <button
          type="button"
          onClick={onHand}
          disabled={busy}
          aria-pressed={myHand}
          aria-label={
            myHand ? `Lower your hand on verse ${verse.verse}` : `Raise hand on verse ${verse.verse}`
          }
          title={myHand ? "Lower hand" : "Raise hand"}
          className={cn(
            "rounded-md p-1.5 text-stone-500 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-night",
            myHand ? "bg-indigo-100 text-night" : "opacity-70 group-hover:opacity-100",
          )}
        >
          <Hand className="size-4" aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}

function ChapterSkeleton() {
  return (
    <div aria-busy="true" className="space-y-3">
      <span className="sr-only">Loading the passage…</span>
      {[0, 1, 2, 3, 4].map((index) => (
        <Skeleton key={index} className="h-6 w-full" />
      ))}
    </div>
  );
}

export type PassagePanelProps = {
  state: RoomStateDto;
  /** The host or a co-leader: tapping a verse focuses it; Change passage is offered. */
  canLead: boolean;
  /** The room is open and the member present (not a closed room's read-only view). */
  live: boolean;
  following: boolean;
  onFollowingChange: (following: boolean) => void;
  /** A member tapped a verse: the verse they are looking at. */
  onLookAt: (verseKey: number) => void;
};

/**
 * The shared passage (screens §8.3): the room's passage in the member's own translation (default the room's), the
 * verse in focus highlighted for everyone and — with "Follow the leader" on — scrolled into view, raised hands beside
 * their verses, and for the host and co-leaders Focus on tap and Change passage.
 */
export function PassagePanel({
  state,
  canLead,
  live,
  following,
  onFollowingChange,
  onLookAt,
}: PassagePanelProps) {
  const roomId = state.room.id;
  const [translation, setTranslation] = useState<TranslationId>(state.room.translation);
  const parts = state.passage ? passageChapters(state.passage) : [];
  const chapters = useQueries({
    queries: parts.map((part) => chapterQueryOptions(translation, part.osis, part.chapter)),
  });
  const focus = useSetFocus(roomId);
  const hand = useRaiseHand(roomId, state.you.userId);
  const followId = useId();
  const translationId = useId();
  const myHand = state.raisedHands.find((raised) => raised.userId === state.you.userId)?.verse ?? null;
  const peopleById = new Map(state.people.map((person) => [person.user.userId, person.user]));
  const loaded = chapters.every((chapter) => chapter.isSuccess);

  // Follow the leader: bring the focused verse into view when it changes (or when following is switched back on).
  useEffect(() => {
    if (!following || state.focusVerse === null || !loaded) return;
    const element = document.getElementById(verseElementId(roomId, state.focusVerse));
    if (!element || element.offsetParent === null) return; // the Passage tab is hidden (phones)
    const rect = element.getBoundingClientRect();
    if (rect.top < 80 || rect.bottom > window.innerHeight - 20)
      element.scrollIntoView({ block: "center", behavior: "smooth" });
  }, [following, state.focusVerse, loaded, roomId]);

  const tapVerse = (verseKey: number) => {
    onLookAt(verseKey);
    if (!canLead || !live) return;
    focus.mutate(state.focusVerse === verseKey ? null : verseKey, {
      onError: (error) => toast.error(failureMessage(error, "Couldn't focus that verse — try again.")),
    });
  };
  const toggleHand = (verseKey: number) =>
    hand.mutate(myHand === verseKey ? null : verseKey, {
      onError: (error) => toast.error(failureMessage(error, "Couldn't raise your hand — try again.")),
    });

  const renderChapter = (part: PassageChapter, index: number) => {
    const query = chapters[index];
    if (!query || query.isPending) return <ChapterSkeleton key={`${part.chapter}`} />;
    if (query.isError)
      return (
        <RetryAlert
          key={`${part.chapter}`}
          message={`Couldn't load ${part.bookName} ${part.chapter}.`}
          onRetry={() => query.refetch()}
          busy={query.isFetching}
        />
      );
    const verses = query.data.verses.filter((verse) => inPassageChapter(part, verse.verse));
    return (
      <section key={`${part.chapter}`} aria-label={`${part.bookName} ${part.chapter}`} className="space-y-1">
        {parts.length > 1 && (
          <h3 className="pt-2 text-sm font-semibold tracking-wide text-stone-500 uppercase">
            {part.bookName} {part.chapter}
          </h3>
        )}
        {query.data.title && part.first === 1 && (
          <p className="px-3 text-sm text-stone-500 italic">{query.data.title}</p>
        )}
        <ol className="space-y-0.5" aria-label={`Verses of ${part.bookName} ${part.chapter}`}>
          {verses.map((verse) => {
            const verseKey = verseKeyIn(part, verse.verse);
            return (
              <VerseRow
                key={verseKey}
                roomId={roomId}
                verse={verse}
                verseKey={verseKey}
                focused={state.focusVerse === verseKey}
                canLead={canLead && live}
                hands={state.raisedHands
                  .filter((raised) => raised.verse === verseKey)
                  .map((raised) => peopleById.get(raised.userId))
                  .filter((user): user is PublicProfileDto => user !== undefined)}
                myHand={myHand === verseKey}
                busy={!live}
                onTap={() => tapVerse(verseKey)}
                onHand={() => toggleHand(verseKey)}
              />
            );
          })}
        </ol>
      </section>
    );
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-stone-500 uppercase">Passage</p>
          <h2 className="font-serif text-2xl font-semibold text-night" data-testid="room-passage">
            {state.passage?.reference ?? "No passage yet"}
          </h2>
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <div className="flex items-center gap-2">
            <label htmlFor={translationId} className="text-sm text-stone-700">
              Your translation
            </label>
            <select
              id={translationId}
              className={selectClass}
              value={translation}
              onChange={(event) => {
                if (isTranslationId(event.target.value)) setTranslation(event.target.value);
              }}
            >
              {TRANSLATION_IDS.map((option) => (
                <option key={option} value={option}>
                  {translationNames[option]}
                </option>
              ))}
            </select>
          </div>
          {live && (
            <div className="flex items-center gap-2">
              <Switch id={followId} checked={following} onCheckedChange={onFollowingChange} />
              <label htmlFor={followId} className="text-sm text-stone-700">
                Follow the leader
              </label>
            </div>
          )}
        </div>
      </div>
      {live && canLead && <ChangePassageForm roomId={roomId} />}
      {live && (
        <p className="text-sm text-stone-600">
          {canLead
            ? "Tap a verse to focus it for everyone; tap it again to clear the focus."
            : "The host's focused verse is highlighted. Raise a hand on a verse to point the group to it."}
        </p>
      )}
      {!state.passage && (
        <p className="rounded-lg border border-dashed border-stone-300 p-4 text-stone-600">
          {canLead
            ? `Choose a passage above — up to ${LIVE_STUDY_LIMITS.passageChaptersMax} chapters of one book.`
            : "The host hasn't chosen a passage yet."}
        </p>
      )}
      {state.passage && parts.length === 0 && <Alert tone="destructive">This passage can't be shown.</Alert>}
      <div className="space-y-4" aria-live="off">
        {parts.map(renderChapter)}
      </div>
    </div>
  );
}
