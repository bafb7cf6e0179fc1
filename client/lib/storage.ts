/**
 * Browser storage holds only the remembered e-mail (and, later, preferences) — never the
 * session, which is an httpOnly cookie.
 */
const rememberedEmailKey = "pt.remembered-email";

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage disabled (privacy mode); remembering is best-effort
  }
}

export const rememberedEmail = {
  get: (): string | null => safeStorage()?.getItem(rememberedEmailKey) ?? null,
  set: (email: string) => safeStorage()?.setItem(rememberedEmailKey, email),
  clear: () => safeStorage()?.removeItem(rememberedEmailKey),
};
