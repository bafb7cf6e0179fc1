import { roomPath } from "@client/features/palace/lib/status";
import { DanielRevelationOptions } from "@client/features/ai/components/assistant-options";
import { ChatScreen } from "@client/features/ai/components/chat-screen";

/** /daniel-revelation-gpt (ai.md §3.3): symbols, time prophecies and parallels, with a timeline; premium-like. */
export function DanielRevelationGptPage() {
  return (
    <ChatScreen
      assistant="daniel_revelation"
      roomHref={roomPath}
      renderOptions={(value, onChange) => <DanielRevelationOptions value={value} onChange={onChange} />}
    />
  );
}
