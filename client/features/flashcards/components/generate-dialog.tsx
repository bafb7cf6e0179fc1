import { useState } from "react";
import { type GenerationDto, deckInput, saveGenerationInput } from "@common/schemas/flashcards";
import { UpgradePrompt } from "@client/components/upgrade-prompt";
import { Alert } from "@client/components/ui/alert";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@client/components/ui/dialog";
import { ApiError } from "@client/lib/api-client";
import { planRequiredOf } from "@client/lib/plan-required";
import { useGenerateCards } from "../api/generate-cards";
import { useSaveGeneration } from "../api/save-generation";
import { type DraftCard, draftCards, removeDraft, replaceDraft, toCardInput } from "../lib/generation-draft";
import { type FlashcardsAiKit, generationErrorOf } from "../lib/kit";
import { GenerateForm, type GenerateDraft, initialGenerateDraft } from "./generate-form";
import { GenerationPreview } from "./generation-preview";

/** 422s are about the member's input (too long, blocked, a bad passage): said plainly under the form, no actions. */
const isInputError = (error: unknown) => error instanceof ApiError && error.status === 422;

/**
 * Generate with AI (ai.md §3.10): the choices, then a preview where cards are edited or removed, then Save deck. The
 * choices live here rather than in the dialog's content, so closing the dialog or a failure keeps what was typed
 * (§1.8). Failures show our error card (§1.8), a 402 the upgrade prompt.
 */
export function GenerateDialog({
  open,
  onOpenChange,
  kit,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kit: FlashcardsAiKit;
  onSaved: (deckId: string) => void;
}) {
  const [draft, setDraft] = useState<GenerateDraft>(initialGenerateDraft);
  const [generation, setGeneration] = useState<GenerationDto | null>(null);
  const [cards, setCards] = useState<DraftCard[]>([]);
  const [title, setTitle] = useState("");
  const [saveProblem, setSaveProblem] = useState<string | null>(null);
  const generate = useGenerateCards();
  const save = useSaveGeneration();

  const run = () =>
    generate.mutate(
      { ...draft, value: draft.value.trim() },
      {
        onSuccess: (result) => {
          setGeneration(result);
          setCards(draftCards(result));
          setTitle(result.title);
          setSaveProblem(null);
        },
      },
    );

  const startOver = () => {
    setGeneration(null);
    setCards([]);
    generate.reset();
  };

  const saveDeck = () => {
    if (!generation) return;
    const input = {
      generationId: generation.generationId,
      title,
      description: "",
      isPublic: false,
      cards: cards.map(toCardInput),
    };
    const titleCheck = deckInput.shape.title.safeParse(title);
    const parsed = saveGenerationInput.safeParse(input);
    if (!titleCheck.success || !parsed.success) {
      const issue = (titleCheck.success ? parsed.error : titleCheck.error)?.issues[0];
      setSaveProblem(issue?.message ?? "Check the deck before saving.");
      return;
    }
    setSaveProblem(null);
    save.mutate(input, {
      onSuccess: (deck) => {
        setGeneration(null);
        setCards([]);
        setDraft(initialGenerateDraft);
        generate.reset();
        onOpenChange(false);
        onSaved(deck.id);
      },
      onError: (error) =>
        setSaveProblem(error instanceof ApiError ? error.message : "Couldn't save the deck. Try again."),
    });
  };

  const failure = generate.error;
  const locked = planRequiredOf(failure);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent layout="sheet" className="sm:w-[min(44rem,calc(100vw-2rem))]">
        <DialogHeader>
          <DialogTitle>Generate with AI</DialogTitle>
          <DialogDescription>
            {generation
              ? "Edit or remove cards, then save them as a deck."
              : kit.mode === "offline"
                ? "Cards assembled by the offline study engine from a passage or a topic. They aren't counted."
                : "Cards written from a passage or a topic. Each generation counts as one question."}
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-4">
          <div className="flex flex-wrap items-center gap-2">{kit.chip}</div>
          {kit.banner}
          {generation ? (
            <GenerationPreview
              source={generation.source}
              notes={generation.notes}
              cards={cards}
              title={title}
              onTitle={setTitle}
              onChange={(key, next) => setCards((current) => replaceDraft(current, key, next))}
              onRemove={(key) => setCards((current) => removeDraft(current, key))}
              onSave={saveDeck}
              onBack={startOver}
              saving={save.isPending}
              problem={saveProblem}
            />
          ) : (
            <>
              <GenerateForm draft={draft} onChange={setDraft} onSubmit={run} busy={generate.isPending} />
              {locked ? (
                <UpgradePrompt feature={locked.feature} />
              ) : failure && isInputError(failure) ? (
                <Alert tone="destructive" data-testid="generate-error">
                  {failure.message}
                </Alert>
              ) : failure ? (
                kit.error(generationErrorOf(failure), run)
              ) : null}
            </>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
