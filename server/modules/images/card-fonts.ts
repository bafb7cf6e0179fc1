// The fonts verse cards are drawn with. resvg never reads system fonts here: the PNG looks the same on every server.
// Lora (SIL Open Font License 1.1) comes from the @expo-google-fonts/lora package; see /credits.
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

let files: string[] | undefined;

/** The TTF files of the card font (regular, italic, semibold), resolved once from the package. */
export function cardFontFiles(): string[] {
  if (!files) {
    const root = path.dirname(require.resolve("@expo-google-fonts/lora/package.json"));
    files = [
      path.join(root, "400Regular", "Lora_400Regular.ttf"),
      path.join(root, "400Regular_Italic", "Lora_400Regular_Italic.ttf"),
      path.join(root, "600SemiBold", "Lora_600SemiBold.ttf"),
    ];
  }
  return files;
}

export const cardFontFamily = "Lora";
/** What a browser shows the downloaded SVG with when Lora isn't installed. */
export const cardFontStack = "Lora, Georgia, 'Times New Roman', serif";
