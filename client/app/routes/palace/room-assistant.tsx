import type { RoomOverview } from "@common/content/palace/types";
import { overviewOf } from "@common/content/palace/overview";
import { PanelChat } from "@client/features/ai/components/panel-chat";
import { RoomAssistantPanel } from "@client/features/ai-study/components/room-assistant-panel";
import { SaveGemButton } from "@client/features/ai-study/components/save-gem-button";
import { roomPath } from "@client/features/palace/lib/status";
import { useStudyKit } from "../study-kit";

const gems = overviewOf("gr");
const gemsRoomHref = roomPath(gems.floor, gems.id);

/**
 * The room page's "Room assistant" (ai.md §3.12), loaded once the room is open: the panel of the ai-study feature
 * with the room assistant's chat from the AI assistants' feature in its Ask tab.
 */
export default function RoomAssistant({ room }: { room: RoomOverview }) {
  const kit = useStudyKit();
  return (
    <RoomAssistantPanel
      room={room}
      kit={kit}
      gemsRoomHref={gemsRoomHref}
      ask={
        <PanelChat
          assistant="room_assistant"
          options={{ roomId: room.id }}
          context={room.id}
          historyLabel="Previous conversations in this room"
          placeholder={`Ask about the ${room.name}…`}
          roomHref={roomPath}
          answerActions={(message) => (
            <SaveGemButton
              roomId={room.id}
              gem={{
                title: `${room.tag} · ${
                  message.content
                    .split("\n")[0]
                    ?.replace(/^#+\s*/, "")
                    .slice(0, 70) || room.name
                }`,
                body: message.content.slice(0, 3000),
                references: message.passages.slice(0, 8),
                rooms: message.rooms.length > 0 ? message.rooms.slice(0, 5) : [room.tag],
              }}
              gemsRoomHref={gemsRoomHref}
            />
          )}
        />
      }
    />
  );
}
