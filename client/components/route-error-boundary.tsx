import { Component, type ReactNode } from "react";
import { CrashScreen } from "./crash-screen";

/**
 * Catches a page that throws while rendering (or whose code failed to load) and shows the crash
 * screen. The layout keys it by path, so moving to another page clears the error (spec §4:
 * "Reset clears the error and goes to /dashboard").
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    return this.state.error ? <CrashScreen error={this.state.error} /> : this.props.children;
  }
}
