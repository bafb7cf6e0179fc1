import { aiLimits } from "@common/constants/ai";

const number = (n: number) => n.toLocaleString("en-US");

/**
 * A text field's live counter (ai.md §1.7): shown from 80 % of the limit ("1,850 / 2,000"), over the limit in the
 * error colour with the send button disabled (the assistants' composer, the flashcard generator). Counts the trimmed
 * text, as the shared schemas do.
 */
export function inputCounter(text: string, max: number) {
  const length = text.trim().length;
  return {
    length,
    visible: length >= Math.ceil(max * aiLimits.counterFromShare),
    over: length > max,
    text: `${number(length)} / ${number(max)}`,
  };
}
