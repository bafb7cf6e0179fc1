import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { CardPreviewInput } from "@common/schemas/images";
import { api, unwrap } from "@client/lib/api-client";
import { imageKeys } from "@client/lib/query-keys";

/** POST /api/images/cards/preview: the card drawn by the server, as SVG text (nothing stored). */
export async function previewCard(input: CardPreviewInput): Promise<string> {
  const response = await api.images.cards.preview.$post({ json: input });
  // A refusal carries our JSON error: unwrap turns it into an ApiError with the server's message.
  if (!response.ok) await unwrap(Promise.resolve(response));
  return response.text();
}

export const cardPreviewQueryOptions = (input: CardPreviewInput) =>
  queryOptions({
    queryKey: imageKeys.preview(JSON.stringify(input)),
    queryFn: () => previewCard(input),
    staleTime: Infinity,
  });

/** The preview of the settled form values; the last picture stays while the next one is drawn. */
export const useCardPreview = (input: CardPreviewInput | null) =>
  useQuery({
    ...cardPreviewQueryOptions(input ?? ({} as CardPreviewInput)),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
