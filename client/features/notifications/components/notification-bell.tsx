import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useQueryClient } from "@tanstack/react-query";
import { Bell, CheckCheck } from "lucide-react";
import { useNavigate } from "react-router";
import { isNotificationNotice, type NotificationDto } from "@common/schemas/notifications";
import { cn } from "@client/lib/cn";
import { formatDate } from "@client/lib/dates";
import { notificationKeys } from "@client/lib/query-keys";
import { useSession } from "@client/lib/session";
import { useRealtimeSubscription } from "@client/lib/use-realtime";
import { useMarkAllNotificationsRead } from "../api/mark-all-notifications-read";
import { useMarkNotificationRead } from "../api/mark-notification-read";
import { useNotifications } from "../api/list-notifications";

const menuItem =
  "flex cursor-pointer select-none flex-col items-start gap-0.5 rounded-md px-3 py-2 text-left text-sm text-ink outline-none data-[highlighted]:bg-indigo-50";

function badgeText(unread: number) {
  return unread > 99 ? "99+" : String(unread);
}

/**
 * The members' notifications bell (screens §1.4): the unread count as a badge, the 20 latest in a menu (keyboard:
 * arrows, Enter, Escape), opening an item marks it read and follows its link, "Mark all read". New items arrive as a
 * realtime notice on the member's own `user:{id}` topic; the list is also polled, in case a notice was missed.
 */
export function NotificationBell() {
  const session = useSession();
  const userId = session.data?.user.id ?? null;
  const queryClient = useQueryClient();
  const list = useNotifications({ enabled: userId !== null });
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const navigate = useNavigate();
  useRealtimeSubscription(
    userId ? `user:${userId}` : null,
    (event) => {
      if (isNotificationNotice(event))
        void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
    },
    { onResync: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.list() }) },
  );
  if (!userId) return null;
  const items = list.data?.items ?? [];
  const unread = list.data?.unread ?? 0;

  const open = (item: NotificationDto) => {
    if (!item.readAt) markRead.mutate(item.id);
    if (item.link) void navigate(item.link);
  };

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="relative inline-flex size-9 items-center justify-center rounded-md text-indigo-100 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-gold"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : "Notifications"}
        data-testid="notification-bell"
      >
        <Bell className="size-5" aria-hidden="true" />
        {unread > 0 && (
          <span
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-gold px-1 text-center text-xs leading-5 font-bold text-night"
            data-testid="notification-count"
            aria-hidden="true"
          >
            {badgeText(unread)}
          </span>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 max-h-[70vh] w-[min(22rem,calc(100vw-1rem))] overflow-y-auto rounded-lg border border-stone-200 bg-white p-1 shadow-lg"
          aria-label="Notifications"
        >
          <div className="flex items-center justify-between gap-2 px-3 py-2">
            <DropdownMenu.Label className="text-sm font-semibold text-night">
              Notifications
            </DropdownMenu.Label>
            {unread > 0 && (
              <DropdownMenu.Item
                className="inline-flex cursor-pointer items-center gap-1 rounded px-2 py-1 text-xs font-medium text-night-light outline-none data-[highlighted]:bg-indigo-50"
                onSelect={(event) => {
                  event.preventDefault();
                  markAll.mutate();
                }}
              >
                <CheckCheck className="size-3.5" aria-hidden="true" />
                Mark all read
              </DropdownMenu.Item>
            )}
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
          {list.isPending ? (
            <p className="px-3 py-4 text-sm text-stone-600">Loading…</p>
          ) : list.isError ? (
            <p className="px-3 py-4 text-sm text-stone-600">Your notifications couldn't be loaded.</p>
          ) : items.length === 0 ? (
            <p className="px-3 py-4 text-sm text-stone-600">No notifications yet.</p>
          ) : (
            items.map((item) => (
              <DropdownMenu.Item
                key={item.id}
                className={cn(menuItem, !item.readAt && "bg-amber-50/60")}
                onSelect={() => open(item)}
                data-testid="notification-item"
              >
                <span className={cn("flex items-center gap-2", !item.readAt && "font-semibold text-night")}>
                  {!item.readAt && (
                    <span className="size-2 shrink-0 rounded-full bg-gold" aria-label="Unread" role="img" />
                  )}
                  {item.title}
                </span>
                {item.body && <span className="text-stone-700">{item.body}</span>}
                <span className="text-xs text-stone-500">{formatDate(item.createdAt)}</span>
              </DropdownMenu.Item>
            ))
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
