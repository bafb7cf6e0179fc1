import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { type ChatReplyQuoteDto, communityMessages, postMessageInput } from "@common/schemas/community";
import { profileKeys } from "@client/lib/query-keys";
import { muteKeys } from "@client/lib/study-query-keys";
import { usePostMessage } from "@client/features/community/api/post-message";
import { useSendTyping } from "@client/features/community/api/send-typing";
import { updateChannels } from "@client/features/community/lib/cache";
import {
  addPending,
  type PendingMessage,
  removePending,
  setPendingStatus,
} from "@client/features/community/lib/pending";
import { failureLine, sendFailure } from "@client/features/community/lib/send-outcome";

const typingEveryMs = 2_000;

/**
 * The composer's state and the send flow (screens.md §8): drafts and reply targets per channel (switching channels
 * keeps them), the messages on their way, the server's slow-down, and the first-post guidelines step. No refusal
 * loses text: it goes back into the composer with the reason, or stays on the message with a retry icon.
 */
export function useSender({
  guidelinesAccepted,
  formatTime,
}: {
  guidelinesAccepted: boolean;
  formatTime: (iso: string) => string;
}) {
  const client = useQueryClient();
  const post = usePostMessage();
  const typing = useSendTyping();
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [replies, setReplies] = useState<Record<string, ChatReplyQuoteDto | null>>({});
  const [notices, setNotices] = useState<Record<string, string | null>>({});
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [blockedUntil, setBlockedUntil] = useState<number | null>(null);
  const [clock, setClock] = useState(() => Date.now());
  /** The channel whose send waits for the guidelines to be accepted. */
  const [guidelinesFor, setGuidelinesFor] = useState<string | null>(null);
  const lastTyping = useRef<Record<string, number>>({});
  // The latest drafts, for answers that arrive after the member typed on.
  const draftsRef = useRef(drafts);
  useEffect(() => {
    draftsRef.current = drafts;
  }, [drafts]);

  // The slow-down line counts down each second and goes when the wait is over.
  useEffect(() => {
    if (blockedUntil === null) return;
    const timer = setInterval(() => {
      const now = Date.now();
      setClock(now);
      if (now >= blockedUntil) setBlockedUntil(null);
    }, 1_000);
    return () => clearInterval(timer);
  }, [blockedUntil]);

  const setNotice = (channelId: string, notice: string | null) =>
    setNotices((all) => ({ ...all, [channelId]: notice }));

  /** A refused message goes back into an empty composer; if the member has typed on, it stays as failed. */
  const giveBack = (message: PendingMessage, line: string) => {
    if ((draftsRef.current[message.channelId] ?? "").trim() === "") {
      setPending((list) => removePending(list, message.clientId));
      setDrafts((all) => ({ ...all, [message.channelId]: message.body }));
      setReplies((all) => ({ ...all, [message.channelId]: message.replyTo }));
      setNotice(message.channelId, line);
    } else {
      setPending((list) => setPendingStatus(list, message.clientId, "failed", line));
    }
  };

  const dispatch = (message: PendingMessage) => {
    post
      .mutateAsync({
        channelId: message.channelId,
        body: message.body,
        replyToId: message.replyToId,
        clientId: message.clientId,
      })
      .then(
        () => setPending((list) => removePending(list, message.clientId)),
        (error: unknown) => {
          const failure = sendFailure(error);
          const line = failureLine(failure, formatTime);
          switch (failure.kind) {
            case "rate_limited":
              setBlockedUntil(Date.now() + failure.seconds * 1000);
              setClock(Date.now());
              giveBack(message, line);
              return;
            case "muted":
              updateChannels(client, (data) => ({
                ...data,
                viewer: { ...data.viewer, mutedUntil: failure.until },
              }));
              // The shared mute query learns it too (the composer reads it), with the exact end from the server.
              void client.invalidateQueries({ queryKey: muteKeys.all });
              giveBack(message, line);
              return;
            case "guidelines":
              updateChannels(client, (data) => ({
                ...data,
                viewer: { ...data.viewer, guidelinesAccepted: false },
              }));
              giveBack(message, line);
              setGuidelinesFor(message.channelId);
              return;
            case "plan":
              // The plan lapsed while the page was open: the profile says so, and the composer turns into the prompt.
              void client.invalidateQueries({ queryKey: profileKeys.me() });
              giveBack(message, line);
              return;
            case "invalid":
              giveBack(message, line);
              return;
            case "retry":
              setPending((list) => setPendingStatus(list, message.clientId, "failed", line));
          }
        },
      );
  };

  const send = (channelId: string, options: { accepted?: boolean } = {}) => {
    const reply = replies[channelId] ?? null;
    const parsed = postMessageInput.safeParse({
      body: drafts[channelId] ?? "",
      replyToId: reply?.id ?? null,
    });
    if (!parsed.success) {
      setNotice(channelId, parsed.error.issues[0]?.message ?? communityMessages.bodyEmpty);
      return;
    }
    if (!(guidelinesAccepted || options.accepted)) {
      setGuidelinesFor(channelId);
      return;
    }
    if (blockedUntil !== null && Date.now() < blockedUntil) return;
    const message: PendingMessage = {
      clientId: crypto.randomUUID(),
      channelId,
      body: parsed.data.body,
      replyToId: reply?.id ?? null,
      replyTo: reply,
      createdAt: new Date().toISOString(),
      status: "sending",
      problem: null,
    };
    setPending((list) => addPending(list, message));
    setDrafts((all) => ({ ...all, [channelId]: "" }));
    setReplies((all) => ({ ...all, [channelId]: null }));
    setNotice(channelId, null);
    dispatch(message);
  };

  const retry = (clientId: string) => {
    const message = pending.find((each) => each.clientId === clientId);
    if (!message) return;
    setPending((list) => setPendingStatus(list, clientId, "sending"));
    // The same clientId: if the first attempt did arrive, the server answers with it instead of posting twice.
    dispatch(message);
  };

  const blockedSeconds = blockedUntil === null ? 0 : Math.max(0, Math.ceil((blockedUntil - clock) / 1000));

  return {
    draft: (channelId: string) => drafts[channelId] ?? "",
    setDraft: (channelId: string, value: string) => {
      setDrafts((all) => ({ ...all, [channelId]: value }));
      if (notices[channelId]) setNotice(channelId, null);
    },
    reply: (channelId: string) => replies[channelId] ?? null,
    setReply: (channelId: string, quote: ChatReplyQuoteDto | null) =>
      setReplies((all) => ({ ...all, [channelId]: quote })),
    /** The line under the composer: the running slow-down first, else the last refusal. */
    notice: (channelId: string) =>
      blockedSeconds > 0 ? communityMessages.slowDown(blockedSeconds) : (notices[channelId] ?? null),
    sendBlocked: blockedSeconds > 0,
    pending,
    send,
    retry,
    discard: (clientId: string) => setPending((list) => removePending(list, clientId)),
    guidelinesFor,
    closeGuidelines: () => setGuidelinesFor(null),
    /** After accepting: send what was typed in the channel that asked. */
    sendAfterGuidelines: () => {
      if (guidelinesFor) send(guidelinesFor, { accepted: true });
    },
    /** Tells the channel the member is typing, at most every 2 seconds; failures don't matter. */
    typing: (channelId: string) => {
      const now = Date.now();
      if (now - (lastTyping.current[channelId] ?? 0) < typingEveryMs) return;
      lastTyping.current[channelId] = now;
      typing.mutate(channelId);
    },
  };
}
