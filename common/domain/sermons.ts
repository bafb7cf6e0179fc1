/**
 * The Sermon Builder's rules (ai.md §3.9), one pure copy for the page and the server: what blocks Next on each step,
 * how far a sermon may go, whether it may be finished, and the sermon in order as Markdown and as plain text.
 */
import {
  bridgesBlockedMessage,
  SERMON_LIMITS as L,
  type SermonAudience,
  sermonAudienceLabels,
  type SermonBridge,
  type SermonDraft,
  type SermonStone,
  type SermonStyle,
  sermonStyleLabels,
  sermonSteps,
  stonesBlockedMessage,
  structureFieldLabels,
  structureFields,
} from "../schemas/sermons";

export type SermonContent = Omit<SermonDraft, "currentStep">;

/** A problem that blocks a step: the field it belongs to (for the form) and the message. */
export type StepProblem = { field: string; message: string };

export const stepTitles = [
  "Setup",
  "Smooth stones",
  "Bridges",
  "Film structure",
  "Review and export",
] as const;

const len = (value: string) => value.trim().length;
const n = (value: number) => value.toLocaleString("en-US");

/** A stone counts once its insight has at least 10 characters. */
export const stoneFilled = (stone: SermonStone) => len(stone.insight) >= L.insightMin;
export const bridgeFilled = (bridge: SermonBridge) => len(bridge.text) >= L.bridgeMin;

function setupProblems(content: SermonContent): StepProblem[] {
  const problems: StepProblem[] = [];
  const title = len(content.title);
  if (title < L.titleMin)
    problems.push({
      field: "title",
      message: `Give the sermon a title (at least ${L.titleMin} characters).`,
    });
  if (title > L.titleMax)
    problems.push({ field: "title", message: `Keep the title under ${n(L.titleMax)} characters.` });
  const theme = len(content.themePassage);
  if (theme < L.themeMin)
    problems.push({
      field: "themePassage",
      message: `Write the theme or main passage (at least ${L.themeMin} characters).`,
    });
  if (theme > L.themeMax)
    problems.push({
      field: "themePassage",
      message: `Keep the theme or passage under ${n(L.themeMax)} characters.`,
    });
  if (content.lengthMin === null || content.lengthMin < L.lengthMin || content.lengthMin > L.lengthMax)
    problems.push({ field: "lengthMin", message: `Plan between ${L.lengthMin} and ${L.lengthMax} minutes.` });
  return problems;
}

function stoneProblems(content: SermonContent): StepProblem[] {
  const problems: StepProblem[] = [];
  content.stones.forEach((stone, index) => {
    const length = len(stone.insight);
    if (length > 0 && length < L.insightMin)
      problems.push({
        field: `stones.${index}`,
        message: `Stone ${index + 1} needs at least ${L.insightMin} characters.`,
      });
    if (length > L.insightMax)
      problems.push({
        field: `stones.${index}`,
        message: `Keep stone ${index + 1} under ${n(L.insightMax)} characters.`,
      });
  });
  const filled = content.stones.filter(stoneFilled).length;
  if (content.stones.length !== L.stoneCount || filled < L.stoneCount)
    problems.unshift({ field: "stones", message: stonesBlockedMessage });
  return problems;
}

function bridgeProblems(content: SermonContent): StepProblem[] {
  const problems: StepProblem[] = [];
  content.bridges.forEach((bridge, index) => {
    const length = len(bridge.text);
    if (length > 0 && length < L.bridgeMin)
      problems.push({
        field: `bridges.${index}`,
        message: `Bridge ${index + 1} needs at least ${L.bridgeMin} characters.`,
      });
    if (length > L.bridgeMax)
      problems.push({
        field: `bridges.${index}`,
        message: `Keep bridge ${index + 1} under ${n(L.bridgeMax)} characters.`,
      });
  });
  if (content.bridges.filter(bridgeFilled).length < L.bridgesMin)
    problems.unshift({ field: "bridges", message: bridgesBlockedMessage });
  return problems;
}

function structureProblems(content: SermonContent): StepProblem[] {
  return structureFields
    .filter((field) => len(content.structure[field]) > L.structureMax)
    .map((field) => ({
      field: `structure.${field}`,
      message: `Keep ${structureFieldLabels[field].label.toLowerCase()} under ${n(L.structureMax)} characters.`,
    }));
}

/** What blocks Next on step `step` (1–5); empty when the step may be left forwards. */
export function stepProblems(content: SermonContent, step: number): StepProblem[] {
  switch (step) {
    case 1:
      return setupProblems(content);
    case 2:
      return stoneProblems(content);
    case 3:
      return bridgeProblems(content);
    case 4:
      return structureProblems(content);
    default:
      return [];
  }
}

