// Closing rules of a dropdown (spec §4 "Other UI states"): an outside click, a resize, or
// scrolling more than 250 px (spec §9 "Scroll: dropdown close 250 px") from where it opened.
import { useEffect, useEffectEvent, type RefObject } from "react";

export const DROPDOWN_SCROLL_CLOSE_PX = 250;

export function useDismiss(active: boolean, inside: RefObject<HTMLElement | null>, onDismiss: () => void): void {
  const dismiss = useEffectEvent(onDismiss);
  useEffect(() => {
    if (!active) return;
    const startY = window.scrollY;
    const onPointerDown = (event: Event) => {
      if (event.target instanceof Node && inside.current?.contains(event.target)) return;
      dismiss();
    };
    const onScroll = () => {
      if (Math.abs(window.scrollY - startY) > DROPDOWN_SCROLL_CLOSE_PX) dismiss();
    };
    const onResize = () => dismiss();
    document.addEventListener("pointerdown", onPointerDown);
    window.addEventListener("resize", onResize);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      window.removeEventListener("resize", onResize);
      window.removeEventListener("scroll", onScroll);
    };
  }, [active, inside]);
}
