// The offline study engine's data (KJV, its word index, Strong's, the cross references), loaded once per BibleSource
// and shared with the engine itself: every part is cached by its own module, so this is only the handle.
import type { BibleSource } from "@server/modules/bible/bible-data.types";
import { type Library, loadLibrary } from "@server/modules/ai/offline/library";

const libraries = new WeakMap<BibleSource, Promise<Library>>();

export function studyLibrary(bible: BibleSource): Promise<Library> {
  let loading = libraries.get(bible);
  if (!loading) {
    loading = loadLibrary(bible);
    libraries.set(bible, loading);
    // A failed load is tried again by the next request.
    loading.catch(() => libraries.delete(bible));
  }
  return loading;
}
