import { useQueryClient } from "@tanstack/react-query";
import { Hash, Menu } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import {
  type ChannelDto,
  type ChatEvent,
  type ChatMessageDto,
  type ChatReaction,
  chatTopic,
  type ChatViewerDto,
  COMMUNITY_LIMITS,
  communityMessages,
} from "@common/schemas/community";
import type { PublicProfileDto } from "@common/schemas/public-profile";
import { UpgradePrompt } from "@client/components/upgrade-prompt";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogHeader,
  DialogTitle,
  DialogDescription,
} from "@client/components/ui/dialog";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { useMyMute } from "@client/lib/api/get-my-mute";
import { useMyProfile } from "@client/lib/api/get-my-profile";
import { ApiError } from "@client/lib/api-error";
import { toast } from "@client/lib/toast";
import { useEntitlement } from "@client/lib/use-entitlement";
import { useRealtimeSubscription } from "@client/lib/use-realtime";
import { useChannels } from "@client/features/community/api/get-channels";
import { fetchMessageInto } from "@client/features/community/api/get-message";
import { useMessages, useOlderMessages } from "@client/features/community/api/get-messages";
import { useMarkRead } from "@client/features/community/api/mark-read";
import { useToggleReaction } from "@client/features/community/api/toggle-reaction";
import { updateChannels, updateStream } from "@client/features/community/lib/cache";
import { communityKeys } from "@client/features/community/lib/community-keys";
import { pendingToShow, quoteOf } from "@client/features/community/lib/pending";
import {
  applyEventToStream,
  bumpUnread,
  type ChannelStream,
  countsAsUnread,
  pinnedAfter,
  readPositionToSend,
} from "@client/features/community/lib/stream";
import { firstUnreadId } from "@client/features/community/lib/stream-layout";
import { type Typist, withoutTypist, withTypist } from "@client/features/community/lib/typing";
import { ChannelList } from "./channel-list";
import { ChatSkeleton, PinnedMessages, StreamSkeleton, TypingLine } from "./chat-parts";
import { Composer } from "./composer";
import { GuidelinesDialog } from "./guidelines-dialog";
import { MessageStream } from "./message-stream";
import { useSender } from "./use-sender";

const eventTypes = new Set<string>([
  "message.created",
  "message.updated",
  "message.deleted",
  "message.hidden",
  "message.restored",
  "reactions.changed",
  "pins.changed",
  "typing",
]);

/** A realtime payload we can use: one of the contract's events, for the channel it arrived on. */
function asChatEvent(raw: unknown, channelId: string): ChatEvent | null {
  if (typeof raw !== "object" || raw === null) return null;
  const { type, channelId: eventChannel } = raw as { type?: unknown; channelId?: unknown };
  return typeof type === "string" && eventTypes.has(type) && eventChannel === channelId
    ? (raw as ChatEvent)
    : null;
}

/** Follows `chat:{channel}` for one channel (a hook per topic, so one invisible component per channel). */
function ChannelFollower({
  channelId,
  onEvent,
  onResync,
}: {
  channelId: string;
  onEvent: (channelId: string, event: ChatEvent) => void;
  onResync: (channelId: string) => void;
}) {
  useRealtimeSubscription(
    chatTopic(channelId),
    (raw) => {
      const event = asChatEvent(raw, channelId);
      if (event) onEvent(channelId, event);
    },
    { onResync: () => onResync(channelId) },
  );
  return null;
}

