// Answer keys stay on the server (games.md §3.2 bundle rule, §4.13 acceptance 3): the production JavaScript the
// e2e server serves holds none of the games' curated keys, and the response that starts a Palace Cards run does
// not say which statement is right. The keys are imported from the server's content modules, so a key that leaks
// into client code (an import of one of those modules, say) fails this spec.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { chainLinks } from "@server/modules/games/content/chain-links";
import { feastItems } from "@server/modules/games/content/feast-items";
import { practiceVerses } from "@server/modules/games/content/practice-verses";
import { principlePuzzles } from "@server/modules/games/content/principles";
import { quizQuestions } from "@server/modules/games/content/quiz-questions";
import { timelineEvents } from "@server/modules/games/content/timeline-events";
import { gameRunKey } from "./support/test-routes";
import { gameMember } from "./support/game-play";

const assetsDir = path.resolve(import.meta.dirname, "../dist/client/assets");

/** Every JavaScript file of the client build, lazily loaded chunks included. */
function bundleFiles(): string[] {
  return readdirSync(assetsDir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".js"));
}

/**
 * A long plain-ASCII stretch of a key: letters, digits, spaces and plain punctuation, which a minifier writes
 * exactly as the source has them (quotes, dashes and other characters may come out escaped).
 */
function probe(text: string): string {
  const runs = text.match(/[A-Za-z0-9 ,.;:()]+/g) ?? [];
  const longest = runs.reduce((best, run) => (run.trim().length > best.length ? run.trim() : best), "");
  expect(longest.length, `a probe of at least 30 plain characters in "${text}"`).toBeGreaterThanOrEqual(30);
  return longest.slice(0, 80);
}

/** Text that only a leaked key would put in client code: reveals, model answers and the order's sort keys. */
function knownKeys(): Array<{ what: string; text: string }> {
  return [
    { what: "a Palace Cards model application", text: probe(practiceVerses[0]!.applications[0]!.model) },
    { what: "a Feast Calendar explanation", text: probe(feastItems[0]!.explanation) },
    { what: "a Principle Puzzle explanation", text: probe(principlePuzzles[0]!.explanation) },
    { what: "a Palace Quiz explanation", text: probe(quizQuestions[0]!.explanation) },
    { what: "a Chain War curated link note", text: probe(chainLinks[0]!.note) },
    // The timeline's order lives only in the sort keys; the client never needs the field at all.
    { what: "the Timeline Challenge sort key field", text: "sortKey" },
    { what: "a Timeline Challenge event with its sort key", text: `sortKey:${timelineEvents[0]!.sortKey}` },
  ];
}

test("the client bundle the server serves holds no answer keys (§3.2 bundle rule)", async ({ page }) => {
  await gameMember(page, "premium");
  // The scripts a game page loads come from the build on disk, so searching the disk searches what is served.
  const loaded: string[] = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith(".js") && url.pathname.includes("/assets/")) loaded.push(url.pathname);
  });
  await page.goto("/games/palace-cards");
  await expect(page.getByTestId("game-setup")).toBeVisible();
  const files = bundleFiles();
  expect(loaded.length).toBeGreaterThan(0);
  for (const script of loaded) expect(files).toContain(script.replace(/^\/assets\//, ""));

  const bundle = files.map((file) => readFileSync(path.join(assetsDir, file), "utf8")).join("\n");
  // The search works: text the client does own is found.
  expect(bundle).toContain("Apply each room to a verse");
  for (const key of knownKeys()) expect(bundle.includes(key.text), `${key.what} in the bundle`).toBe(false);
});

test("starting a Palace Cards run sends the statements but not which one is right (§4.13 acceptance 3)", async ({
  page,
}) => {
  await gameMember(page, "premium");
  const started = await page.request.post("/api/games/palace-cards/runs", {
    data: { mode: "solo", difficulty: "normal" },
  });
  expect(started.status(), await started.text()).toBe(201);
  const body = await started.text();
  const run = JSON.parse(body) as {
    runId: string;
    round: { payload: { kind: string; options: Array<Record<string, unknown>> } };
  };
  const { state } = await gameRunKey<{
    cards: Array<{
      correctId: string;
      model: string;
      room: { id: string };
      options: Array<{ label: string }>;
    }>;
  }>(page.request, run.runId);
  const card = state.cards[0]!;

  // The statements are there, each only as an opaque id and its text.
  expect(run.round.payload.kind).toBe("choice");
  expect(run.round.payload.options.map((option) => option.label)).toEqual(
    card.options.map((option) => option.label),
  );
  for (const option of run.round.payload.options) expect(Object.keys(option).sort()).toEqual(["id", "label"]);
  // Nothing says which: no key field, no model application, no card's model at all.
  expect(JSON.stringify(run.round)).not.toMatch(/"correct(Id)?"|"value"|"model"/);
  for (const dealt of state.cards) expect(body).not.toContain(probe(dealt.model));
});
