import * as Tabs from "@radix-ui/react-tabs";
import { Plus, Settings2, Sparkles } from "lucide-react";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Button } from "@client/components/ui/button";
import { Skeleton } from "@client/components/ui/skeleton";
import { planRequiredOf } from "@client/lib/plan-required";
import type { EntitlementGate } from "@client/lib/use-entitlement";
import { useDecks } from "../api/list-decks";
import { type DeckTab, type FlashcardsView, flashcardsSearch, flashcardsView } from "../lib/flashcards-route";
import type { FlashcardsAiKit } from "../lib/kit";
import { MyDecks } from "./deck-list";
import { DeckView } from "./deck-view";
import { GenerateDialog } from "./generate-dialog";
import { LockedFlashcards } from "./locked-flashcards";
import { NewDeckDialog } from "./new-deck-dialog";
import { PublicDecks } from "./public-decks";
import { ReviewScreen } from "./review-screen";
import { SettingsDialog } from "./settings-dialog";

const tabLabels: Record<DeckTab, string> = { mine: "My decks", public: "Public decks" };
const tabTriggerClass =
  "rounded-md px-3 py-1.5 text-sm font-medium text-stone-600 data-[state=active]:bg-white data-[state=active]:text-night data-[state=active]:shadow-sm";

function DecksHome({
  tab,
  kit,
  go,
}: {
  tab: DeckTab;
  kit: FlashcardsAiKit;
  go: (view: FlashcardsView, replace?: boolean) => void;
}) {
  const [dialog, setDialog] = useState<"new" | "generate" | "settings" | null>(null);
  const openDeck = (deckId: string) => go({ kind: "deck", deckId });
  const setOpen = (which: typeof dialog) => (open: boolean) => setDialog(open ? which : null);
  return (
    <div className="space-y-6">
      <header className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="mr-auto font-serif text-3xl font-semibold text-night">Flashcards</h1>
          <Button variant="ghost" size="sm" onClick={() => setDialog("settings")}>
            <Settings2 className="size-4" aria-hidden="true" />
            Review settings
          </Button>
        </div>
        <p className="text-stone-700">Study cards made by AI or by hand, reviewed with spaced repetition.</p>
        <div className="flex flex-wrap items-center gap-2">
          <Button onClick={() => setDialog("new")}>
            <Plus className="size-4" aria-hidden="true" />
            New deck
          </Button>
          <Button variant="gold" onClick={() => setDialog("generate")}>
            <Sparkles className="size-4" aria-hidden="true" />
            Generate with AI
          </Button>
          <span className="sm:ml-auto">{kit.chip}</span>
        </div>
        {kit.banner}
      </header>
      <Tabs.Root
        value={tab}
        onValueChange={(value) => go({ kind: "list", tab: value === "public" ? "public" : "mine" }, true)}
        className="space-y-4"
      >
        <Tabs.List aria-label="Decks" className="inline-flex gap-1 rounded-lg bg-stone-100 p-1">
          {(["mine", "public"] as const).map((id) => (
            <Tabs.Trigger key={id} value={id} className={tabTriggerClass}>
              {tabLabels[id]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="mine">
          <MyDecks onNew={() => setDialog("new")} onGenerate={() => setDialog("generate")} />
        </Tabs.Content>
        <Tabs.Content value="public">
          <PublicDecks />
        </Tabs.Content>
      </Tabs.Root>
      <NewDeckDialog open={dialog === "new"} onOpenChange={setOpen("new")} onCreated={openDeck} />
      <GenerateDialog
        open={dialog === "generate"}
        onOpenChange={setOpen("generate")}
        kit={kit}
        onSaved={openDeck}
      />
      <SettingsDialog open={dialog === "settings"} onOpenChange={setOpen("settings")} />
    </div>
  );
}

/**
 * /flashcards (ai.md §3.10): the decks list on its tabs, one deck, or its review — all from the URL. A plan without
 * `tools.flashcards` (or a 402 arriving later) sees the sample result and the upgrade prompt.
 */
export function FlashcardsScreen({ gate, kit }: { gate: EntitlementGate; kit: FlashcardsAiKit }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const view = flashcardsView(params);
  const allowed = gate.status === "allowed";
  // The list is the page's first read; its 402 (a plan that lapsed while the page was open) locks the page too.
  const decks = useDecks({ enabled: allowed });
  const lateLock = planRequiredOf(decks.error);

  const go = (next: FlashcardsView, replace = false) => {
    setParams(new URLSearchParams(flashcardsSearch(next)), { replace });
    if (!replace) window.scrollTo({ top: 0 });
  };

  let body;
  if (gate.status === "pending")
    body = (
      <div className="space-y-4" role="status" aria-label="Loading">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  else if (gate.status === "locked" || lateLock)
    body = (
      <LockedFlashcards
        feature={gate.status === "locked" ? gate.feature : lateLock!.feature}
        trialUsed={gate.status === "locked" ? gate.trialUsed : undefined}
      />
    );
  else if (view.kind === "review")
    body = (
      <ReviewScreen
        key={view.deckId}
        deckId={view.deckId}
        onBack={() => go({ kind: "deck", deckId: view.deckId })}
      />
    );
  else if (view.kind === "deck")
    body = (
      <DeckView
        key={view.deckId}
        deckId={view.deckId}
        onOpenDeck={(deckId) => go({ kind: "deck", deckId })}
        onDeleted={() => void navigate("/flashcards", { replace: true })}
      />
    );
  else body = <DecksHome tab={view.tab} kit={kit} go={go} />;

  return <main className="mx-auto max-w-5xl px-4 py-6 sm:py-8">{body}</main>;
}
