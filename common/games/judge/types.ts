/**
 * The judge interface (games.md §3.3): one shape for every game's judgement, the palace's Check my work and the
 * AI layer's answers. Framework-free and deterministic: the same input, key and difficulty always give the same
 * judgement. Points are computed by the server from the game's points table, never sent by the browser.
 */
export type Verdict = "pass" | "partial" | "fail";

export interface Check {
  id: string;
  ok: boolean;
  /** e.g. "3 valid references", "LAVER mentioned". */
  label: string;
}

export interface Judgement {
  verdict: Verdict;
  points: number;
  /** Plain text, 1–4 short sentences, shown under the answer. */
  feedback: string;
  checks: Check[];
  quality?: "excellent" | "good" | "weak";
  source: "rules" | "ai";
}

export interface JudgeContext {
  difficulty: string;
  /** The member's earlier answers in this run (for the echo guard, R7). */
  history: readonly string[];
}

export interface Judge<Input, Key> {
  id: string;
  judge(input: Input, key: Key, ctx: JudgeContext): Judgement;
}

const verdictOrder: readonly Verdict[] = ["fail", "partial", "pass"];

/** §3.5 clamp rule: an AI verdict may differ from the rules verdict by one step at most. */
export function clampVerdict(rules: Verdict, ai: Verdict): Verdict {
  const from = verdictOrder.indexOf(rules);
  const to = verdictOrder.indexOf(ai);
  const step = Math.max(-1, Math.min(1, to - from));
  return verdictOrder[from + step] ?? rules;
}

/** Rules feedback from templates over the checks: "✓ Valid reference (Rom 6:23) · ✗ The card ⊙ is not mentioned." */
export function feedbackFromChecks(checks: readonly Check[], tip?: string): string {
  const line = checks.map((check) => `${check.ok ? "✓" : "✗"} ${check.label}`).join(" · ");
  return tip ? `${line}. Tip: ${tip}` : line;
}
