import { useEffect, useEffectEvent } from "react";

/** Digits 1–n call `onDigit(index)` (0-based) while `active`, unless the player is typing in a field. */
export function useDigitKeys(count: number, active: boolean, onDigit: (index: number) => void) {
  const handle = useEffectEvent(onDigit);
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      const target = event.target as HTMLElement | null;
      if (
        target?.closest("input:not([type=checkbox]):not([type=radio]), textarea, select, [contenteditable]")
      )
        return;
      if (target?.closest("[role=dialog], [role=alertdialog]")) return;
      const digit = Number(event.key);
      if (!Number.isInteger(digit) || digit < 1 || digit > count || event.key.length !== 1) return;
      event.preventDefault();
      handle(digit - 1);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [count, active]);
}
