/**
 * The Spiritual Training API contract (screens.md §7.6): today's victory thought, the battle scenarios with their
 * options in a fresh random order on every read (the strongest response and the explanations are sent only with an
 * answer's result), and the member's progress.
 */
import { z } from "zod";
import type { Fruit, StyleId, VictoryThought, WeaponId } from "@common/content/training/types";
import type { CertificateDto } from "./courses";

export const SCENARIO_COUNT = 16;
export const TRAINING_CERTIFICATE_TITLE = "Christian Art of War — Scenario Mastery";

export const scenarioParam = z.strictObject({ scenarioId: z.string().regex(/^[a-z0-9-]{1,60}$/) });
export const scenarioAnswerInput = z.strictObject({ option: z.int().min(0).max(2) });
export type ScenarioAnswerInput = z.output<typeof scenarioAnswerInput>;

export interface ScenarioOptionDto {
  /** The option's stable id within its scenario (what an answer sends); the list order is shuffled. */
  id: number;
  text: string;
  fruits: Fruit[];
  style: StyleId;
  weapon: WeaponId;
}

export interface ScenarioDto {
  id: string;
  position: number;
  title: string;
  situation: string;
  reference: string;
  options: ScenarioOptionDto[];
  attempts: number;
  mastered: boolean;
  lastCorrect: boolean | null;
}

export interface TrainingDto {
  victoryThought: VictoryThought;
  /** Null when the plan lacks `courses.core` (the scenarios show the upgrade prompt). */
  scenarios: ScenarioDto[] | null;
  locked: { feature: string; plans: string[] } | null;
  mastered: number;
  total: number;
  certificate: { id: string; shareToken: string; isPublic: boolean } | null;
}

export interface ScenarioResultDto {
  scenarioId: string;
  chosen: number;
  correct: boolean;
  correctOption: number;
  /** Every option's explanation, by option id. */
  explanations: Record<number, string>;
  mastered: number;
  total: number;
  /** Set by the answer that mastered the 16th scenario (and its retries). */
  certificate: CertificateDto | null;
}
