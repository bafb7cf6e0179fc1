import { Component, type ErrorInfo, type ReactNode } from "react";

/**
 * The last resort when the router itself fails (spec §8: "Unexpected Application Error!").
 * Route errors are caught lower down by the crash screen; this only sees what escapes it.
 * Plain markup and inline-free classes only: whatever broke may include our components.
 */
export class AppFallback extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // Keep the details in the console for support; the page shows only the message.
    globalThis.console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <main className="mx-auto max-w-xl p-8">
        <h1 className="text-2xl font-semibold">Unexpected Application Error!</h1>
        <pre className="mt-4 whitespace-pre-wrap rounded bg-stone-100 p-3 font-mono text-sm">
          {this.state.error.message}
        </pre>
        <button
          type="button"
          className="mt-4 rounded bg-night px-4 py-2 text-white"
          onClick={() => window.location.assign("/")}
        >
          Go home
        </button>
      </main>
    );
  }
}
