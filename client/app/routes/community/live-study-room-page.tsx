import { useParams, useSearchParams } from "react-router";
import { RoomScreen } from "@client/features/live-study/components/room-screen";

/** /live-study/:roomId (screens.md §8.3): one live study room; `?token=` is a private room's invite. */
export function LiveStudyRoomPage() {
  const { roomId = "" } = useParams();
  const [search] = useSearchParams();
  return <RoomScreen roomId={roomId} token={search.get("token")} />;
}
