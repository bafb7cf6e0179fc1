import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  createElement,
  type Ref,
  useContext,
} from "react";

/*
 * A link for components that render both inside the app's router and on the landing page, whose script
 * carries no router (it stays within its JavaScript budget: docs/decisions.md). Outside a router it is a
 * plain <a>, so a click loads the next page in full; the router supplies its own Link through
 * AppLinkProvider, so inside the app the same click is a client-side navigation.
 */

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: string;
  ref?: Ref<HTMLAnchorElement>;
};

function DocumentLink({ to, ...props }: AppLinkProps) {
  return <a href={to} {...props} />;
}

const LinkComponent = createContext<ComponentType<AppLinkProps>>(DocumentLink);

/** Supplies the link the components below render (the router's Link, in the app). */
export const AppLinkProvider = LinkComponent.Provider;

export function AppLink(props: AppLinkProps) {
  // The component comes from context, fixed for the app's life (not made during render): createElement says so
  // without JSX, which react-hooks/static-components would read as a component defined inline.
  return createElement(useContext(LinkComponent), props);
}
