/**
 * Where the /flashcards page is, all of it in the URL so back/forward and reloads work (ai.md §3.10): the decks list
 * on a tab, one deck (`?deck=<id>`), or its review (`?deck=<id>&review=1`).
 */
export const deckTabs = ["mine", "public"] as const;
export type DeckTab = (typeof deckTabs)[number];

export type FlashcardsView =
  { kind: "list"; tab: DeckTab } | { kind: "deck"; deckId: string } | { kind: "review"; deckId: string };

const isTab = (value: string | null): value is DeckTab => deckTabs.some((tab) => tab === value);

export function flashcardsView(params: URLSearchParams): FlashcardsView {
  const deckId = params.get("deck");
  if (deckId) return params.get("review") === "1" ? { kind: "review", deckId } : { kind: "deck", deckId };
  const tab = params.get("tab");
  return { kind: "list", tab: isTab(tab) ? tab : "mine" };
}

/** The search string of a view ("" for the default list), for links and navigation. */
export function flashcardsSearch(view: FlashcardsView): string {
  const params = new URLSearchParams();
  if (view.kind === "list") {
    if (view.tab !== "mine") params.set("tab", view.tab);
  } else {
    params.set("deck", view.deckId);
    if (view.kind === "review") params.set("review", "1");
  }
  const search = params.toString();
  return search ? `?${search}` : "";
}

export const flashcardsHref = (view: FlashcardsView) => `/flashcards${flashcardsSearch(view)}`;
