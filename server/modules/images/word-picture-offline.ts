// The offline word picture (ai.md §2.4, Bible Image Library row): without a model answering, the scene comes from our
// symbol dictionary. The verse's suggested icons (the same keyword rules as the verse cards) each bring one concrete
// image in the Bible's own terms, joined into two or three sentences that fit the description field. Deterministic:
// the same verse always reads the same.
import { type CardIcon, IMAGE_LIMITS } from "@common/schemas/images";
import { suggestIcons } from "./icon-set";

/** One sensory scene per symbol, written for a painter: what the eye would see, no lettering, no figure of God. */
const scenes: Record<CardIcon, string> = {
  lamb: "a spotless young lamb stands quietly in the open, its wool catching the light",
  shepherd: "a shepherd leans on his staff at the edge of a green pasture, watching over the flock",
  light: "morning light breaks over the hills and pushes the long shadows back",
  water: "clear water lies still and deep beside a winding path",
  bread: "a warm loaf lies broken on a plain wooden table, enough for everyone",
  vine: "a vine heavy with dark grapes spreads its branches along a sunlit wall",
  door: "a single open door lets warm light spill out into the dusk",
  rock: "a great rock rises above the plain, unmoved by wind and rain",
  crown: "a golden crown rests on an empty throne, glinting in the light",
  ark: "a great wooden ark rides the swelling waters under a heavy sky",
  lampstand: "a seven-branched golden lampstand burns steadily in a dim room",
  altar: "smoke rises from a rough stone altar where an offering has been laid",
  dove: "a white dove comes down gently and folds its wings in the calm",
  scroll: "an open scroll lies unrolled on a table beside a small clay lamp",
  trumpet: "a ram's-horn trumpet is lifted high, its call carrying across the camp",
  star: "countless stars fill the night sky above a quiet tent",
  cross: "a rough wooden cross stands on a hill against a darkening sky",
  tree: "a tree planted by a river spreads green leaves that never wither",
  fire: "a flame burns in the middle of a desert bush without consuming it",
  mountain: "a mountain rises into the cloud, its summit wrapped in light",
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The word picture for a verse (its reference as read, and its text), at most the description field's length. */
export function offlineWordPicture(reference: string, verseText: string): string {
  const [first, ...rest] = suggestIcons(reference, verseText).map((icon) => scenes[icon]);
  const opening = `${capitalise(first ?? scenes.scroll)}.`;
  const company = rest.length > 0 ? `Nearby, ${rest.join(", and ")}.` : "";
  const closing = "Soft, even light holds the whole scene together, with no writing anywhere in the picture.";
  const sentences = [opening, company, closing].filter(Boolean);
  // The description field's limit; the longest three-icon picture is well under it, but the rule stays explicit.
  while (sentences.join(" ").length > IMAGE_LIMITS.descriptionMax && sentences.length > 1) sentences.pop();
  return sentences.join(" ");
}
