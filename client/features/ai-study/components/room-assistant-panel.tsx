import * as Tabs from "@radix-ui/react-tabs";
import { Bot } from "lucide-react";
import { type ReactNode, useState } from "react";
import type { RoomOverview } from "@common/content/palace/types";
import type { StudyKit } from "../lib/kit";
import { CheckTab, type CheckDraft } from "./check-tab";
import { ExampleTab } from "./example-tab";
import { KeptTabsList, useKeptTabs } from "./kept-tabs";
import { PracticeTab } from "./practice-tab";

const TABS = [
  ["example", "Example"],
  ["practice", "Practice"],
  ["ask", "Ask"],
  ["check", "Check my work"],
] as const;
type Tab = (typeof TABS)[number][0];

/**
 * The "Room assistant" panel on a room page (ai.md §3.12): Example, Practice, Ask and Check my work for this room,
 * with the questions-left chip in its header. `ask` is the room assistant's chat, lent by the page.
 */
export function RoomAssistantPanel({
  room,
  kit,
  ask,
  gemsRoomHref,
}: {
  room: RoomOverview;
  kit: StudyKit;
  ask: ReactNode;
  /** The Gems Room's page, where "Save as gem" puts its drafts. */
  gemsRoomHref: string;
}) {
  const tabs = useKeptTabs<Tab>("example");
  const [draft, setDraft] = useState<CheckDraft>({ verseRef: "", answer: "" });
  return (
    <section
      aria-labelledby="room-assistant-title"
      className="space-y-3 rounded-xl border border-indigo-200 bg-white p-4 shadow-sm"
      data-testid="room-assistant"
    >
      <header className="flex flex-wrap items-center gap-2">
        <h2
          id="room-assistant-title"
          className="mr-auto flex items-center gap-2 text-lg font-semibold text-night"
        >
          <Bot className="size-5" aria-hidden="true" />
          Room assistant
        </h2>
        {kit.chip}
      </header>
      <p className="text-sm text-stone-600">
        Worked examples, practice, questions and a check of your own work, all in the {room.name}'s method.
      </p>
      <Tabs.Root value={tabs.tab} onValueChange={(value) => tabs.show(value as Tab)}>
        <KeptTabsList tabs={TABS} label="Room assistant" />
        {tabs.panel("example", <ExampleTab room={room} kit={kit} gemsRoomHref={gemsRoomHref} />)}
        {tabs.panel(
          "practice",
          <PracticeTab
            room={room}
            kit={kit}
            onCheck={(verseRef, answer) => {
              setDraft({ verseRef, answer });
              tabs.show("check");
            }}
          />,
        )}
        {tabs.panel("ask", ask)}
        {tabs.panel(
          "check",
          <CheckTab room={room} kit={kit} draft={draft} onDraft={setDraft} gemsRoomHref={gemsRoomHref} />,
        )}
      </Tabs.Root>
    </section>
  );
}
