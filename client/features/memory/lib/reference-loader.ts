// The reference parser is ~300 KB: the memory pages load it only when a dialog or mode needs it.
import type * as ReferenceParser from "../../../../common/bible/reference";

export type ReferenceModule = typeof ReferenceParser;

let loading: Promise<ReferenceModule> | undefined;

export const loadReferenceModule = (): Promise<ReferenceModule> =>
  (loading ??= import("../../../../common/bible/reference"));
