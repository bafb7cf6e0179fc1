import { Button } from "@client/components/ui/button";
import type { MemoryMode } from "../lib/grades";

/** Four short memory guides in our own words (screens §5.8), each opening Review in the matching mode. */
const techniques: { title: string; body: string; steps: string[]; mode: MemoryMode }[] = [
  {
    title: "Picture it",
    body: "Turn the verse into one vivid scene before you learn the words. The mind keeps images far longer than lists of words.",
    steps: [
      "Read the verse slowly.",
      "Give each phrase a picture — a shepherd, a door, a lamp.",
      "Walk through the scene while you say the verse.",
    ],
    mode: "flashcard",
  },
  {
    title: "First-letter acronym",
    body: "The first letter of each word is a small hook. Saying the verse from its letters trains recall without giving the words away.",
    steps: [
      "Write or type only the first letters.",
      "Read the letters back as full words.",
      "Repeat until the letters are enough.",
    ],
    mode: "first-letters",
  },
  {
    title: "Rhythm",
    body: "Say the verse aloud with a steady beat and pauses at the commas. A rhythm carries you past the words you half forget.",
    steps: [
      "Tap a beat while you read it aloud.",
      "Let words drop out and keep the beat going.",
      "Say it once more with nothing in front of you.",
    ],
    mode: "fade-out",
  },
  {
    title: "Chunking",
    body: "Cut a long verse into short phrases and learn them one at a time, then link them in order.",
    steps: [
      "Split the verse at its natural pauses.",
      "Learn the first two chunks, then add one more each time.",
      "Put all the chunks in order.",
    ],
    mode: "scramble",
  },
];

export function Techniques({ onTry }: { onTry: (mode: MemoryMode) => void }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {techniques.map((technique) => (
        <li
          key={technique.title}
          className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4"
        >
          <h3 className="font-serif text-lg font-semibold text-night">{technique.title}</h3>
          <p className="text-sm text-stone-700">{technique.body}</p>
          <ol className="list-decimal space-y-1 pl-5 text-sm text-stone-700">
            {technique.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <Button
            variant="outline"
            size="sm"
            className="mt-auto self-start"
            onClick={() => onTry(technique.mode)}
          >
            Try it<span className="sr-only">: {technique.title}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
