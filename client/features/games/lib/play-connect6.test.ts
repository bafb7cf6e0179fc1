import { describe, expect, it } from "vitest";
import { connect6RoundReady, toggleGenreCard } from "./play-connect6";

const card = (code: string) => ({ code, name: code, meaning: "", kind: "genre" as const });
const payload = {
  doctrines: [
    { id: "a1b2c3", label: "Sabbath" },
    { id: "d4e5f6", label: "Baptism" },
    { id: "g7h8i9", label: "Second coming" },
  ],
  hand: ["Hi", "Ep", "Po", "Go"].map(card),
  wordsPerPair: 25,
};
const pair = (code: string, words = 25, ref = "Gen 2:2-3") => ({ card: code, ref, words });

describe("Connect-6 round: Submit's gate (§4.5)", () => {
  it("is ready with a doctrine, two cards of the hand, each with a reference and enough words", () => {
    expect(connect6RoundReady(payload, { doctrine: "a1b2c3", pairs: [pair("Hi"), pair("Ep")] }).ok).toBe(
      true,
    );
  });

  it("needs an offered doctrine", () => {
    expect(connect6RoundReady(payload, { doctrine: null, pairs: [pair("Hi"), pair("Ep")] }).ok).toBe(false);
    expect(connect6RoundReady(payload, { doctrine: "sabbath", pairs: [pair("Hi"), pair("Ep")] }).ok).toBe(
      false,
    );
  });

  it("needs exactly two different cards from the hand", () => {
    const ready = (pairs: ReturnType<typeof pair>[]) =>
      connect6RoundReady(payload, { doctrine: "a1b2c3", pairs }).ok;
    expect(ready([pair("Hi")])).toBe(false);
    expect(ready([pair("Hi"), pair("Hi")])).toBe(false);
    expect(ready([pair("Hi"), pair("Pr")])).toBe(false);
    expect(ready([pair("Hi"), pair("Ep"), pair("Po")])).toBe(false);
  });

  it("needs each pair's reference and word minimum, and reports them per pair", () => {
    const short = connect6RoundReady(payload, { doctrine: "a1b2c3", pairs: [pair("Hi"), pair("Ep", 24)] });
    expect(short.ok).toBe(false);
    expect(short.pairs).toEqual([
      { card: "Hi", wordsMet: true, refOk: true },
      { card: "Ep", wordsMet: false, refOk: true },
    ]);
    const noRef = connect6RoundReady(payload, {
      doctrine: "a1b2c3",
      pairs: [pair("Hi"), pair("Ep", 30, " ")],
    });
    expect(noRef.ok).toBe(false);
    expect(noRef.pairs[1]?.refOk).toBe(false);
  });
});

describe("toggling genre cards", () => {
  it("adds up to two, removes a picked one, ignores a third", () => {
    expect(toggleGenreCard([], "Hi")).toEqual(["Hi"]);
    expect(toggleGenreCard(["Hi"], "Ep")).toEqual(["Hi", "Ep"]);
    expect(toggleGenreCard(["Hi", "Ep"], "Po")).toEqual(["Hi", "Ep"]);
    expect(toggleGenreCard(["Hi", "Ep"], "Hi")).toEqual(["Ep"]);
  });
});