/** The clock the stream's times and the edit window read; it moves every 30 seconds. */
function useNow(everyMs = 30_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

function formatter(timeZone: string | undefined) {
  try {
    return new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short", timeZone });
  } catch {
    return new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
  }
}

export type CommunityChatProps = {
  /** The channel named in the address (`?channel=`); general when none. */
  channelId: string;
  /** The address named no channel we have: the page replaces it with this one. */
  onFallback: (channelId: string) => void;
};

/**
 * Community chat (screens.md §8.1): the channel list (a drawer on phones) with live unread badges, and the open
 * channel — header, pinned messages, the stream, who's typing and the composer, which free members see as the
 * upgrade prompt and muted members as the time their mute ends. Every channel is followed live.
 */
export function CommunityChat({ channelId, onFallback }: CommunityChatProps) {
  const client = useQueryClient();
  const channels = useChannels();
  const profile = useMyProfile();
  const gate = useEntitlement("community.post");
  const now = useNow();
  const timeZone = profile.data?.timeZone;
  const [typists, setTypists] = useState<Record<string, Typist[]>>({});
  const [drawerOpen, setDrawerOpen] = useState(false);
  const viewer = channels.data?.viewer ?? null;
  const list = useMemo(() => channels.data?.channels ?? [], [channels.data]);
  const active = list.find((channel) => channel.id === channelId);
  const formatTime = (iso: string) => formatter(timeZone).format(new Date(iso));
  const sender = useSender({ guidelinesAccepted: viewer?.guidelinesAccepted ?? false, formatTime });
  // The member's own mute, kept current live (staff mute or unmute while the page is open); the channel list's
  // copy stands in until it has loaded. Free members can't post anyway, so they don't ask.
  const mute = useMyMute({ enabled: gate.status === "allowed" });
  const mutedUntil = mute.data !== undefined ? (mute.data?.until ?? null) : (viewer?.mutedUntil ?? null);

  useEffect(() => {
    if (channels.data && !active) {
      const fallback = list.find((channel) => channel.id === "general") ?? list[0];
      if (fallback) onFallback(fallback.id);
    }
  }, [channels.data, active, list, onFallback]);

  // The realtime hook always calls the latest handler (useEffectEvent), so these read the current state directly.
  const onEvent = (eventChannel: string, event: ChatEvent) => {
    const me = viewer;
    if (event.type === "typing") {
      // Expiry is measured on this device's clock (5 s from arrival), so a skewed clock can't hide or pin it.
      const expiresAt = new Date(Date.now() + COMMUNITY_LIMITS.typingExpirySeconds * 1000).toISOString();
      setTypists((all) => ({
        ...all,
        [eventChannel]: withTypist(
          all[eventChannel] ?? [],
          event.user,
          expiresAt,
          me?.userId ?? null,
          Date.now(),
        ),
      }));
      return;
    }
    let missing: string | undefined;
    updateStream(client, eventChannel, (stream) => {
      const result = applyEventToStream(stream, event, me);
      missing = result.fetch;
      return result.stream;
    });
    if (missing) fetchMessageInto(client, missing).catch(() => undefined);
    if (event.type === "message.created") {
      const authorId = event.message?.author?.userId;
      setTypists((all) => ({ ...all, [eventChannel]: withoutTypist(all[eventChannel] ?? [], authorId) }));
      if (countsAsUnread(event, me?.userId ?? null) && eventChannel !== channelId)
        updateChannels(client, (data) => bumpUnread(data, eventChannel));
    }
    if (event.type === "pins.changed") {
      const held = client.getQueryData<ChannelStream>(communityKeys.messages(eventChannel))?.messages ?? [];
      let refetch = false;
      updateChannels(client, (data) => ({
        ...data,
        channels: data.channels.map((channel) => {
          if (channel.id !== eventChannel) return channel;
          const { pinned, missing: unknown } = pinnedAfter(channel, event, held);
          refetch ||= unknown;
          return { ...channel, pinned };
        }),
      }));
      if (refetch) void client.invalidateQueries({ queryKey: communityKeys.channels() });
    }
    if (event.type === "message.deleted" || event.type === "message.hidden") {
      // A pinned message that is gone leaves the pinned list (staff still see a hidden one in the stream).
      updateChannels(client, (data) => ({
        ...data,
        channels: data.channels.map((channel) =>
          channel.id === eventChannel
            ? { ...channel, pinned: channel.pinned.filter((message) => message.id !== event.id) }
            : channel,
        ),
      }));
    }
    if ((event.type === "message.updated" || event.type === "message.restored") && event.message) {
      const message = event.message;
      updateChannels(client, (data) => ({
        ...data,
        channels: data.channels.map((channel) =>
          channel.id === eventChannel
            ? {
                ...channel,
                pinned: channel.pinned.map((each) => (each.id === message.id ? message : each)),
              }
            : channel,
        ),
      }));
    }
  };

  // Back after a lost connection: catch up on what was missed (messages newer than the last held) and the badges.
  const onResync = (resynced: string) => {
    if (client.getQueryData(communityKeys.messages(resynced)))
      void client.refetchQueries({ queryKey: communityKeys.messages(resynced) });
    if (resynced === channelId) void client.invalidateQueries({ queryKey: communityKeys.channels() });
  };

  if (channels.isPending)
    return (
      <Frame>
        <ChatSkeleton />
      </Frame>
    );
  if (channels.isError || !channels.data)
    return (
      <Frame>
        <div className="p-4">
          <RetryAlert
            message={
              channels.error instanceof ApiError ? channels.error.message : "Couldn't load the community chat"
            }
            onRetry={() => channels.refetch()}
            busy={channels.isFetching}
          />
        </div>
      </Frame>
    );

  const totalUnread = list.reduce(
    (sum, channel) => (channel.id === channelId ? sum : sum + channel.unreadCount),
    0,
  );
  const channelList = (
    <ChannelList
      channels={list}
      activeId={channelId}
      onNavigate={() => setDrawerOpen(false)}
      canManage={channels.data.viewer.admin}
    />
  );

  return (
    <Frame>
      {list.map((channel) => (
        <ChannelFollower key={channel.id} channelId={channel.id} onEvent={onEvent} onResync={onResync} />
      ))}
      <div className="flex h-full">
        <aside className="hidden w-60 shrink-0 overflow-y-auto border-r border-stone-200 bg-stone-50 p-3 md:block">
          <p
            className="mb-2 px-2.5 text-xs font-semibold tracking-wide text-stone-500 uppercase"
            aria-hidden="true"
          >
            Channels
          </p>
          {channelList}
        </aside>
        <Dialog open={drawerOpen} onOpenChange={setDrawerOpen}>
          <DialogContent layout="side" closeLabel="Close channels" className="right-auto left-0 w-72">
            <DialogHeader>
              <DialogTitle>Channels</DialogTitle>
              <DialogDescription className="sr-only">Choose a channel to read.</DialogDescription>
            </DialogHeader>
            {channelList}
          </DialogContent>
        </Dialog>
        {active ? (
          <ChannelView
            key={active.id}
            channel={active}
            viewer={viewer}
            self={profileAsAuthor(profile.data, viewer)}
            gate={gate}
            mutedUntil={mutedUntil}
            now={now}
            timeZone={timeZone}
            typists={typists[active.id] ?? []}
            sender={sender}
            formatTime={formatTime}
            channelsButton={
              <Button
                variant="outline"
                size="sm"
                className="md:hidden"
                onClick={() => setDrawerOpen(true)}
                aria-label={totalUnread > 0 ? `Channels, ${totalUnread} unread` : "Channels"}
              >
                <Menu className="size-4" aria-hidden="true" />
                Channels
                {totalUnread > 0 && (
                  <span className="rounded-full bg-gold px-1.5 text-xs font-semibold text-night tabular-nums">
                    {totalUnread}
                  </span>
                )}
              </Button>
            }
          />
        ) : (
          <div className="flex-1 p-4">
            <Skeleton className="h-6 w-40" />
          </div>
        )}
      </div>
      <GuidelinesDialog
        open={sender.guidelinesFor !== null}
        onOpenChange={(open) => !open && sender.closeGuidelines()}
        onAccepted={sender.sendAfterGuidelines}
      />
    </Frame>
  );
}

/** The page's box: the height under the top bar, so the stream (not the page) scrolls. */
function Frame({ children }: { children: React.ReactNode }) {
  return (
    <main className="h-[calc(100dvh-4rem)] bg-white" aria-labelledby="community-title">
      <h1 id="community-title" className="sr-only">
        Community Chat
      </h1>
      {children}
    </main>
  );
}

/** The member as their own pending messages show them (the public projection of themselves). */
function profileAsAuthor(
  profile: ReturnType<typeof useMyProfile>["data"],
  viewer: ChatViewerDto | null,
): PublicProfileDto | null {
  if (!profile || !viewer) return null;
  return {
    userId: viewer.userId,
    displayName: profile.displayName,
    avatarUrl: null, // the profile query doesn't carry the picture; initials stand in until the server's copy arrives
    level: profile.level,
  };
}

type ChannelViewProps = {
  channel: ChannelDto;
  viewer: ChatViewerDto | null;
  self: PublicProfileDto | null;
  gate: ReturnType<typeof useEntitlement>;
  /** The end of a running mute (null: none). */
  mutedUntil: string | null;
  now: number;
  timeZone?: string;
  typists: readonly Typist[];
  sender: ReturnType<typeof useSender>;
  formatTime: (iso: string) => string;
  channelsButton: React.ReactNode;
};

/** Older pages fetched on opening, at most, to reach the member's last-read position. */
const olderPagesToFindUnread = 3;

/** One channel: header, pinned messages, the stream from the last-read position, typing and the composer. */
function ChannelView({
  channel,
  viewer,
  self,
  gate,
  mutedUntil: muteEnd,
  now,
  timeZone,
  typists,
  sender,
  formatTime,
  channelsButton,
}: ChannelViewProps) {
  const messages = useMessages(channel.id);
  const older = useOlderMessages(channel.id);
  const markRead = useMarkRead();
  const react = useToggleReaction();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  // The read position as it was on opening: the divider stays where it was while the member reads on.
  const [openedReadAt] = useState(channel.lastReadAt);
  const [olderLoads, setOlderLoads] = useState(0);
  const [divider, setDivider] = useState<{ decided: boolean; id: string | null }>({
    decided: false,
    id: null,
  });
  const lastSentRead = useRef<string | null>(null);
  const stream = messages.data;
  const held = useMemo(() => stream?.messages ?? [], [stream]);

  // Where the stream opens: if the first unread message may be older than the page we hold, older pages are
  // fetched (a few at most) until the last-read position is in view; then the divider is placed once.
  const oldest = held[0];
  const needsOlder =
    stream !== undefined &&
    openedReadAt !== null &&
    stream.hasOlder &&
    oldest !== undefined &&
    Date.parse(oldest.createdAt) > Date.parse(openedReadAt) &&
    olderLoads < olderPagesToFindUnread &&
    !older.isError;
  if (stream && !divider.decided && !needsOlder && !older.isPending)
    setDivider({ decided: true, id: firstUnreadId(held, openedReadAt, viewer?.userId ?? null) });
  const loadOlder = older.mutate;
  useEffect(() => {
    if (!divider.decided && needsOlder && !older.isPending)
      loadOlder(undefined, { onSettled: () => setOlderLoads((count) => count + 1) });
  }, [divider.decided, needsOlder, older.isPending, loadOlder]);

  const onBottomVisible = useCallback(() => {
    const at = readPositionToSend(held, channel.lastReadAt);
    if (!at || at === lastSentRead.current) return;
    lastSentRead.current = at;
    markRead.mutate({ channelId: channel.id, lastReadAt: at });
  }, [held, channel.lastReadAt, channel.id, markRead]);

  const onReact = (message: ChatMessageDto, emoji: ChatReaction, on: boolean) =>
    react.mutate(
      { channelId: channel.id, messageId: message.id, emoji, on },
      {
        onError: (error) =>
          toast.error(error instanceof ApiError ? error.message : "Couldn't save your reaction."),
      },
    );

  const onReply = (message: ChatMessageDto) => {
    sender.setReply(channel.id, quoteOf(message));
    requestAnimationFrame(() => inputRef.current?.focus());
  };

  const mutedUntil = muteEnd !== null && Date.parse(muteEnd) > now ? muteEnd : null;
  const canPost = gate.status === "allowed" && (viewer?.canPost ?? false) && mutedUntil === null;
  const readOnlyForMe = channel.readOnly && !(viewer?.admin ?? false);

  let composer: React.ReactNode;
  if (gate.status === "pending" || !viewer) composer = <Skeleton className="h-12" />;
  else if (gate.status === "locked" || !viewer.canPost)
    composer = (
      <UpgradePrompt
        feature="community.post"
        title={communityMessages.postingUpgrade}
        trialUsed={gate.status === "locked" ? gate.trialUsed : undefined}
        className="sm:p-3"
      />
    );
  else if (mutedUntil)
    composer = (
      <Alert tone="info" data-testid="muted-notice">
        {communityMessages.mutedUntil(formatTime(mutedUntil))}
      </Alert>
    );
  else if (readOnlyForMe)
    composer = (
      <p className="rounded-md bg-stone-100 px-3 py-2 text-sm text-stone-700">{communityMessages.readOnly}</p>
    );
  else
    composer = (
      <Composer
        channelName={channel.name}
        value={sender.draft(channel.id)}
        onChange={(value) => sender.setDraft(channel.id, value)}
        onSend={() => sender.send(channel.id)}
        sendBlocked={sender.sendBlocked}
        notice={sender.notice(channel.id)}
        replyTo={sender.reply(channel.id)}
        onCancelReply={() => sender.setReply(channel.id, null)}
        onTyping={() => sender.typing(channel.id)}
        inputRef={inputRef}
      />
    );

  return (
    <section className="flex min-w-0 flex-1 flex-col" aria-labelledby="channel-title">
      <header className="flex items-start gap-3 border-b border-stone-200 px-3 py-2.5 sm:px-4">
        <div className="min-w-0 flex-1">
          <h2
            id="channel-title"
            className="flex items-center gap-1 font-serif text-lg font-semibold text-night"
          >
            <Hash className="size-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{channel.name}</span>
          </h2>
          {channel.description && (
            <p className="line-clamp-2 text-sm text-stone-600">{channel.description}</p>
          )}
        </div>
        {channelsButton}
      </header>
      <PinnedMessages pinned={channel.pinned} />
      {/* A failed catch-up keeps the messages held; only a first load that failed shows Retry. */}
      {!stream && messages.isError ? (
        <div className="flex-1 p-4">
          <RetryAlert
            message={
              messages.error instanceof ApiError ? messages.error.message : "Couldn't load the messages"
            }
            onRetry={() => messages.refetch()}
            busy={messages.isFetching}
          />
        </div>
      ) : !stream || !divider.decided ? (
        <StreamSkeleton />
      ) : (
        <MessageStream
          channelName={channel.name}
          messages={held}
          hasOlder={stream.hasOlder}
          pending={pendingToShow(sender.pending, channel.id, held)}
          dividerBeforeId={divider.id}
          viewer={viewer}
          self={self}
          canPost={canPost}
          canReply={canPost && !readOnlyForMe}
          now={now}
          timeZone={timeZone}
          loadingOlder={older.isPending}
          olderFailed={older.isError}
          onLoadOlder={() => older.mutate()}
          onBottomVisible={onBottomVisible}
          onReply={onReply}
          onReact={onReact}
          onRetry={sender.retry}
          onDiscard={sender.discard}
        />
      )}
      <TypingLine typists={typists} />
      <div className="border-t border-stone-200 px-3 pt-2 pb-3 sm:px-4">{composer}</div>
    </section>
  );
}
