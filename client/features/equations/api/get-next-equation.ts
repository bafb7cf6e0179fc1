import { queryOptions, useQuery } from "@tanstack/react-query";
import type { EquationDifficulty } from "@common/schemas/equations";
import { api, unwrap } from "@client/lib/api-client";
import { isPlanRequired } from "@client/lib/plan-required";
import { equationKeys } from "@client/features/equations/lib/equation-keys";

/**
 * GET /api/equations/next?difficulty= — deals the next puzzle of a difficulty (with its symbols and meanings, never
 * the explanation). Each call deals a new one, so a deal is fetched once and kept: no refetch on focus, reconnect or
 * remount; the screen asks for another by moving to the next `deal` number.
 */
export const getNextEquation = (difficulty: EquationDifficulty) =>
  unwrap(api.equations.next.$get({ query: { difficulty } }));

export const nextEquationQueryOptions = (difficulty: EquationDifficulty, deal: number) =>
  queryOptions({
    queryKey: equationKeys.deal(difficulty, deal),
    queryFn: () => getNextEquation(difficulty),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchOnMount: false,
  });

export const useNextEquation = (difficulty: EquationDifficulty, deal: number, enabled = true) =>
  useQuery({
    ...nextEquationQueryOptions(difficulty, deal),
    enabled,
    retry: (count, error) => !isPlanRequired(error) && count < 2,
  });
