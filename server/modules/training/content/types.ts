import type { Fruit, StyleId, WeaponId } from "@common/content/training/types";

/** One response a member may choose in a battle scenario. */
export interface ScenarioOption {
  /** What the member would do, one or two sentences. */
  text: string;
  fruits: readonly [Fruit, Fruit, Fruit];
  style: StyleId;
  weapon: WeaponId;
  /** Why this response is (or is not) the strongest; shown after answering. */
  explanation: string;
}

/** A battle scenario of screens.md §7.6; `correct` never leaves the server before the member answers. */
export interface BattleScenario {
  /** kebab-case, e.g. "workplace-conflict". */
  id: string;
  position: number;
  title: string;
  situation: string;
  options: readonly [ScenarioOption, ScenarioOption, ScenarioOption];
  /** Index (0–2) of the strongest response. */
  correct: 0 | 1 | 2;
  reference: string;
}
