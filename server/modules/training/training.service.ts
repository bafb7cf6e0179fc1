// Spiritual Training (screens.md §7.6): today's victory thought (the same for everyone on a UTC day), the sixteen
// battle scenarios with their options shuffled on every read, answers judged on the server and saved, and the
// certificate issued — once, in the answer's transaction — when all sixteen have been answered correctly.
import { victoryThoughts, type VictoryThought } from "@common/content/training";
import { hasFeature, planRequiredMessage, plansIncluding } from "@common/policies/entitlements";
import {
  SCENARIO_COUNT,
  TRAINING_CERTIFICATE_TITLE,
  type ScenarioDto,
  type ScenarioResultDto,
  type TrainingDto,
} from "@common/schemas/training";
import type { ActorContext } from "@server/http/context";
import { notFound, paymentRequired } from "@server/http/errors";
import { loadActorAccess, type ActorAccess } from "@server/modules/access/access.service";
import { updateCounters } from "@server/modules/achievements/progress";
import { presentCertificate } from "@server/modules/certificates/certificates.presenter";
import { findOwnCertificate } from "@server/modules/certificates/certificates.queries";
import { issueCertificate } from "@server/modules/certificates/issue-certificate";
import { deliverNotifications, type NotificationDelivery } from "@server/modules/notifications/delivery";
import { lockMember } from "@server/modules/courses/courses.queries";
import { battleScenarios } from "./content/scenarios";
import type { BattleScenario } from "./content/types";
import { countMastered, listResults, recordAnswer } from "./training.queries";

export const TRAINING_COURSE_ID = "spiritual-training";
const FEATURE = "courses.core" as const;
const dayMs = 24 * 60 * 60 * 1000;
const epoch = Date.UTC(2025, 0, 1);

export interface TrainingDeps {
  delivery?: Omit<NotificationDelivery, "db">;
  /** Random source for the option order (tests may fix it). */
  random?: () => number;
}

/** The day's thought: position (UTC days since 2025-01-01) mod the list's length. */
export function victoryThoughtOf(now: Date): VictoryThought {
  const dayNo = Math.floor((now.getTime() - epoch) / dayMs);
  const size = victoryThoughts.length;
  return victoryThoughts[((dayNo % size) + size) % size]!;
}

/** Fisher–Yates over the three option ids. */
function shuffledIds(random: () => number): number[] {
  const ids = [0, 1, 2];
  for (let i = ids.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [ids[i], ids[j]] = [ids[j]!, ids[i]!];
  }
  return ids;
}

const scenarioIds = battleScenarios.map((scenario) => scenario.id);

function assertTraining(access: ActorAccess) {
  if (hasFeature(access.access, FEATURE, { isAdmin: access.isAdmin })) return;
  throw paymentRequired(planRequiredMessage(FEATURE), { feature: FEATURE, plans: plansIncluding(FEATURE) });
}

/** GET /api/training */
export async function getTraining(ctx: ActorContext, deps: TrainingDeps = {}): Promise<TrainingDto> {
  const random = deps.random ?? Math.random;
  const [access, results, certificate] = await Promise.all([
    loadActorAccess(ctx),
    listResults(ctx.db, ctx.actor.userId),
    findOwnCertificate(ctx.db, ctx.actor.userId, TRAINING_COURSE_ID),
  ]);
  const open = hasFeature(access.access, FEATURE, { isAdmin: access.isAdmin });
  const byScenario = new Map(results.map((row) => [row.scenarioId, row]));
  const scenarios = open
    ? battleScenarios.map((scenario): ScenarioDto => {
        const result = byScenario.get(scenario.id);
        return {
          id: scenario.id,
          position: scenario.position,
          title: scenario.title,
          situation: scenario.situation,
          reference: scenario.reference,
          options: shuffledIds(random).map((id) => {
            const option = scenario.options[id]!;
            return {
              id,
              text: option.text,
              fruits: [...option.fruits],
              style: option.style,
              weapon: option.weapon,
            };
          }),
          attempts: result?.attempts ?? 0,
          mastered: Boolean(result?.firstCorrectAt),
          lastCorrect: result ? result.lastCorrect : null,
        };
      })
    : null;
  return {
    victoryThought: victoryThoughtOf(ctx.clock.now()),
    scenarios,
    locked: open ? null : { feature: FEATURE, plans: plansIncluding(FEATURE) },
    mastered: results.filter((row) => row.firstCorrectAt && scenarioIds.includes(row.scenarioId)).length,
    total: SCENARIO_COUNT,
    certificate: certificate
      ? { id: certificate.id, shareToken: certificate.shareToken, isPublic: certificate.isPublic }
      : null,
  };
}

function findScenario(id: string): BattleScenario {
  const scenario = battleScenarios.find((each) => each.id === id);
  if (!scenario) throw notFound("scenario");
  return scenario;
}

/** POST /api/training/scenarios/:scenarioId/answer */
export async function answerScenario(
  ctx: ActorContext,
  deps: TrainingDeps,
  scenarioId: string,
  option: number,
): Promise<ScenarioResultDto> {
  const scenario = findScenario(scenarioId);
  assertTraining(await loadActorAccess(ctx));
  const userId = ctx.actor.userId;
  const now = ctx.clock.now();
  const correct = option === scenario.correct;
  const outcome = await ctx.db.transaction(async (tx) => {
    await lockMember(tx, userId);
    await recordAnswer(tx, { userId, scenarioId, choice: option, correct, now });
    const mastered = await countMastered(tx, userId, scenarioIds);
    const issued =
      mastered >= SCENARIO_COUNT
        ? await issueCertificate(
            tx,
            {
              userId,
              courseId: TRAINING_COURSE_ID,
              courseTitle: TRAINING_CERTIFICATE_TITLE,
              kindLabel: "Training mastery",
            },
            now,
          )
        : null;
    await updateCounters(tx, userId, ["scenarios_mastered"], now);
    return { mastered, issued };
  });
  if (outcome.issued?.notifications.length && deps.delivery)
    await deliverNotifications({ db: ctx.db, ...deps.delivery }, outcome.issued.notifications);
  return {
    scenarioId,
    chosen: option,
    correct,
    correctOption: scenario.correct,
    explanations: Object.fromEntries(scenario.options.map((each, id) => [id, each.explanation])),
    mastered: outcome.mastered,
    total: SCENARIO_COUNT,
    certificate: outcome.issued ? presentCertificate(outcome.issued.certificate) : null,
  };
}
