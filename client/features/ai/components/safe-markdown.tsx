import Markdown, { type Components } from "react-markdown";
import { type ReferenceParser } from "../lib/passages";
import { rehypePassages, safeUrl } from "../lib/rehype-passages";
import { PassageLink } from "./chips";

const components: Components = {
  a: ({ href, children, node: _node, ...props }) => {
    if (props["data-passage" as keyof typeof props] === "true" && href)
      return <PassageLink href={href}>{children}</PassageLink>;
    if (!href) return <span>{children}</span>;
    return (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="font-medium text-night-light underline underline-offset-2"
      >
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  },
};

/**
 * An answer's Markdown, safely (ai.md §1.3): headings, emphasis, lists, quotes and code; no raw HTML (skipped), no
 * images (an image URL could leak data to a third party), links only to http(s) pages in a new tab; Bible
 * references become passage chips.
 */
export function SafeMarkdown({ text, parser }: { text: string; parser: ReferenceParser | null }) {
  return (
    <div className="ai-markdown space-y-3 leading-relaxed break-words [&_blockquote]:border-l-4 [&_blockquote]:border-stone-300 [&_blockquote]:pl-3 [&_blockquote]:text-stone-700 [&_code]:rounded [&_code]:bg-stone-100 [&_code]:px-1 [&_h1]:text-xl [&_h1]:font-semibold [&_h1]:text-night [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-night [&_h3]:text-base [&_h3]:font-semibold [&_h3]:text-night [&_h4]:font-semibold [&_h4]:text-night [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-stone-100 [&_pre]:p-3 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6">
      <Markdown
        skipHtml
        disallowedElements={["img"]}
        urlTransform={safeUrl}
        rehypePlugins={[[rehypePassages, { parser }]]}
        components={components}
      >
        {text}
      </Markdown>
    </div>
  );
}
