import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin, ResolvedConfig } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser fetches from dist/client; source maps are left alone (only devtools ask for them). */
const compressible = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than the response headers weigh. */
const minBytes = 512;

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) beside every compressible file of the
 * client build, once, at build time: the server sends them as they are (server/http/client-assets.ts,
 * serveStatic's `precompressed`), so no request pays for compression and the slowest, smallest settings are
 * affordable. A copy is kept only when it is smaller than the file.
 */
export async function precompressDir(dir: string): Promise<{ files: number; bytes: number; brotli: number }> {
  const totals = { files: 0, bytes: 0, brotli: 0 };
  const walk = async (folder: string): Promise<string[]> => {
    const found: string[] = [];
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      // .vite/ holds the manifest, which only the server reads from disk.
      if (entry.isDirectory()) found.push(...(entry.name === ".vite" ? [] : await walk(full)));
      else if (compressible.test(entry.name)) found.push(full);
    }
    return found;
  };
  await Promise.all(
    (await walk(dir)).map(async (file) => {
      if ((await stat(file)).size < minBytes) return;
      const body = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < body.length) await writeFile(`${file}.br`, br);
      if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
      totals.files += 1;
      totals.bytes += body.length;
      totals.brotli += Math.min(br.length, body.length);
    }),
  );
  return totals;
}

/** The Vite plugin: precompresses the output folder after a production build has written it. */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "phototheology:precompress",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const { files, bytes, brotli: compressed } = await precompressDir(outDir);
      config.logger.info(
        `precompressed ${files} files: ${(bytes / 1024).toFixed(0)} KB → ${(compressed / 1024).toFixed(0)} KB brotli (+ gzip)`,
      );
    },
  };
}
