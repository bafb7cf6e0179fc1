// Admins' channel management rendered to static markup (screens.md §8.1: "admins can add, rename, reorder and
// archive channels"): the button under the channel list only for admins, and the dialog's list and form.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, test } from "vitest";
import type { AdminChannelDto, ChannelDto } from "@common/schemas/community";
import { createChannelInput, updateChannelInput } from "@common/schemas/community";
import { firstProblem, movedPlace } from "../lib/channel-admin";
import { communityKeys } from "../lib/community-keys";
import { ChannelList } from "./channel-list";
import { ManageChannelsBody } from "./manage-channels";

const render = (node: ReactNode, client = new QueryClient()) =>
  renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );

const channel: ChannelDto = {
  id: "general",
  name: "general",
  description: "",
  position: 1,
  readOnly: false,
  unreadCount: 0,
  unreadCapped: false,
  lastReadAt: null,
  pinned: [],
};

const adminRow = (id: string, over: Partial<AdminChannelDto> = {}): AdminChannelDto => ({
  id,
  name: id,
  description: "",
  position: 1,
  readOnly: false,
  archivedAt: null,
  ...over,
});

describe("Manage channels", () => {
  test("the button under the channel list is there for admins only", () => {
    expect(render(<ChannelList channels={[channel]} activeId="general" canManage />)).toContain(
      "Manage channels",
    );
    expect(render(<ChannelList channels={[channel]} activeId="general" />)).not.toContain("Manage channels");
  });

  test("lists every channel with its controls, marks archived ones, and offers the add form", () => {
    const client = new QueryClient();
    client.setQueryData(communityKeys.adminChannels(), [
      adminRow("announcements", { readOnly: true, description: "News from the team" }),
      adminRow("general", { position: 2 }),
      adminRow("old-room", { position: 3, archivedAt: "2025-01-01T00:00:00.000Z" }),
    ]);
    const html = render(<ManageChannelsBody />, client);
    expect(html).toMatch(/disabled="" aria-label="Move #announcements up"/);
    expect(html).toMatch(/disabled="" aria-label="Move #old-room down"/);
    expect(html).toMatch(/<button(?![^>]*disabled="")[^>]*aria-label="Move #general up"/);
    expect(html).toMatch(/role="switch" aria-checked="true"[^>]*aria-label="Read-only: #announcements"/);
    expect(html).toContain('aria-label="Archive #general"');
    expect(html).toContain('aria-label="Unarchive #old-room"');
    expect(html.match(/>Archived</g)).toHaveLength(1);
    expect(html).toContain("News from the team");
    for (const label of ["Channel id", "Name", "Description (optional)", "Add channel"])
      expect(html).toContain(label);
  });
});

describe("channel-admin helpers", () => {
  test("movedPlace gives the 1-based place one step up or down, null at the ends", () => {
    expect(movedPlace(0, "up", 3)).toBeNull();
    expect(movedPlace(1, "up", 3)).toBe(1);
    expect(movedPlace(1, "down", 3)).toBe(3);
    expect(movedPlace(2, "down", 3)).toBeNull();
  });

  test("firstProblem returns the shared schema's message", () => {
    expect(firstProblem(createChannelInput, { id: "Bad Id", name: "ok name" })).toBe(
      "Use lower-case letters, digits and hyphens (up to 40).",
    );
    expect(firstProblem(updateChannelInput, { name: "x" })).toBe("Channel names need at least 2 characters.");
    expect(firstProblem(createChannelInput, { id: "book-club", name: "#book-club" })).toBeNull();
  });
});
