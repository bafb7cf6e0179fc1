// The reference parser is ~300 KB: the memory pages load it only when a dialog or mode needs it (one shared loader).
import type * as ReferenceParser from "../../../../common/bible/reference";
import { loadReferenceParser } from "../../../lib/bible";

export type ReferenceModule = typeof ReferenceParser;

export const loadReferenceModule = (): Promise<ReferenceModule> => loadReferenceParser();
