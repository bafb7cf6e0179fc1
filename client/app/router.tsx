import { createBrowserRouter } from "react-router";
import { CrashScreen } from "../components/crash-screen";
import { NotFoundPage } from "../components/not-found";
import { CenteredSpinner } from "../components/ui/spinner";
import { ProtectedRoute } from "./layouts/protected-route";
import { RootLayout } from "./layouts/root-layout";

/** The route table. Every page module is loaded lazily so a page pays only for its own code. */
export const router = createBrowserRouter([
  {
    Component: RootLayout,
    ErrorBoundary: CrashScreen,
    HydrateFallback: CenteredSpinner,
    children: [
      {
        ErrorBoundary: CrashScreen,
        children: [
          { path: "/", lazy: () => import("./routes/public/home-page").then((m) => ({ Component: m.HomePage })) },
          { path: "/auth", lazy: () => import("./routes/auth/auth-page").then((m) => ({ Component: m.AuthPage })) },
          { path: "/terms", lazy: () => import("./routes/public/terms-page").then((m) => ({ Component: m.TermsPage })) },
          {
            Component: ProtectedRoute,
            children: [
              { path: "/onboarding", lazy: () => import("./routes/account/onboarding-page").then((m) => ({ Component: m.OnboardingPage })) },
              { path: "/profile", lazy: () => import("./routes/account/profile-page").then((m) => ({ Component: m.ProfilePage })) },
            ],
          },
          { path: "*", Component: NotFoundPage },
        ],
      },
    ],
  },
]);
