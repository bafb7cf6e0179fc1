import { aiLimits } from "@common/constants/ai";
import { roomPath } from "@client/features/palace/lib/status";
import { KidOptions } from "@client/features/ai/components/assistant-options";
import { ChatScreen } from "@client/features/ai/components/chat-screen";
import { KidTopics } from "@client/features/ai/components/kid-topics";

/** /kidgpt (ai.md §3.4): large text, big buttons, picture topics and Read aloud; premium-like plans. */
export function KidGptPage() {
  return (
    <ChatScreen
      assistant="kid"
      kid
      maxLength={aiLimits.kidMessageMax}
      roomHref={roomPath}
      renderOptions={(value, onChange) => <KidOptions value={value} onChange={onChange} />}
      renderTopics={(ask, layout) => <KidTopics onAsk={ask} {...layout} />}
    />
  );
}
