import { Hash, Lock } from "lucide-react";
import { Link } from "react-router";
import type { ChannelDto } from "@common/schemas/community";
import { cn } from "@client/lib/cn";
import { ManageChannels } from "./manage-channels";

/** "3", or "50+" when the server stopped counting at the cap (a channel never opened). */
export const unreadText = (channel: Pick<ChannelDto, "unreadCount" | "unreadCapped">) =>
  channel.unreadCapped ? `${channel.unreadCount}+` : String(channel.unreadCount);

/**
 * The channels in the admins' order, each a link to `/community?channel={id}` with its unread badge (screens.md
 * §8.1). Read-only channels (#announcements) carry a lock. Admins (`canManage`) get "Manage channels" under it.
 */
export function ChannelList({
  channels,
  activeId,
  onNavigate,
  canManage = false,
}: {
  channels: readonly ChannelDto[];
  activeId: string;
  onNavigate?: () => void;
  canManage?: boolean;
}) {
  return (
    <>
      <nav aria-label="Channels">
        <ul className="space-y-0.5">
          {channels.map((channel) => {
            const active = channel.id === activeId;
            const unread = !active && channel.unreadCount > 0;
            return (
              <li key={channel.id}>
                <Link
                  to={`/community?channel=${encodeURIComponent(channel.id)}`}
                  onClick={onNavigate}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "flex items-center gap-2 rounded-md px-2.5 py-2 text-sm focus-visible:outline-2 focus-visible:outline-night",
                    active ? "bg-night text-white" : "text-stone-700 hover:bg-stone-100",
                    unread && "font-semibold text-ink",
                  )}
                >
                  <Hash className="size-4 shrink-0 opacity-70" aria-hidden="true" />
                  <span className="min-w-0 flex-1 truncate">{channel.name}</span>
                  {channel.readOnly && (
                    <Lock className="size-3.5 shrink-0 opacity-70" aria-label="Read-only" role="img" />
                  )}
                  {unread && (
                    <span
                      className="rounded-full bg-gold px-1.5 py-0.5 text-xs font-semibold text-night tabular-nums"
                      data-testid="unread-badge"
                    >
                      {unreadText(channel)}
                      <span className="sr-only"> unread</span>
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {canManage && <ManageChannels />}
    </>
  );
}
