import { ImageLibraryScreen } from "@client/features/images/components/image-library-screen";
import { useEntitlement } from "@client/lib/use-entitlement";

/** /bible-image-library (ai.md §3.11): every plan opens it; creating needs `tools.image_library`. */
export function BibleImageLibraryPage() {
  return <ImageLibraryScreen gate={useEntitlement("tools.image_library")} />;
}
