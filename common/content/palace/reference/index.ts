// Every reference list, by id. Factual data: the client may import these (Learn tab tables, games, editors).
import type { ReferenceList, ReferenceListId } from "../types";
import { list as bibleBlocks } from "./bibleBlocks";
import { list as glyphKinds } from "./glyphKinds";
import { list as observationCategories } from "./observationCategories";
import { list as symbolStarter } from "./symbolStarter";
import { list as questionColumns } from "./questionColumns";
import { list as palaceChecklist } from "./palaceChecklist";
import { list as sprintTypes } from "./sprintTypes";
import { list as iAmSayings } from "./iAmSayings";
import { list as eras } from "./eras";
import { list as offices } from "./offices";
import { list as dimensions } from "./dimensions";
import { list as genres } from "./genres";
import { list as genreBookMap } from "./genreBookMap";
import { list as parablePassages } from "./parablePassages";
import { list as genreExceptions } from "./genreExceptions";
import { list as themeSpans } from "./themeSpans";
import { list as timeZones } from "./timeZones";
import { list as patterns } from "./patterns";
import { list as sanctuaryArticles } from "./sanctuaryArticles";
import { list as sanctuaryServices } from "./sanctuaryServices";
import { list as sanctuarySpaces } from "./sanctuarySpaces";
import { list as atonementGoats } from "./atonementGoats";
import { list as prophecySymbolKeys } from "./prophecySymbolKeys";
import { list as prophecyTimeline } from "./prophecyTimeline";
import { list as timeEquations } from "./timeEquations";
import { list as prophecyParallels } from "./prophecyParallels";
import { list as angelMessages } from "./angelMessages";
import { list as angelCues } from "./angelCues";
import { list as feasts } from "./feasts";
import { list as feastCues } from "./feastCues";
import { list as cecMethods } from "./cecMethods";
import { list as r66Themes } from "./r66Themes";
import { list as heavens } from "./heavens";
import { list as heavenClues } from "./heavenClues";
import { list as horizonTagForms } from "./horizonTagForms";
import { list as cycles } from "./cycles";
import { list as cycleProgressions } from "./cycleProgressions";
import { list as timeProphecies } from "./timeProphecies";
import { list as auditChecklist } from "./auditChecklist";
import { list as fruitPairs } from "./fruitPairs";
import { list as goodFruit } from "./goodFruit";
import { list as badFruit } from "./badFruit";

export const referenceLists: Record<ReferenceListId, ReferenceList> = {
  bibleBlocks,
  glyphKinds,
  observationCategories,
  symbolStarter,
  questionColumns,
  palaceChecklist,
  sprintTypes,
  iAmSayings,
  eras,
  offices,
  dimensions,
  genres,
  genreBookMap,
  parablePassages,
  genreExceptions,
  themeSpans,
  timeZones,
  patterns,
  sanctuaryArticles,
  sanctuaryServices,
  sanctuarySpaces,
  atonementGoats,
  prophecySymbolKeys,
  prophecyTimeline,
  timeEquations,
  prophecyParallels,
  angelMessages,
  angelCues,
  feasts,
  feastCues,
  cecMethods,
  r66Themes,
  heavens,
  heavenClues,
  horizonTagForms,
  cycles,
  cycleProgressions,
  timeProphecies,
  auditChecklist,
  fruitPairs,
  goodFruit,
  badFruit,
};
