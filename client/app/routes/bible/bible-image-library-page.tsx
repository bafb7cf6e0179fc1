import { ImageLibraryScreen } from "@client/features/images/components/image-library-screen";
import type { ImageAiKit } from "@client/features/images/lib/kit";
import { useAiStatus } from "@client/features/ai/api/get-ai-status";
import { useAiToolKit } from "../ai/use-ai-tool-kit";

/**
 * /bible-image-library (ai.md §3.11): every plan opens it; creating needs `tools.image_library`. The page lends the
 * images feature what Generate with AI borrows from the AI assistants' feature: whether the site has an image model
 * (/api/ai/status imageGeneration), the mode, the questions-left chip and the §1.8 error card.
 */
export function BibleImageLibraryPage() {
  const { gate, mode, chip, errorCard } = useAiToolKit("tools.image_library");
  const status = useAiStatus({ enabled: gate.status === "allowed" });
  const kit: ImageAiKit = { generation: status.data?.imageGeneration, mode, chip, error: errorCard };
  return <ImageLibraryScreen gate={gate} kit={kit} />;
}
