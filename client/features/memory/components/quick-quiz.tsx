import { useEffect, useRef, useState } from "react";
import type { QuizFinishDto, QuizStartDto } from "@common/schemas/bible";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { ApiError } from "@client/lib/api-client";
import { useAnswerQuiz } from "../api/answer-quiz";
import { useFinishQuiz } from "../api/finish-quiz";
import { useStartQuiz } from "../api/start-quiz";

export const QUIZ_SECONDS = 60;
const MIN_VERSES = 3;

type Playing = { quiz: QuizStartDto; index: number; score: number; endsAt: number };

/**
 * Quick quiz (screens §5.8): 60 seconds; a reference is shown and the member types the verse; the server
 * judges (≥ 90% of words in order) and keeps the score. Wrong answers keep the verse.
 */
export function QuickQuiz({ saved, best }: { saved: number; best: number }) {
  const { mutateAsync: startQuiz } = useStartQuiz();
  const { mutateAsync: answerQuiz } = useAnswerQuiz();
  const { mutateAsync: finishQuiz } = useFinishQuiz();
  const [playing, setPlaying] = useState<Playing | null>(null);
  const [result, setResult] = useState<QuizFinishDto | null>(null);
  const [answer, setAnswer] = useState("");
  const [feedback, setFeedback] = useState<"correct" | "wrong" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const finishing = useRef(false);

  const left = playing ? Math.max(0, Math.ceil((playing.endsAt - now) / 1000)) : QUIZ_SECONDS;

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [playing]);

  useEffect(() => {
    if (!playing || left > 0 || finishing.current) return;
    finishing.current = true;
    void finishQuiz(playing.quiz.quizId)
      .then(setResult)
      .catch((e: unknown) =>
        setError(e instanceof ApiError ? e.message : "Couldn't save your score — try again."),
      )
      .finally(() => setPlaying(null));
  }, [playing, left, finishQuiz]);

  const start = async () => {
    setBusy(true);
    setError(null);
    setResult(null);
    try {
      const quiz = await startQuiz();
      finishing.current = false;
      setAnswer("");
      setFeedback(null);
      setNow(Date.now());
      setPlaying({ quiz, index: 0, score: 0, endsAt: Date.now() + QUIZ_SECONDS * 1000 });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : "Couldn't start the quiz — try again.");
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    if (!playing || left === 0) return;
    const verse = playing.quiz.verses[playing.index % playing.quiz.verses.length]!;
    setBusy(true);
    try {
      const judged = await answerQuiz({ quizId: playing.quiz.quizId, verseId: verse.id, answer });
      setFeedback(judged.correct ? "correct" : "wrong");
      if (judged.correct) {
        setAnswer("");
        setPlaying((p) => (p ? { ...p, index: p.index + 1, score: judged.score } : p));
      } else setPlaying((p) => (p ? { ...p, score: judged.score } : p));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : "Couldn't check the answer — try again.");
    } finally {
      setBusy(false);
    }
  };

  if (saved < MIN_VERSES) {
    return (
      <div className="space-y-2 rounded-xl border border-stone-200 bg-white p-6 text-center">
        <p className="font-medium text-night">Save at least 3 verses to play</p>
        <Button disabled>Start quiz</Button>
      </div>
    );
  }

  if (playing) {
    const verse = playing.quiz.verses[playing.index % playing.quiz.verses.length]!;
    return (
      <section
        className="space-y-4 rounded-xl border border-stone-200 bg-white p-4 sm:p-6"
        aria-label="Quick quiz"
      >
        <div className="flex justify-between text-sm font-medium">
          <span role="timer" aria-live="off" className={left <= 10 ? "text-red-800" : "text-stone-700"}>
            {left} s
          </span>
          <span data-testid="quiz-score">{playing.score} points</span>
        </div>
        <p className="font-serif text-2xl font-semibold text-night">{verse.reference}</p>
        <form
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <label className="block space-y-1">
            <span className="text-sm text-stone-600">Type the verse</span>
            <textarea
              rows={4}
              autoFocus
              value={answer}
              onChange={(e) => {
                setAnswer(e.target.value);
                setFeedback(null);
              }}
              className="w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm focus:border-night-light focus:outline-none focus:ring-2 focus:ring-night-light/30"
            />
          </label>
          <div className="flex flex-wrap items-center gap-2">
            <Button type="submit" busy={busy} disabled={answer.trim() === ""}>
              Check
            </Button>
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                setAnswer("");
                setFeedback(null);
                setPlaying((p) => (p ? { ...p, index: p.index + 1 } : p));
              }}
            >
              Skip
            </Button>
            <span role="status" className="text-sm">
              {feedback === "correct" && <span className="text-emerald-800">+10</span>}
              {feedback === "wrong" && <span className="text-red-800">Not quite — try again</span>}
            </span>
          </div>
        </form>
      </section>
    );
  }

  return (
    <section
      className="space-y-3 rounded-xl border border-stone-200 bg-white p-6 text-center"
      aria-label="Quick quiz"
    >
      {result ? (
        <>
          <p className="font-serif text-2xl font-semibold text-night" role="status">
            Time! {result.score} points
          </p>
          <p className="text-sm text-stone-600">Best score: {result.best}</p>
        </>
      ) : (
        <>
          <p className="text-stone-700">
            {QUIZ_SECONDS} seconds: type as many of your verses as you can. Each correct verse is worth 10
            points.
          </p>
          <p className="text-sm text-stone-600">Best score: {best}</p>
        </>
      )}
      {error && <Alert tone="destructive">{error}</Alert>}
      <Button busy={busy} onClick={() => void start()}>
        {result ? "Play again" : "Start quiz"}
      </Button>
    </section>
  );
}
