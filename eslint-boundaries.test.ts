import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// Each boundary is checked on the file an import resolves to. These lint a real file's path with
// offending text (ESLint's lintText) and expect the rule to answer: a rule that stops biting fails here.
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: import.meta.dirname });
});

async function ruleHits(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe("import boundaries", () => {
  it("keeps features apart, whether the import uses an alias or a relative climb", async () => {
    const file = "client/features/bible/lib/books.ts";
    const viaAlias =
      'import { memoryApi } from "@client/features/memory/api/memory-api";\nexport const a = memoryApi;\n';
    const viaClimb =
      'import { memoryApi } from "../../memory/api/memory-api";\nexport const a = memoryApi;\n';
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

  it("refuses import cycles and deep relative climbs", async () => {
    const cycle = 'import { parseReference } from "./reference";\nexport const a = parseReference;\n';
    expect(await ruleHits("common/bible/books.ts", cycle)).toContain("import-x/no-cycle");
    const climb = 'import { cn } from "../../lib/cn";\nexport const a = cn;\n';
    expect(await ruleHits("client/features/bible/lib/books.ts", climb)).toContain("no-restricted-imports");
  });
});
