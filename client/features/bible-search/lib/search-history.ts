// The last 10 searches, kept in this browser only (screens §1.1 allows search history in storage).
const key = "pt.bible.search-history";
export const HISTORY_SIZE = 10;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function readHistory(): string[] {
  try {
    const raw = storage()?.getItem(key);
    const list = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(list)
      ? list.filter((item): item is string => typeof item === "string").slice(0, HISTORY_SIZE)
      : [];
  } catch {
    return [];
  }
}

/** Puts a query first (once, case-insensitively), keeping 10. Returns the new list. */
export function rememberSearch(query: string): string[] {
  const q = query.trim();
  if (!q) return readHistory();
  const list = [q, ...readHistory().filter((item) => item.toLowerCase() !== q.toLowerCase())].slice(
    0,
    HISTORY_SIZE,
  );
  try {
    storage()?.setItem(key, JSON.stringify(list));
  } catch {
    // storage full or disabled: history is best-effort
  }
  return list;
}

export function clearHistory(): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // nothing to clear
  }
}
