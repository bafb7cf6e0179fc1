// The deterministic judge (screens.md §6.1, the D3 pattern): by the time it runs the shared schema has checked that
// the required fields are present, long enough and (Connect-6) a valid verse of the target genre. The judge then
// weighs depth against the template's rubric — enough words in the main answer, and the idea it looks for — and
// answers pass or partial with one feedback line. Same answer, same verdict, always.
import type { ChallengeRubric, ChallengeTemplate } from "./templates";

export type Verdict = "pass" | "partial";
export interface Judgement {
  verdict: Verdict;
  feedback: string;
}

/** The field each subtype's depth is measured on. */
const mainField: Record<ChallengeTemplate["subtype"], string> = {
  "dimension-drill": "answer",
  "connect-6": "explanation",
  "sanctuary-map": "explanation",
  "christ-chapter": "reflection",
  "fruit-check": "action",
};

export const wordCount = (value: string) =>
  value.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

export function depthHint(minWords: number): string {
  return `A good start. Go a little deeper next time — aim for about ${minWords} words that say why.`;
}

export function judgeAnswer(
  template: Pick<ChallengeTemplate, "subtype"> & { rubric: ChallengeRubric },
  answer: Readonly<Record<string, string>>,
): Judgement {
  const { rubric } = template;
  const main = answer[mainField[template.subtype]] ?? "";
  if (wordCount(main) < rubric.minWords) return { verdict: "partial", feedback: depthHint(rubric.minWords) };
  if (rubric.lookFor) {
    const written = Object.values(answer).join(" ").toLowerCase();
    if (!rubric.lookFor.stems.some((stem) => written.includes(stem)))
      return { verdict: "partial", feedback: `A good start. ${rubric.lookFor.hint}` };
  }
  return { verdict: "pass", feedback: rubric.praise };
}
