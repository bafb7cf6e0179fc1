// Test-only (route tests and the e2e spec): a passing Christ Lock paragraph for the current draw, built from the
// dealt verse's curated key, so a test can open the lock without knowing the deal in advance.
import { christVerses } from "@server/modules/games/content/christ-lock";

/** The parts of the server-only state a test reads (through runKey / gameRunKey). */
export interface ChristLockKey {
  deck: Array<{ ref: string; text: string }>;
  deals: number;
  card: string;
  locked: string[];
  draws: number;
  score: number;
}

/** The verse on the table: the deck's latest deal. */
export const dealtRef = (state: Pick<ChristLockKey, "deck" | "deals">) =>
  state.deck[state.deals - 1]?.ref ?? "";

const GOSPEL = /^(?:Matt|Mark|Luke|John) /;
/** A Gospel verse where Jesus opens the Old Testament about Himself: |LC's reference when no fulfilment is one. */
const GOSPEL_FALLBACK = "Luke 24:27";

/**
 * A paragraph that passes any card on any difficulty: Jesus and one of the verse's titles named (2D), its first
 * curated fulfilment cited (the main test and the +5) and a Gospel reference (|LC; the fulfilment is New
 * Testament, so ⊙ holds too). The model paragraph and its plain words reversed carry it past Hard's 60 words,
 * and each verse is dealt once a run, so the paragraphs stay fresh (R7).
 */
export function christLockAnswer(state: Pick<ChristLockKey, "deck" | "deals">): string {
  const ref = dealtRef(state);
  const key = christVerses.find((verse) => verse.ref === ref);
  if (!key) throw new Error(`No curated verse ${ref}`);
  const fulfilment = key.fulfilments[0] ?? "";
  const gospel = key.fulfilments.find((candidate) => GOSPEL.test(candidate)) ?? GOSPEL_FALLBACK;
  const padding = key.model
    .split(/\s+/)
    .filter((word) => /^[a-z]+$/i.test(word))
    .reverse()
    .join(" ");
  const title = (key.titles[0] ?? "Lamb of God").replace(/^the /i, "");
  const also = gospel === fulfilment ? "" : ` The Gospel shows it too in ${gospel}.`;
  return `Jesus is the ${title} of this verse. ${key.model} It is fulfilled in ${fulfilment}.${also} ${padding}`;
}
