import { roomPath } from "@client/features/palace/lib/status";
import { ApologeticsOptions } from "@client/features/ai/components/assistant-options";
import { ChatScreen } from "@client/features/ai/components/chat-screen";

/** /apologetics-gpt (ai.md §3.2): answers to hard questions, graciously; premium-like plans. */
export function ApologeticsGptPage() {
  return (
    <ChatScreen
      assistant="apologetics"
      roomHref={roomPath}
      renderOptions={(value, onChange) => <ApologeticsOptions value={value} onChange={onChange} />}
    />
  );
}