/** The furthest step the sermon may be on: the first step that blocks Next (or the review). */
export function furthestStep(content: SermonContent): number {
  for (let step = 1; step < sermonSteps.length; step += 1)
    if (stepProblems(content, step).length > 0) return step;
  return sermonSteps.length;
}

/** The first problem that keeps a sermon from being finished (steps 1–4 in order), or null. */
export function finishProblem(content: SermonContent): StepProblem | null {
  for (let step = 1; step < sermonSteps.length; step += 1) {
    const [first] = stepProblems(content, step);
    if (first) return first;
  }
  return null;
}

/** The bridges that lead out of stone `stone` (1–4), in their order, with text. */
export function bridgesAfter(content: SermonContent, stone: number): SermonBridge[] {
  return content.bridges.filter((bridge) => bridge.afterStone === stone && len(bridge.text) > 0);
}

const styleLine = (style: SermonStyle) =>
  `${sermonStyleLabels[style].label} (${sermonStyleLabels[style].hint.toLowerCase()})`;
const audienceLine = (audience: SermonAudience) => sermonAudienceLabels[audience];

/** The sermon in order (hook, stones joined by bridges, climax, resolution, call) as Markdown, for the download. */
export function sermonMarkdown(content: SermonContent): string {
  const lines: string[] = [`# ${content.title.trim() || "Untitled sermon"}`, ""];
  if (len(content.themePassage) > 0) lines.push(`**Theme or passage:** ${content.themePassage.trim()}  `);
  lines.push(`**Style:** ${styleLine(content.style)}  `, `**Audience:** ${audienceLine(content.audience)}  `);
  if (content.lengthMin !== null) lines.push(`**Planned length:** ${content.lengthMin} minutes`);
  lines.push("");
  const section = (title: string, body: string) => {
    if (len(body) === 0) return;
    lines.push(`## ${title}`, "", body.trim(), "");
  };
  section(structureFieldLabels.opening.label, content.structure.opening);
  section(structureFieldLabels.risingAction.label, content.structure.risingAction);
  lines.push("## The five smooth stones", "");
  content.stones.forEach((stone, index) => {
    lines.push(`### Stone ${index + 1}`, "", stone.insight.trim() || "_(empty)_", "");
    if (len(stone.passages) > 0) lines.push(`*Passages:* ${stone.passages.trim()}`, "");
    if (index < content.stones.length - 1)
      for (const bridge of bridgesAfter(content, index + 1))
        lines.push(`> **Bridge to stone ${index + 2}:** ${bridge.text.trim().replace(/\n+/g, " ")}`, "");
  });
  section(structureFieldLabels.climax.label, content.structure.climax);
  section(structureFieldLabels.resolution.label, content.structure.resolution);
  section(structureFieldLabels.callToAction.label, content.structure.callToAction);
  return `${lines.join("\n").trimEnd()}\n`;
}

/** The same sermon as plain text, for Copy as text. */
export function sermonPlainText(content: SermonContent): string {
  const lines: string[] = [content.title.trim() || "Untitled sermon", ""];
  if (len(content.themePassage) > 0) lines.push(`Theme or passage: ${content.themePassage.trim()}`);
  lines.push(`Style: ${styleLine(content.style)}`, `Audience: ${audienceLine(content.audience)}`);
  if (content.lengthMin !== null) lines.push(`Planned length: ${content.lengthMin} minutes`);
  lines.push("");
  const section = (title: string, body: string) => {
    if (len(body) === 0) return;
    lines.push(title.toUpperCase(), body.trim(), "");
  };
  section(structureFieldLabels.opening.label, content.structure.opening);
  section(structureFieldLabels.risingAction.label, content.structure.risingAction);
  content.stones.forEach((stone, index) => {
    lines.push(`STONE ${index + 1}`, stone.insight.trim() || "(empty)");
    if (len(stone.passages) > 0) lines.push(`Passages: ${stone.passages.trim()}`);
    lines.push("");
    if (index < content.stones.length - 1)
      for (const bridge of bridgesAfter(content, index + 1))
        lines.push(`Bridge to stone ${index + 2}: ${bridge.text.trim()}`, "");
  });
  section(structureFieldLabels.climax.label, content.structure.climax);
  section(structureFieldLabels.resolution.label, content.structure.resolution);
  section(structureFieldLabels.callToAction.label, content.structure.callToAction);
  return `${lines.join("\n").trimEnd()}\n`;
}

/** A file name for the download: "the-good-shepherd.md". */
export function sermonFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `${slug || "sermon"}.md`;
}
