import * as Tabs from "@radix-ui/react-tabs";
import { useSearchParams } from "react-router";
import { generationUnavailableNote } from "@common/schemas/images";
import { UpgradePrompt } from "@client/components/upgrade-prompt";
import { Alert } from "@client/components/ui/alert";
import { Skeleton } from "@client/components/ui/skeleton";
import type { EntitlementGate } from "@client/lib/use-entitlement";
import type { LibraryFilters } from "../api/list-images";
import type { ImageAiKit } from "../lib/kit";
import { cardPrefill, libraryFilters, librarySearch } from "../lib/library-route";
import { GenerateForm } from "./generate-form";
import { Library } from "./library";
import { UploadForm } from "./upload-form";
import { VerseCardForm } from "./verse-card-form";

const tabTriggerClass =
  "rounded-md px-3 py-1.5 text-sm font-medium text-stone-600 data-[state=active]:bg-white data-[state=active]:text-night data-[state=active]:shadow-sm";

/**
 * Create (§3.11): Verse card and Upload; Generate with AI only when the site has an image model (/api/ai/status says
 * imageGeneration), else the note says it isn't set up.
 */
function CreatePanel({ prefill, kit }: { prefill: ReturnType<typeof cardPrefill>; kit: ImageAiKit }) {
  return (
    <Tabs.Root defaultValue="card" className="space-y-4">
      <Tabs.List aria-label="Create" className="inline-flex flex-wrap gap-1 rounded-lg bg-stone-100 p-1">
        <Tabs.Trigger value="card" className={tabTriggerClass}>
          Verse card
        </Tabs.Trigger>
        <Tabs.Trigger value="upload" className={tabTriggerClass}>
          Upload
        </Tabs.Trigger>
        {kit.generation && (
          <Tabs.Trigger value="generate" className={tabTriggerClass}>
            Generate with AI
          </Tabs.Trigger>
        )}
      </Tabs.List>
      {kit.generation === false && (
        <p className="text-sm text-stone-600" data-testid="generation-note">
          {generationUnavailableNote}
        </p>
      )}
      <Tabs.Content value="card">
        <VerseCardForm prefill={prefill} />
      </Tabs.Content>
      <Tabs.Content value="upload">
        <UploadForm />
      </Tabs.Content>
      {kit.generation && (
        <Tabs.Content value="generate">
          <GenerateForm kit={kit} />
        </Tabs.Content>
      )}
    </Tabs.Root>
  );
}

/**
 * /bible-image-library (ai.md §3.11): Create (verse cards, uploads and, with an image model, Generate with AI; the
 * upgrade prompt for a plan without `tools.image_library`) above the library. Every plan browses and favourites the public gallery, where a member
 * without the tool starts.
 */
export function ImageLibraryScreen({ gate, kit }: { gate: EntitlementGate; kit: ImageAiKit }) {
  const [params, setParams] = useSearchParams();
  const canCreate = gate.status === "allowed";
  const filters = libraryFilters(params, canCreate);
  const change = (next: LibraryFilters) => setParams(librarySearch(params, next), { replace: true });

  return (
    <main className="mx-auto max-w-6xl space-y-8 px-4 py-6 sm:py-8">
      <header className="space-y-2">
        <h1 className="font-serif text-3xl font-semibold text-night">Bible Image Library</h1>
        <p className="text-stone-700">
          Visual memory aids for the Translation, 24FPS and Bible Rendered rooms: turn verses into pictures,
          keep them, and share them in the public gallery.
        </p>
      </header>

      <section
        aria-labelledby="create-heading"
        className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4 sm:p-6"
      >
        <h2 id="create-heading" className="text-xl font-semibold text-night">
          Create
        </h2>
        {gate.status === "pending" ? (
          <Skeleton className="h-40 w-full" />
        ) : gate.status === "locked" ? (
          <div className="space-y-3">
            <UpgradePrompt feature={gate.feature} trialUsed={gate.trialUsed} />
            <Alert>Browsing and favouriting the public gallery below is open to every plan.</Alert>
          </div>
        ) : (
          <CreatePanel prefill={cardPrefill(params)} kit={kit} />
        )}
      </section>

      <section aria-labelledby="library-heading" className="space-y-4">
        <h2 id="library-heading" className="text-xl font-semibold text-night">
          Library
        </h2>
        {gate.status === "pending" ? (
          <Skeleton className="h-64 w-full" />
        ) : (
          <Library filters={filters} onChange={change} />
        )}
      </section>
    </main>
  );
}
