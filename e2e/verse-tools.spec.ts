import { expect, type Locator, type Page, test } from "@playwright/test";
import type { MemoryVerseDto } from "@common/schemas/bible";
import { signUpThroughApi, uniqueEmail } from "./support/accounts";
import { addMemoryVerse, signUpWithPlan } from "./support/bible";

const JOHN_3_16 = "For God so loved the world";

test.describe("Reader notes", () => {
  test("a note on John 3:16 is edited, survives a reload, then is deleted everywhere", async ({ page }) => {
    await signUpThroughApi(page, { email: uniqueEmail("notes") });
    await page.goto("/bible/John/3");
    const verse = page.locator("#v16");
    const bar = page.getByRole("toolbar", { name: "Verse actions" });
    const dialog = page.getByRole("dialog", { name: "Notes on John 3:16" });
    const openNotes = async () => {
      if (!(await bar.isVisible())) await verse.click();
      await bar.getByRole("button", { name: "Note" }).click();
      await expect(dialog).toBeVisible();
    };

    await verse.click();
    await openNotes();
    await dialog.getByLabel("New note").fill("Nicodemus came by night.");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Note saved", { exact: true })).toBeVisible();
    await expect(dialog.getByRole("list", { name: "Notes on these verses" })).toContainText(
      "Nicodemus came by night.",
    );

    // Edit: the editor opens with the saved text.
    await dialog.getByRole("button", { name: "Edit note on John 3:16" }).click();
    const editor = dialog.getByLabel("Edit note on John 3:16");
    await expect(editor).toHaveValue("Nicodemus came by night.");
    await editor.fill("The gift is the Son; believing is receiving.");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByRole("list", { name: "Notes on these verses" })).toContainText(
      "The gift is the Son; believing is receiving.",
    );
    await expect(dialog.getByText("Nicodemus came by night.")).toHaveCount(0);
    await expect(dialog.getByLabel("New note")).toHaveValue("");

    await page.reload();
    await expect(verse.getByTestId("note-icon")).toBeVisible();
    await openNotes();
    await expect(dialog.getByRole("listitem")).toHaveCount(1);
    await expect(dialog.getByRole("listitem")).toContainText("The gift is the Son; believing is receiving.");
    await page.keyboard.press("Escape");
    await page.goto("/bible");
    const myNotes = page.getByRole("region", { name: "My notes" });
    await expect(myNotes).toContainText("John 3:16");
    await expect(myNotes).toContainText("The gift is the Son; believing is receiving.");

    // Delete, after a confirmation.
    await myNotes.getByRole("link", { name: "John 3:16" }).click();
    await expect(page).toHaveURL(/\/bible\/John\/3\?v=16$/);
    await openNotes();
    await dialog.getByRole("button", { name: "Delete note on John 3:16" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this note?" });
    await expect(confirm).toContainText("The note on John 3:16 will be gone for good.");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Note deleted", { exact: true })).toBeVisible();
    await expect(dialog.getByRole("list", { name: "Notes on these verses" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(verse.getByTestId("note-icon")).toHaveCount(0);

    await page.reload();
    await expect(page.getByTestId("verse-count")).toHaveText("36 verses");
    await expect(verse.getByTestId("note-icon")).toHaveCount(0);
    await openNotes();
    await expect(dialog.getByRole("list", { name: "Notes on these verses" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await page.goto("/bible");
    await expect(page.getByRole("region", { name: "My notes" })).toContainText(
      "No notes yet — tap a verse and choose Note.",
    );
  });
});

type FakeSpeech = { queued: string[]; spoken: string[]; cancels: number; finish: (count?: number) => void };
const speech = (page: Page) =>
  page.evaluate(() => {
    const { queued, spoken, cancels } = (window as unknown as { fakeSpeech: FakeSpeech }).fakeSpeech;
    return { queued: [...queued], spoken: [...spoken], cancels };
  });
const finishUtterances = (page: Page, count: number) =>
  page.evaluate((n) => (window as unknown as { fakeSpeech: FakeSpeech }).fakeSpeech.finish(n), count);

test.describe("Read aloud", () => {
  test.beforeEach(async ({ page }) => {
    // Headless Chromium has no voices: a stand-in speechSynthesis speaks one utterance at a time, records
    // its text and fires the real utterance's start/end events when the test lets it finish.
    await page.addInitScript(() => {
      let queue: SpeechSynthesisUtterance[] = [];
      let current: SpeechSynthesisUtterance | null = null;
      const state = {
        queued: [] as string[],
        spoken: [] as string[],
        cancels: 0,
        finish(count = 1) {
          for (let i = 0; i < count && current; i++) {
            const done = current;
            current = null;
            done.dispatchEvent(new Event("end"));
            begin();
          }
        },
      };
      const begin = () => {
        if (current || queue.length === 0) return;
        const next = queue.shift()!;
        current = next;
        state.spoken.push(next.text);
        setTimeout(() => current === next && next.dispatchEvent(new Event("start")), 0);
      };
      const fake = {
        get speaking() {
          return current !== null;
        },
        get pending() {
          return queue.length > 0;
        },
        paused: false,
        onvoiceschanged: null,
        speak(utterance: SpeechSynthesisUtterance) {
          state.queued.push(utterance.text);
          queue.push(utterance);
          begin();
        },
        cancel() {
          state.cancels += 1;
          queue = [];
          current = null;
        },
        pause() {},
        resume() {},
        getVoices: () => [],
        addEventListener() {},
        removeEventListener() {},
      };
      Object.defineProperty(window, "speechSynthesis", { configurable: true, value: fake });
      (window as unknown as { fakeSpeech: typeof state }).fakeSpeech = state;
    });
    await signUpThroughApi(page, { email: uniqueEmail("read-aloud") });
  });

  test("reads John 3 verse by verse, marks the verse being read, and stops on request", async ({ page }) => {
    await page.goto("/bible/John/3");
    await expect(page.getByTestId("verse-count")).toHaveText("36 verses");
    const readAloud = page.getByRole("button", { name: "Read aloud" });
    const stop = page.getByRole("button", { name: "Stop", exact: true });

    await readAloud.click();
    await expect(stop).toBeVisible();
    await expect(readAloud).toHaveCount(0);
    let heard = await speech(page);
    expect(heard.queued).toHaveLength(36);
    expect(heard.queued[15]).toContain(JOHN_3_16);
    expect(heard.spoken).toEqual([heard.queued[0]]);
    expect(heard.spoken[0]).toContain("There was a man of the Pharisees, named Nicodemus");
    await expect(page.locator("#v1")).toHaveClass(/ring-gold-dark/);

    // Fifteen verses later the reader is on 3:16.
    await finishUtterances(page, 15);
    heard = await speech(page);
    expect(heard.spoken).toHaveLength(16);
    expect(heard.spoken[15]).toContain(`${JOHN_3_16}, that he gave his only begotten Son`);
    await expect(page.locator("#v16")).toHaveClass(/ring-gold-dark/);
    await expect(page.locator("#v1")).not.toHaveClass(/ring-gold-dark/);
    await expect(stop).toBeVisible();

    const cancelsBefore = heard.cancels;
    await stop.click();
    await expect(readAloud).toBeVisible();
    await expect(page.locator("#v16")).not.toHaveClass(/ring-gold-dark/);
    heard = await speech(page);
    expect(heard.cancels).toBeGreaterThan(cancelsBefore);
    await finishUtterances(page, 1);
    expect((await speech(page)).spoken).toHaveLength(16); // nothing more is spoken after Stop

    // With a verse selected only that verse is read, and the control resets when it ends.
    await page.locator("#v16").click();
    await expect(page.getByRole("toolbar", { name: "Verse actions" })).toBeVisible();
    await readAloud.click();
    await expect(stop).toBeVisible();
    heard = await speech(page);
    expect(heard.queued.slice(36)).toHaveLength(1);
    expect(heard.queued[36]).toContain(JOHN_3_16);
    await finishUtterances(page, 1);
    await expect(readAloud).toBeVisible();
    await expect(stop).toHaveCount(0);
  });
});

/** The chunk buttons of Scramble: the session's buttons whose text is a phrase of the verse. */
async function phraseButtons(session: Locator, text: string) {
  const names = await session.getByRole("button").allTextContents();
  return names.filter((name) => name.length > 0 && text.includes(name) && name.includes(" "));
}

test.describe("Verse Memory Hall practice", () => {
  test("fade out, scramble and type it each do what they ask and grade the card", async ({ page }) => {
    await signUpWithPlan(page, "hall-modes", "essential");
    const verses = new Map<string, MemoryVerseDto>();
    for (const reference of ["Psalm 119:105", "Proverbs 3:5", "Philippians 4:13", "Hebrews 13:8"]) {
      const verse = await addMemoryVerse(page, reference);
      verses.set(verse.reference, verse);
    }
    await page.goto("/verse-memory-hall");
    await expect(page.getByTestId("hall-due")).toHaveText("4 verses due");
    await page.getByRole("button", { name: "Start review" }).click();
    const session = page.getByTestId("review-session");
    const modes = session.getByRole("group", { name: "Practice mode" });
    const textOf = async () => {
      const shown = verses.get((await session.getByTestId("review-reference").textContent())!);
      expect(shown, "the card is one of the saved verses").toBeDefined();
      return shown!.text;
    };
    const confirm = async (grade: string) => {
      await expect(session.getByTestId("suggested-grade")).toHaveText(`Suggested grade: ${grade}`);
      await session.getByRole("button", { name: `Confirm ${grade}` }).click();
      await expect(session.getByRole("status")).toHaveText(/^Next: in \d+ (minute|hour|day)s?$/);
    };

    // 1. Fade out: three rounds, each hiding more words; type the hidden ones in order.
    await expect(session.getByTestId("review-progress")).toHaveText("1 / 4");
    await modes.getByRole("button", { name: "Fade out" }).click();
    let text = await textOf();
    const words = text.split(/\s+/);
    const shownWords = session.locator("p:has(> span) > span");
    for (let round = 1; round <= 3; round++) {
      await expect(session.getByText(`Round ${round} of 3: type the missing words in order.`)).toBeVisible();
      const labels = await shownWords.evaluateAll((spans) =>
        spans.map((span) => span.getAttribute("aria-label")),
      );
      expect(labels).toHaveLength(words.length);
      const hidden = words.filter((_, i) => labels[i] === "hidden word");
      expect(hidden.length).toBe(round === 3 ? words.length : Math.round(words.length * (round / 3)));
      // The last round leaves out one word: the score says so.
      const typed = round === 3 ? hidden.slice(0, -1) : hidden;
      await session.getByLabel("Missing words").fill(typed.join(" "));
      await session.getByRole("button", { name: "Check" }).click();
      const percent = round === 3 ? Math.round((100 * (words.length - 1)) / words.length) : 100;
      await expect(session.getByRole("status")).toHaveText(`Round ${round}: ${percent}% of the hidden words`);
      await expect(session.locator('[aria-label="hidden word"]')).toHaveCount(0); // the hidden words are shown again
      if (round < 3) await session.getByRole("button", { name: "Next round" }).click();
    }
    await confirm("Hard");

    // 2. Scramble: a wrong order is refused, the right one accepted on the second check.
    await expect(session.getByTestId("review-progress")).toHaveText("2 / 4");
    await modes.getByRole("button", { name: "Scramble" }).click();
    text = await textOf();
    await expect(session.getByText("Tap the phrases in the verse's order.")).toBeVisible();
    const order = session.getByRole("list", { name: "Your order" });
    const scrambled = await phraseButtons(session, text);
    expect(scrambled.length).toBeGreaterThan(1);
    expect(scrambled.join(" ")).not.toBe(text);
    for (const phrase of scrambled)
      await session.getByRole("button", { name: phrase, exact: true }).first().click();
    await expect(order.getByRole("listitem")).toHaveText(scrambled);
    await session.getByRole("button", { name: "Check" }).click();
    await expect(session.getByRole("alert")).toHaveText("Not in order yet — try again.");
    await expect(order.getByRole("listitem")).toHaveCount(0);
    let rest = text;
    while (rest.length > 0) {
      const next = (await phraseButtons(session, text)).find((phrase) => rest.startsWith(phrase));
      expect(next, `a phrase starting "${rest}"`).toBeDefined();
      await session.getByRole("button", { name: next!, exact: true }).first().click();
      rest = rest.slice(next!.length).trimStart();
    }
    await session.getByRole("button", { name: "Check" }).click();
    await expect(session.getByRole("status")).toHaveText("In order after 2 tries.");
    await expect(session.getByTestId("review-text")).toHaveText(text);
    await confirm("Hard");

    // 3. Type it, with a different verse: refused.
    await expect(session.getByTestId("review-progress")).toHaveText("3 / 4");
    await modes.getByRole("button", { name: "Type it" }).click();
    text = await textOf();
    const typeIt = session.getByLabel("Type the whole verse from memory.");
    await typeIt.fill("The LORD is my shepherd; I shall not want.");
    await session.getByRole("button", { name: "Check" }).click();
    const total = text.split(/\s+/).length;
    await expect(session.getByRole("status")).toHaveText(
      new RegExp(`^Not quite — \\d+ of ${total} words in order\\.$`),
    );
    await expect(typeIt).toBeDisabled();
    await expect(session.getByTestId("review-text")).toHaveText(text);
    await confirm("Again");

    // 4. Type it from memory in lower case, without punctuation and with one misspelt word: accepted.
    await expect(session.getByTestId("review-progress")).toHaveText("4 / 4");
    await modes.getByRole("button", { name: "Type it" }).click();
    text = await textOf();
    const answer = text
      .toLowerCase()
      .replace(/[^a-z\s]/g, "")
      .split(/\s+/);
    answer[2] = `${answer[2]}x`;
    await typeIt.fill(answer.join(" "));
    await session.getByRole("button", { name: "Check" }).click();
    await expect(session.getByRole("status")).toHaveText(
      `Correct — ${answer.length - 1} of ${answer.length} words in order.`,
    );
    await confirm("Good");

    const done = page.getByTestId("review-done");
    await expect(done.getByText("All done for today")).toBeVisible();
    for (const count of ["Again: 1", "Hard: 2", "Good: 1", "Easy: 0"])
      await expect(done).toContainText(count);
    await expect(page.getByTestId("stat-dueToday")).toHaveText("0");

    await page.reload();
    await expect(page.getByTestId("stat-saved")).toHaveText("4");
    await expect(page.getByTestId("stat-dueToday")).toHaveText("0");
    await expect(page.getByTestId("hall-due")).toContainText("Nothing due");
  });
});

test.describe("Verse Memory Hall quick quiz", () => {
  test("a 60-second round: a right answer scores, a wrong one doesn't, the result and best score stay", async ({
    page,
  }) => {
    await signUpWithPlan(page, "hall-quiz", "essential");
    const verses = new Map<string, MemoryVerseDto>();
    for (const reference of ["Psalm 119:105", "Proverbs 3:5", "Philippians 4:13"]) {
      const verse = await addMemoryVerse(page, reference);
      verses.set(verse.reference, verse);
    }
    await page.clock.install();
    await page.goto("/verse-memory-hall?tab=quiz");
    const quiz = page.getByRole("region", { name: "Quick quiz" });
    await expect(quiz).toContainText("60 seconds: type as many of your verses as you can.");
    await expect(quiz).toContainText("Best score: 0");
    await quiz.getByRole("button", { name: "Start quiz" }).click();
    await expect(quiz.getByRole("timer")).toHaveText(/^(60|59) s$/);
    await expect(quiz.getByTestId("quiz-score")).toHaveText("0 points");

    const reference = quiz.getByText(new RegExp(`^(${[...verses.keys()].join("|")})$`));
    const asked = async () => {
      const verse = verses.get((await reference.textContent())!);
      expect(verse, "the quiz asks one of the saved verses").toBeDefined();
      return verse!;
    };
    const answerBox = quiz.getByLabel("Type the verse");

    // A right answer, typed without capitals or punctuation: the server accepts it.
    const first = await asked();
    await answerBox.fill(first.text.toLowerCase().replace(/[^a-z\s]/g, ""));
    await quiz.getByRole("button", { name: "Check" }).click();
    await expect(quiz.getByRole("status")).toHaveText("+10");
    await expect(quiz.getByTestId("quiz-score")).toHaveText("10 points");
    await expect(reference).not.toHaveText(first.reference);
    await expect(answerBox).toHaveValue("");

    // A wrong answer keeps the verse and the score.
    const second = await asked();
    await answerBox.fill("In the beginning was the Word");
    await quiz.getByRole("button", { name: "Check" }).click();
    await expect(quiz.getByRole("status")).toHaveText("Not quite — try again");
    await expect(quiz.getByTestId("quiz-score")).toHaveText("10 points");
    await expect(reference).toHaveText(second.reference);

    // Time runs out.
    await page.clock.fastForward("01:01");
    await expect(quiz.getByRole("status")).toHaveText("Time! 10 points");
    await expect(quiz).toContainText("Best score: 10");
    await expect(quiz.getByRole("button", { name: "Play again" })).toBeVisible();
    await expect(page.getByTestId("stat-bestQuizScore")).toHaveText(/^10/);

    await page.reload();
    await expect(page.getByTestId("stat-bestQuizScore")).toHaveText(/^10/);
    await expect(page.getByRole("region", { name: "Quick quiz" })).toContainText("Best score: 10");
  });
});
