/**
 * Whether the router restores or resets the scroll at a render (its `scrollRestoration` option, router.tsx), for
 * a page the app adopted from the server: the scroll stays where the browser (a reload, a Back) or the visitor,
 * who may have scrolled before the app ran, put it. Not only at the router's first render: the router renders the
 * same history entry again when it loads it again, and a reset then threw the visitor back to the top in the
 * middle of a press (docs/decisions/023-app-code-after-first-paint.md#before-the-app-runs). Once the visitor goes
 * to another entry, the router restores and resets as usual, also on coming back.
 */
export function keepAdoptedScroll(adopting: boolean): (location: { key: string }) => boolean {
  let adoptedEntry: string | null | undefined = adopting ? undefined : null;
  return ({ key }) => {
    if (adoptedEntry === undefined) adoptedEntry = key;
    if (adoptedEntry === key) return false;
    adoptedEntry = null;
    return true;
  };
}
