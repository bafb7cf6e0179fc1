import { overviewOf } from "@common/content/palace/overview";
import { PanelChat } from "@client/features/ai/components/panel-chat";
import { SaveGemButton } from "@client/features/ai-study/components/save-gem-button";
import { VerseStudyPanel } from "@client/features/ai-study/components/verse-study-panel";
import { useReferenceLabel } from "@client/features/ai-study/lib/reference-label";
import { roomPath } from "@client/features/palace/lib/status";
import { useStudyKit } from "../study-kit";

const gems = overviewOf("gr");
const gemsRoomHref = roomPath(gems.floor, gems.id);

/**
 * The reader's "Study this verse" (ai.md §3.12), loaded on the first click: the verse panel of the ai-study feature
 * with the verse assistant's chat from the AI assistants' feature in its Ask tab.
 */
export default function VerseStudy({
  open,
  onClose,
  reference,
}: {
  open: boolean;
  onClose: () => void;
  reference: string;
}) {
  const kit = useStudyKit();
  const label = useReferenceLabel(reference);
  return (
    <VerseStudyPanel
      key={label}
      open={open}
      onClose={onClose}
      reference={label}
      kit={kit}
      renderAsk={(lens) => (
        <PanelChat
          key={label}
          assistant="verse_assistant"
          options={lens ? { reference: label, lens } : { reference: label }}
          context={label}
          historyLabel="Earlier questions on this verse"
          placeholder={`Ask about ${label}…`}
          roomHref={roomPath}
          answerActions={(message) => (
            <SaveGemButton
              roomId={null}
              gem={{
                title: `${label}: ${
                  message.content
                    .split("\n")[0]
                    ?.replace(/^#+\s*/, "")
                    .slice(0, 60) ?? ""
                }`.slice(0, 80),
                body: message.content.slice(0, 3000),
                references: [label, ...message.passages].slice(0, 8),
                rooms: message.rooms.slice(0, 5),
              }}
              gemsRoomHref={gemsRoomHref}
            />
          )}
        />
      )}
    />
  );
}
