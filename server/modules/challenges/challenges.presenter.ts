// Every challenge payload leaves through here: today's card (never the rubric), a submission and a journal entry with
// their answer fields labelled as the journal shows them.
import { bookByOsis } from "@common/bible/books";
import { parseReference } from "@common/bible/reference";
import { list as dimensionList } from "@common/content/palace/reference/dimensions";
import { list as articleList } from "@common/content/palace/reference/sanctuaryArticles";
import {
  answerFieldLabels,
  type AnswerFieldDto,
  type ChallengeCardDto,
  type ChallengeFormDto,
  type ChallengeSubmissionDto,
  type DimensionId,
  dimensionIds,
  genreInfo,
  type JournalEntryDto,
  requiredFields,
  type SanctuaryArticleId,
  sanctuaryArticleIds,
} from "@common/schemas/challenges";
import type { SubmissionRow } from "./challenges.queries";
import { type ChallengeTemplate, findTemplate } from "./templates";

const dimensions = dimensionIds.map((id) => {
  const item = dimensionList.items.find((each) => each.id === id)!;
  return { id, code: item.values.code!, name: item.values.name!, question: item.values.question! };
});
const articles = sanctuaryArticleIds.map((id) => {
  const item = articleList.items.find((each) => each.id === id)!;
  return { id, name: item.values.article!, meaning: item.values.meaning! };
});

const dimensionLabel = (id: string) => {
  const found = dimensions.find((each) => each.id === (id as DimensionId));
  return found ? `${found.code} ${found.name}` : id;
};
const articleLabel = (id: string) =>
  articles.find((each) => each.id === (id as SanctuaryArticleId))?.name ?? id;

function formOf(template: ChallengeTemplate): ChallengeFormDto {
  switch (template.subtype) {
    case "dimension-drill":
      return { subtype: "dimension-drill", dimensions };
    case "connect-6":
      return {
        subtype: "connect-6",
        targetGenre: genreInfo(template.ui.targetGenre),
        exampleBooks: [...template.ui.exampleBooks],
      };
    case "sanctuary-map":
      return { subtype: "sanctuary-map", articles };
    case "christ-chapter": {
      const start = parseReference(template.ui.chapter)?.ranges[0]?.start;
      const bookName = (start && bookByOsis(start.book)?.name) ?? template.ui.chapter;
      return {
        subtype: "christ-chapter",
        chapter: { label: template.ui.chapter, bookName, chapter: start?.chapter ?? 1 },
        hints: [...template.ui.hints],
      };
    }
    case "fruit-check":
      return { subtype: "fruit-check" };
  }
}

export function presentCard(template: ChallengeTemplate, rotationLength: number): ChallengeCardDto {
  return {
    templateId: template.id,
    day: template.position + 1,
    rotationLength,
    tier: template.tier,
    subtype: template.subtype,
    title: template.title,
    instructions: [...template.instructions],
    verses: [...template.verses],
    principle: template.principle,
    roomId: template.roomId,
    roomCodes: [...template.roomCodes],
    form: formOf(template),
  };
}

/** The answer's fields in form order, labelled, with choices shown by name. */
export function answerFields(subtype: string, answer: Readonly<Record<string, string>>): AnswerFieldDto[] {
  const order: readonly string[] =
    (requiredFields as Record<string, readonly string[] | undefined>)[subtype] ?? Object.keys(answer);
  return order
    .filter((key) => typeof answer[key] === "string")
    .map((key) => {
      const raw = answer[key]!;
      const value = key === "dimension" ? dimensionLabel(raw) : key === "article" ? articleLabel(raw) : raw;
      return { key, label: answerFieldLabels[key] ?? key, value };
    });
}

export function presentSubmission(row: SubmissionRow): ChallengeSubmissionDto {
  return {
    id: row.id,
    date: row.challengeDate,
    answer: { ...row.answer },
    fields: answerFields(row.subtype, row.answer),
    verdict: row.verdict,
    feedback: row.feedback,
    aiFeedback: row.aiFeedback,
    timeSpentS: row.timeSpentS,
    submittedAt: row.createdAt.toISOString(),
  };
}

export function presentEntry(row: SubmissionRow): JournalEntryDto {
  const template = findTemplate(row.templateId);
  return {
    id: row.id,
    templateId: row.templateId,
    // A template retired from the rotation still names its entries sensibly.
    title: template?.title ?? "Daily challenge",
    tier: row.tier,
    subtype: row.subtype,
    principle: template?.principle ?? "",
    date: row.challengeDate,
    timeSpentS: row.timeSpentS,
    fields: answerFields(row.subtype, row.answer),
    verdict: row.verdict,
    feedback: row.feedback,
    aiFeedback: row.aiFeedback,
    followUp: row.followUp,
    followUpAt: row.followUpAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
