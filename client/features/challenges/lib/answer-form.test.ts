// The answer form's rules come from the shared schema: Submit waits for every required field, and the messages
// are the ones the server would answer with (Connect-6's verse checked with the parser and the genre map).
import { describe, expect, test } from "vitest";
import { parseReference } from "@common/bible/reference";
import { type ChallengeCardDto, challengeMessages, genreInfo } from "@common/schemas/challenges";
import { checkAnswer, requiredFilled } from "./answer-form";

const card = (form: ChallengeCardDto["form"]): ChallengeCardDto => ({
  templateId: "t",
  day: 1,
  rotationLength: 16,
  tier: "core",
  subtype: form.subtype,
  title: "T",
  instructions: ["Do it."],
  verses: ["John 1:1"],
  principle: "P",
  roomId: "c6",
  roomCodes: ["C6"],
  form,
});
const connect = card({ subtype: "connect-6", targetGenre: genreInfo("epistle"), exampleBooks: ["Romans"] });
const sentence = "A whole sentence of an answer.";

describe("requiredFilled", () => {
  test.each([
    ["dimension-drill", { dimension: "me" }, false],
    ["dimension-drill", { dimension: "me", answer: " " }, false],
    ["dimension-drill", { dimension: "me", answer: "x" }, true],
    ["connect-6", { connectedVerse: "Rom 8:1", explanation: "x" }, true],
    ["sanctuary-map", { explanation: "x" }, false],
    ["christ-chapter", { reflection: "x" }, true],
    ["fruit-check", { action: "x" }, false],
    ["fruit-check", { action: "x", growthArea: "y" }, true],
    ["mystery", { answer: "x" }, false],
  ])("%s with %j → %s", (subtype, values, expected) => {
    expect(requiredFilled(subtype, values)).toBe(expected);
  });
});

describe("checkAnswer", () => {
  test("too short", () => {
    expect(
      checkAnswer(connect, { connectedVerse: "Romans 4:3", explanation: "short" }, parseReference),
    ).toEqual({
      ok: false,
      errors: { explanation: challengeMessages.tooShort },
    });
  });

  test("an unknown reference and one outside the genre", () => {
    expect(
      checkAnswer(connect, { connectedVerse: "Hezekiah 1:1", explanation: sentence }, parseReference),
    ).toEqual({
      ok: false,
      errors: { connectedVerse: challengeMessages.invalidReference },
    });
    expect(
      checkAnswer(connect, { connectedVerse: "Psalm 1:1", explanation: sentence }, parseReference),
    ).toEqual({
      ok: false,
      errors: { connectedVerse: challengeMessages.wrongGenre("Psalms 1:1", "Epistle") },
    });
  });

  test("a good answer is sent with only the subtype's fields", () => {
    expect(
      checkAnswer(
        connect,
        { connectedVerse: "Romans 4:3", explanation: sentence, extra: "x" },
        parseReference,
      ),
    ).toEqual({ ok: true, answer: { connectedVerse: "Romans 4:3", explanation: sentence } });
  });

  test("without the parser the verse is left to the server", () => {
    expect(checkAnswer(connect, { connectedVerse: "Hezekiah 1:1", explanation: sentence }).ok).toBe(true);
  });
});
