import { type ReferenceParser, splitPassages } from "./passages";

/* The few hast shapes this plugin touches (the hast types are a dependency of react-markdown, not ours). */
type HastText = { type: "text"; value: string };
type HastElement = {
  type: "element";
  tagName: string;
  properties: Record<string, unknown>;
  children: HastNode[];
};
type HastNode = HastText | HastElement | { type: string; children?: HastNode[] };

/** The mark on links this plugin made: the only links that may point inside the app. */
export const passageMark = "dataPassage";

const skipInside = new Set(["a", "code", "pre"]);

function walk(node: HastNode, parser: ReferenceParser) {
  if (!("children" in node) || !node.children) return;
  if (node.type === "element" && skipInside.has((node as HastElement).tagName)) return;
  node.children = node.children.flatMap((child): HastNode[] => {
    if (child.type !== "text") {
      walk(child, parser);
      return [child];
    }
    const parts = splitPassages((child as HastText).value, parser);
    if (parts.length === 1 && parts[0]?.kind === "text") return [child];
    return parts.map((part) =>
      part.kind === "text"
        ? { type: "text", value: part.text }
        : {
            type: "element",
            tagName: "a",
            properties: { href: part.href, [passageMark]: "true" },
            children: [{ type: "text", value: part.text }],
          },
    );
  });
}

/** A rehype plugin: Bible references in an answer's text become passage links (rendered as chips). */
export function rehypePassages(options: { parser: ReferenceParser | null }) {
  return (tree: HastNode) => {
    if (options.parser) walk(tree, options.parser);
  };
}

/**
 * react-markdown's URL check: links the model wrote may only leave for http(s) pages (ai.md §1.3); a passage link
 * of ours may open the reader. Anything else loses its target and renders as plain text.
 */
export function safeUrl(url: string, key: string, node: { properties?: Record<string, unknown> }): string {
  if (key === "href" && node.properties?.[passageMark] === "true" && url.startsWith("/bible/")) return url;
  return /^https?:\/\//i.test(url) ? url : "";
}
