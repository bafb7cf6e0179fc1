/**
 * A one-shot message carried across a full page load (e.g. "Your account has been deleted."
 * after the sign-out reload). Kept in sessionStorage: this tab only, gone when shown.
 */
const flashKey = "pt.flash";

export function setFlash(message: string): void {
  try {
    window.sessionStorage.setItem(flashKey, message);
  } catch {
    // Storage disabled: the message is simply not shown.
  }
}

export function consumeFlash(): string | null {
  try {
    const message = window.sessionStorage.getItem(flashKey);
    window.sessionStorage.removeItem(flashKey);
    return message;
  } catch {
    return null;
  }
}
