import { roomPath } from "@client/features/palace/lib/status";
import { ChatScreen } from "@client/features/ai/components/chat-screen";
import { CultureStart } from "@client/features/ai/components/culture-start";

/**
 * /culture-controversy (ai.md §3.5): a topic or quick chip (with an optional excerpt) starts a sectioned analysis
 * whose sections collapse as they complete; the input then continues the thread as a chat; premium-like plans.
 */
export function CultureControversyPage() {
  return (
    <ChatScreen
      assistant="culture_controversy"
      roomHref={roomPath}
      renderOptions={() => null}
      renderStart={(panel) => <CultureStart {...panel} />}
      sectioned
      placeholder="Ask a follow-up question…"
    />
  );
}
