import { useEffect, useState } from "react";
import { afterNextPaint } from "./after-next-paint";

/**
 * How many of `total` items to draw: `step` at first, then `step` more after each frame is painted, until all
 * are drawn. Each step is a plain update, so it is drawn in one short task: in a render React may interrupt, a
 * long list gave way to every other update and could wait for seconds, then be built all at once.
 */
export function useRevealedCount(total: number, step: number): number {
  const [revealed, setRevealed] = useState(step);
  useEffect(() => {
    if (revealed >= total) return;
    return afterNextPaint(() => setRevealed((count) => count + step));
  }, [revealed, total, step]);
  return Math.min(total, revealed);
}
