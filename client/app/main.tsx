import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppFallback } from "../components/app-fallback";
import { queryClient } from "../lib/query-client";
import { AppRouter, preloadPageAt } from "./router";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element.");

preloadPageAt(window.location.pathname);

createRoot(root).render(
  <StrictMode>
    <AppFallback>
      <QueryClientProvider client={queryClient}>
        <AppRouter />
      </QueryClientProvider>
    </AppFallback>
  </StrictMode>,
);
