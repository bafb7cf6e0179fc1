// Test-only: the real question banks, with a generated fixture standing in for any room whose bank is still
// too thin for learn checks, drills and milestone tests. Route tests read the key of an attempt from the same
// source the app was built with (attemptKey), so they pass whichever bank is in use.
import { ROOM_IDS, type RoomId } from "@common/content/palace/types";
import { banks } from "./banks/index";
import type { BankItem, BankTier } from "./banks/types";
import type { BankSource } from "./palace.access";

const TIERS: BankTier[] = [1, 2, 3, 4];

function fixtureItem(roomId: string, tier: BankTier, n: number): BankItem {
  const id = `${roomId}-fx-t${tier}-${String(n).padStart(2, "0")}`;
  const base = {
    id,
    tier,
    prompt: `Fixture question ${n} of tier ${tier}`,
    explanation: `Fixture explanation ${n}.`,
  };
  switch (n % 7) {
    case 0:
      return { ...base, type: "single", options: ["Right", "Wrong A", "Wrong B", "Wrong C"], answer: 0 };
    case 1:
      return { ...base, type: "multi", options: ["Yes 1", "No 1", "Yes 2", "No 2"], answers: [0, 2] };
    case 2:
      return { ...base, type: "order", items: ["First", "Second", "Third", "Fourth"] };
    case 3:
      return {
        ...base,
        type: "match",
        pairs: [
          ["A", "1"],
          ["B", "2"],
          ["C", "3"],
        ],
      };
    case 4:
      return { ...base, type: "short", accept: ["Story Room", "SR"] };
    case 5:
      return { ...base, type: "reference", accept: ["John 3:1-21"] };
    default:
      return { ...base, type: "numeric", answer: 1844, unit: "year" };
  }
}

export function fixtureBank(roomId: string, perTier = 14): BankItem[] {
  return TIERS.flatMap((tier) => Array.from({ length: perTier }, (_, i) => fixtureItem(roomId, tier, i + 1)));
}

function complete(bank: readonly BankItem[]): boolean {
  return TIERS.every((tier) => bank.filter((item) => item.tier === tier).length >= 6);
}

/** Real banks where complete, fixtures elsewhere. */
export function testBanks(): BankSource {
  return Object.fromEntries(
    ROOM_IDS.map((id) => [id, complete(banks[id]) ? banks[id] : fixtureBank(id)]),
  ) as Record<RoomId, BankItem[]>;
}
