import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { CommunityChat } from "@client/features/community/components/community-chat";

/** /community?channel={id} (screens.md §8.1): the community chat; the open channel lives in the address. */
export function CommunityPage() {
  const [params, setParams] = useSearchParams();
  const channelId = params.get("channel") ?? "general";
  const onFallback = useCallback(
    (fallback: string) => setParams({ channel: fallback }, { replace: true }),
    [setParams],
  );
  return <CommunityChat channelId={channelId} onFallback={onFallback} />;
}
