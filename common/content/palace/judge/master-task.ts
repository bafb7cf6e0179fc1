// The editor and auto-check for master tasks (reflection, teaching, application) and the teaching explanation of
// milestone test 4: one passage field, one written response, rules by task kind.
import type { AutoCheckRule, Deliverable, MasterTask } from "../types";

export const masterTaskDeliverable: Deliverable = {
  kind: "masterTask",
  description: "A written task: the passage(s) you worked on and your response.",
  fields: [
    { id: "passages", label: "Passages", type: "references", help: "One reference per line." },
    { id: "coreQuestion", label: "The room's core question, in your words", type: "text", optional: true },
    { id: "response", label: "Your response", type: "longText" },
  ],
};

export function masterTaskRules(kind: MasterTask["kind"]): AutoCheckRule[] {
  const base: AutoCheckRule[] = [{ rule: "validRef", field: "passages" }];
  switch (kind) {
    case "reflection":
      return [...base, { rule: "words", field: "response", min: 80, max: 600 }];
    case "teaching":
      return [
        ...base,
        { rule: "required", field: "coreQuestion" },
        { rule: "words", field: "response", min: 120, max: 900 },
      ];
    case "application":
      return [...base, { rule: "words", field: "response", min: 150, max: 1200 }];
  }
}
