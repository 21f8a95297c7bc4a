/**
 * Runs `callback` once the next frame has been painted (a task queued from within the frame runs after it is on
 * screen), and returns what cancels it: for work that must not hold back what the page is about to show.
 * Free of React: the boot script (src/boot/after-first-paint.ts) bundles it alone.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer = 0;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}
