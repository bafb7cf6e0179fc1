// Question-bank items for the palace's learn checks, drills and milestone tests. Server-only: answer keys and
// explanations never reach the browser before an answer is submitted (see attempts.service.ts).
export type BankTier = 1 | 2 | 3 | 4;

interface BankItemBase {
  /** Stable id, unique within the room, e.g. "sr-t1-03". */
  id: string;
  tier: BankTier;
  prompt: string;
  /** Shown after submission, right or wrong. */
  explanation: string;
}

/** Exactly one option is right; `answer` is its index. */
export interface SingleChoiceItem extends BankItemBase {
  type: "single";
  options: string[];
  answer: number;
}

/** Every listed index must be chosen, and nothing else. */
export interface MultiSelectItem extends BankItemBase {
  type: "multi";
  options: string[];
  answers: number[];
}

/** `items` in the right order; the student receives them shuffled. */
export interface OrderItem extends BankItemBase {
  type: "order";
  items: string[];
}

/** Pairs left → right; the student receives the right-hand side shuffled. */
export interface MatchItem extends BankItemBase {
  type: "match";
  pairs: [string, string][];
}

/** Free text compared after normalising case, spacing and punctuation against any accepted answer. */
export interface ShortTextItem extends BankItemBase {
  type: "short";
  accept: string[];
}

/** A Bible reference; right when every verse of the answer lies inside one of the accepted passages. */
export interface ReferenceAnswerItem extends BankItemBase {
  type: "reference";
  accept: string[];
}

/** A number (years, days, periods), right within `tolerance` (default 0). */
export interface NumericItem extends BankItemBase {
  type: "numeric";
  answer: number;
  tolerance?: number;
  unit?: string;
}

export type BankItem =
  | SingleChoiceItem
  | MultiSelectItem
  | OrderItem
  | MatchItem
  | ShortTextItem
  | ReferenceAnswerItem
  | NumericItem;
