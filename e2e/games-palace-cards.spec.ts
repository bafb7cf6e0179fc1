// Palace Cards played through the UI in Chromium (games.md §4.13): classic mode, where a wrong then a right choice
// scores 5 and every card turns to show its room (name, tag, floor, core question, method), played through 8 cards to VICTORY; and
// write mode, judged without an AI model being needed, played through 8 cards to its result.
import { expect, type Page, test } from "@playwright/test";
import { roomKeywords } from "@server/modules/games/content/room-keywords";
import { gameRunKey } from "./support/test-routes";
import { gameMember, goOn, optionButton, roundCounter, startGame, verdictTitle } from "./support/game-play";

interface CardKey {
  ref: string;
  room: { id: string; tag: string; name: string; floor: number };
  coreQuestion: string;
  model: string;
  options?: Array<{ id: string; label: string }>;
  correctId?: string;
}

interface CardsKey {
  cards: CardKey[];
}

/** The card turns from its verse to its room: name and tag, floor, core question and method (§4.13 point 1). */
async function openCard(page: Page, card: CardKey) {
  const shown = page.getByTestId("palace-card");
  await expect(shown).toHaveAttribute("data-side", "front");
  await expect(shown.getByText(`${card.ref} (KJV)`)).toBeVisible();
  await shown.getByRole("button", { name: "Tap to open the room" }).click();
  await expect(shown).toHaveAttribute("data-side", "back");
  const back = shown.getByRole("group", { name: `${card.room.name} (${card.room.tag})` });
  await expect(back).toContainText(`Floor ${card.room.floor} · `);
  await expect(back).toContainText(`Core question: ${card.coreQuestion}`);
  await expect(back).toContainText("Method:");
  await expect(back.getByRole("button", { name: "Show the verse" })).toBeVisible();
}

/** After judging, the reveal names the room's core question and links to the room. */
async function expectRoomShown(page: Page, card: CardKey) {
  const reveal = page.getByTestId("reveal");
  await expect(reveal).toContainText(`${card.room.name} asks: ${card.coreQuestion}`);
  await expect(reveal.getByRole("link", { name: card.room.name, exact: true })).toBeVisible();
}

test("classic: a wrong then a right choice scores 5, every card shows its room, 8 cards end in VICTORY", async ({
  page,
}) => {
  await gameMember(page, "premium");
  const runId = await startGame(page, "/games/palace-cards");
  await expect(roundCounter(page)).toHaveText("Round 1 of 8");
  const { state } = await gameRunKey<CardsKey>(page.request, runId);
  expect(state.cards).toHaveLength(8);
  for (const [index, card] of state.cards.entries()) {
    await openCard(page, card);
    const options = card.options ?? [];
    expect(options, "Normal offers 4 statements").toHaveLength(4);
    const right = options.find((option) => option.id === card.correctId)!;
    if (index === 0) {
      const wrong = options.find((option) => option.id !== card.correctId)!;
      await optionButton(page, wrong.label).click();
      await expect(page.getByTestId("try-again")).toHaveText("Not this one — try again.");
      // The wrong statement is struck out and can't be picked again.
      const struck = page.getByRole("list", { name: "Options" }).getByRole("button", { name: wrong.label });
      await expect(struck).toBeDisabled();
      await expect(struck).toHaveAccessibleName(`${wrong.label} (Struck out)`);
      await expect(page.getByTestId("judgement-panel")).toHaveCount(0);
    }
    await optionButton(page, right.label).click();
    const panel = page.getByTestId("judgement-panel");
    await expect(panel.getByRole("heading")).toHaveText(
      index === 0 ? verdictTitle("partial", 5) : verdictTitle("pass", 10),
    );
    await expectRoomShown(page, card);
    await goOn(page, index + 1, 8);
  }
  const result = page.getByTestId("game-result");
  await expect(result.getByRole("heading", { name: "VICTORY" })).toBeVisible();
  await expect(result.getByText("75 / 80")).toBeVisible();
  await expect(result.getByText("8/8 (100%)")).toBeVisible();
});

/** An application of the card's room in more than 30 words: its name and tag, two method words, the verse. */
function application(card: CardKey): string {
  const [first, second] = roomKeywords[card.room.id as keyof typeof roomKeywords] ?? [];
  return [
    `In the ${card.room.name} (${card.room.tag}) I work with ${first} and ${second} on ${card.ref}.`,
    card.model,
    "I read the verse slowly and let this room's method shape what I notice, remember and share.",
  ].join(" ");
}

test("write mode: every card is judged (with or without AI), a failed gate stays a fail, 8 cards reach the result", async ({
  page,
}) => {
  await gameMember(page, "premium");
  const runId = await startGame(page, "/games/palace-cards/write");
  await expect(roundCounter(page)).toHaveText("Round 1 of 8");
  const { state } = await gameRunKey<CardsKey>(page.request, runId);
  expect(state.cards).toHaveLength(8);
  for (const [index, card] of state.cards.entries()) {
    // The second answer cites a chapter John does not have: a hard gate, so it fails whoever judges (§3.5).
    const gated = index === 1;
    const text = gated ? `${application(card)} Compare John 22:1.` : application(card);
    if (index === 0) await openCard(page, card);
    await page.getByLabel("Your application").fill(text);
    await page.getByRole("button", { name: "Submit" }).click();
    const panel = page.getByTestId("judgement-panel");
    await expect(panel).toBeVisible();
    await expect(panel.getByText(/^Judged (by rules|with AI)$/)).toBeVisible();
    const byRules = await panel.getByText("Judged by rules").isVisible();
    if (gated) {
      await expect(panel).toHaveAttribute("data-verdict", "fail");
      await expect(panel.getByRole("list", { name: "Checks" })).toContainText("John 22:1 does not exist");
    } else if (byRules) {
      await expect(panel).toHaveAttribute("data-verdict", "pass");
      await expect(panel.getByRole("heading")).toHaveText(verdictTitle("pass", 10));
    } else {
      // The AI may move a verdict one step at most (§3.5 clamp rule).
      await expect(panel).toHaveAttribute("data-verdict", /^(pass|partial)$/);
    }
    await expect(page.getByTestId("reveal")).toContainText(card.model);
    await goOn(page, index + 1, 8);
  }
  const result = page.getByTestId("game-result");
  await expect(result.getByText("8/8 (100%)")).toBeVisible();
  await expect(result.getByRole("heading")).toHaveText(/^(VICTORY|Keep practising)$/);
});
