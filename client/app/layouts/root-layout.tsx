import { Outlet, ScrollRestoration } from "react-router";
import { Toaster } from "sonner";
import { TopBar } from "../../components/top-bar";

export function RootLayout() {
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        Skip to content
      </a>
      <TopBar />
      <div id="main">
        <Outlet />
      </div>
      <Toaster position="top-center" richColors closeButton />
      <ScrollRestoration />
    </>
  );
}
