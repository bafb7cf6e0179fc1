import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { beforeAll, describe, expect, it } from "vitest";

// Each boundary is checked on the file an import resolves to. These lint a real file's path with
// offending text (ESLint's lintText) and expect the rule to answer: a rule that stops biting fails here.
// The project's config runs with its type-aware rules switched off: no boundary rule reads types, and building
// the TypeScript program for them cost about a minute of this file on a 2-core machine.
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: import.meta.dirname, overrideConfig: tseslint.configs.disableTypeChecked });
});

async function ruleHits(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe("import boundaries", () => {
  it("keeps features apart, whether the import uses an alias or a relative climb", async () => {
    const file = "client/features/bible/lib/books.ts";
    // The imported module must exist: an import that resolves nowhere is no boundary hit.
    const viaAlias =
      'import { suggestFromAccuracy } from "@client/features/memory/lib/grades";\nexport const a = suggestFromAccuracy;\n';
    const viaClimb =
      'import { suggestFromAccuracy } from "../../memory/lib/grades";\nexport const a = suggestFromAccuracy;\n';
    expect(await ruleHits(file, viaAlias)).toContain("import-x/no-restricted-paths");
    expect(await ruleHits(file, viaClimb)).toContain("import-x/no-restricted-paths");
  });

  it("lets the client borrow only types from the server", async () => {
    const file = "client/lib/cn.ts";
    expect(
      await ruleHits(file, 'import { createApp } from "@server/app";\nexport const a = createApp;\n'),
    ).toContain("@typescript-eslint/no-restricted-imports");
    expect(
      await ruleHits(file, 'import { loadEnv } from "@server/env";\nexport const a = loadEnv;\n'),
    ).toContain("import-x/no-restricted-paths");
    expect(
      await ruleHits(file, 'import type { AppType } from "@server/app";\nexport type A = AppType;\n'),
    ).toEqual([]);
  });

  it("keeps the server off the client and common/ off both", async () => {
    expect(
      await ruleHits(
        "server/modules/access/access.service.ts",
        'import { cn } from "@client/lib/cn";\nexport const a = cn;\n',
      ),
    ).toContain("import-x/no-restricted-paths");
    expect(
      await ruleHits(
        "common/bible/books.ts",
        'import { loadEnv } from "@server/env";\nexport const a = loadEnv;\n',
      ),
    ).toContain("import-x/no-restricted-paths");
  });

  it("keeps full room bodies out of the client bundle", async () => {
    const code = 'import * as palace from "@common/content/palace/index";\nexport const a = palace;\n';
    expect(await ruleHits("client/lib/cn.ts", code)).toContain("import-x/no-restricted-paths");
  });

  it("keeps queries out of route files", async () => {
    const code = 'import * as queries from "./access-codes.queries";\nexport const a = queries;\n';
    expect(await ruleHits("server/modules/access-codes/access-codes.routes.ts", code)).toContain(
      "import-x/no-restricted-paths",
    );
  });

  it("lets only client/components/ui wrap Radix dialogs, and nobody call window.confirm", async () => {
    const dialog = 'import * as Dialog from "@radix-ui/react-dialog";\nexport const a = Dialog;\n';
    const alert =
      'import * as AlertDialog from "@radix-ui/react-alert-dialog";\nexport const a = AlertDialog;\n';
    const feature = "client/features/memory/components/verse-list.tsx";
    expect(await ruleHits(feature, dialog)).toContain("no-restricted-imports");
    expect(await ruleHits(feature, alert)).toContain("no-restricted-imports");
    expect(await ruleHits("client/app/layouts/nav/mobile-sheet.tsx", dialog)).toContain(
      "no-restricted-imports",
    );
    expect(await ruleHits("client/components/ui/dialog.tsx", dialog)).toEqual([]);
    expect(await ruleHits("client/components/ui/confirm-dialog.tsx", alert)).toEqual([]);
    // The exemption for ui/ must not drop the deep-climb rule that the boundary block gives it.
    const climb = 'import { cn } from "../../lib/cn";\nexport const a = cn;\n';
    expect(await ruleHits("client/components/ui/dialog.tsx", climb)).toContain("no-restricted-imports");
    expect(await ruleHits(feature, climb)).toContain("no-restricted-imports");
    const asks = 'export const sure = () => window.confirm("Sure?") || confirm("Really?");\n';
    expect(await ruleHits(feature, asks)).toEqual(["no-restricted-properties", "no-restricted-globals"]);
  });

  it("refuses import cycles and deep relative climbs", async () => {
    const cycle = 'import { parseReference } from "./reference";\nexport const a = parseReference;\n';
    expect(await ruleHits("common/bible/books.ts", cycle)).toContain("import-x/no-cycle");
    const climb = 'import { cn } from "../../lib/cn";\nexport const a = cn;\n';
    expect(await ruleHits("client/features/bible/lib/books.ts", climb)).toContain("no-restricted-imports");
  });
});
