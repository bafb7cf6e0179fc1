import { roomPath } from "@client/features/palace/lib/status";
import { PhototheologyOptions } from "@client/features/ai/components/assistant-options";
import { ChatScreen } from "@client/features/ai/components/chat-screen";

/** /phototheologygpt (ai.md §3.1): the main study partner for the memory-palace method; every plan. */
export function PhototheologyGptPage() {
  return (
    <ChatScreen
      assistant="phototheology"
      roomHref={roomPath}
      renderOptions={(value, onChange) => <PhototheologyOptions value={value} onChange={onChange} />}
    />
  );
}
