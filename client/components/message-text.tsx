import { useEffect, useState } from "react";
import { Link } from "react-router";
import { loadReferenceParser } from "@client/lib/bible";
import { type FindReferences, splitMessage } from "@client/lib/message-text";

/** The reference parser (~300 KB, its own chunk), loaded once the first message shows; plain text until then. */
function useFindReferences(): FindReferences | undefined {
  const [find, setFind] = useState<{ find: FindReferences }>();
  useEffect(() => {
    let live = true;
    loadReferenceParser().then(
      (parser) => {
        if (live) setFind({ find: parser.findReferences });
      },
      () => undefined, // no parser (e.g. offline): references stay plain text
    );
    return () => {
      live = false;
    };
  }, []);
  return find?.find;
}

/**
 * A member's message as they typed it (screens §8 intro): plain text with web links (new tab, no opener) and Bible
 * references as links to the reader. Everything is rendered as text — `<b>hi</b>` shows literally.
 */
export function MessageText({ text, className }: { text: string; className?: string }) {
  const findReferences = useFindReferences();
  return (
    <span className={className ?? "break-words whitespace-pre-wrap"}>
      {splitMessage(text, findReferences).map((part, index) => {
        if (part.kind === "link")
          return (
            <a
              key={index}
              href={part.href}
              target="_blank"
              rel="noopener noreferrer"
              className="text-night-light underline underline-offset-2"
            >
              {part.text}
            </a>
          );
        if (part.kind === "reference")
          return (
            <Link
              key={index}
              to={part.href}
              className="font-medium text-night-light underline underline-offset-2"
            >
              {part.text}
            </Link>
          );
        return <span key={index}>{part.text}</span>;
      })}
    </span>
  );
}
