// The chat panel opened by the launcher: the focus goes in when it opens (to the consent button
// or the question input) and back to the launcher when it closes (close button or Escape).
import { useEffect, useRef, useState, type KeyboardEvent } from "react";

export function useChatPanel(asksConsent: boolean) {
  const [open, setOpen] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const acceptRef = useRef<HTMLButtonElement>(null);

  // Focus moves into the panel when it opens.
  useEffect(() => {
    if (open) (asksConsent ? acceptRef.current : inputRef.current)?.focus();
  }, [open, asksConsent]);

  const close = () => {
    setOpen(false);
    launcherRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    close();
  };

  return { open, setOpen, close, onKeyDown, launcherRef, inputRef, acceptRef };
}
