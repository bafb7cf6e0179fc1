import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BlockLegendDto } from "@common/schemas/bible";
import { api, unwrap } from "@client/lib/api-client";
import { bibleRenderedKeys } from "@client/lib/query-keys";

export type LegendBlock = BlockLegendDto["blocks"][number];

/** GET /api/bible-rendered/legend: the member's glyph and rationale for each of the 24 blocks they have set. */
export const getLegend = () => unwrap(api["bible-rendered"].legend.$get());

export const legendQueryOptions = () =>
  queryOptions({ queryKey: bibleRenderedKeys.legend(), queryFn: getLegend });

export const useLegend = () => useQuery(legendQueryOptions());
