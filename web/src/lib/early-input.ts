import {
  adopted,
  type EarlyAction,
  earlyActionElement,
  hydratedByReact,
  onEarlyAction,
} from "./early-actions";

/**
 * What a visitor typed, picked or pressed on a server-rendered page before its code ran
 * (docs/decisions/023-app-code-after-first-paint.md#before-the-app-runs). React adopts the markup as it
 * is, but a box's text lives in the DOM, not in the component's state: the next render would put the box back to
 * the state's value and the letters would be lost. Once the page is hydrated, each field that differs from what
 * the server wrote is handed to its own change handler, as if it had just been typed or picked; then the
 * buttons pressed and forms sent meanwhile (lib/early-actions.ts) are pressed and sent again, in order.
 */

const TEXT_TYPES = new Set([
  "",
  "text",
  "search",
  "email",
  "tel",
  "url",
  "number",
  "password",
  "date",
  "time",
]);

const valueSetter = (prototype: object) => Object.getOwnPropertyDescriptor(prototype, "value")!.set!;

/**
 * React tells a change from a repeat by remembering the last value it saw (a property it defines on the element
 * itself). Setting the server's value through the element updates that memory; writing the typed value through
 * the prototype's setter does not, so the input event that follows reads as a change.
 */
function replayText(field: HTMLInputElement | HTMLTextAreaElement, prototype: object) {
  const typed = field.value;
  field.value = field.defaultValue;
  valueSetter(prototype).call(field, typed);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/** A box ticked (or a radio chosen) early: put back as the server wrote it, then clicked as the visitor did. */
function replayCheck(box: HTMLInputElement) {
  box.checked = box.defaultChecked;
  box.click();
}

/** What differs from the server's HTML, and how to hand it to React; null when the field is as the server wrote it. */
function replayOf(field: Element): (() => void) | null {
  if (field instanceof HTMLTextAreaElement)
    return field.value === field.defaultValue ? null : () => replayText(field, HTMLTextAreaElement.prototype);
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected)
      ? () => field.dispatchEvent(new Event("change", { bubbles: true }))
      : null;
  if (!(field instanceof HTMLInputElement)) return null;
  if (field.type === "checkbox" || field.type === "radio")
    return field.checked === field.defaultChecked || (field.type === "radio" && !field.checked)
      ? null
      : () => replayCheck(field);
  if (!TEXT_TYPES.has(field.type) || field.value === field.defaultValue) return null;
  return () => replayText(field, HTMLInputElement.prototype);
}

/** Something to do again once the app handles the element it was done on. */
interface Replay {
  element: Element;
  /** Whether the app now handles the element. */
  ready: () => boolean;
  replay: () => void;
}

/**
 * Calls `replay` on each, in order, once it is ready, trying again each frame for at most `withinMs`: React
 * hydrates a page's parts one after another (each Suspense boundary on its own), so a field may still be the
 * server's markup when the root has hydrated, and an event on it would reach no handler. An element the app has
 * since removed is passed over.
 */
function whenReady(items: readonly Replay[], withinMs: number, then: () => void) {
  const started = performance.now();
  const pending = [...items];
  const pass = () => {
    while (pending.length > 0 && (!pending[0]!.element.isConnected || pending[0]!.ready())) {
      const next = pending.shift()!;
      if (next.element.isConnected) next.replay();
    }
    if (pending.length > 0 && performance.now() - started < withinMs) requestAnimationFrame(pass);
    else then();
  };
  pass();
}

function replayAction(action: EarlyAction) {
  if (action.kind === "press") action.button.click();
  else {
    const { form, submitter } = action;
    const stillItsButton = submitter instanceof HTMLButtonElement && submitter.form === form;
    form.requestSubmit(stillItsButton ? submitter : null);
  }
}

export function replayEarlyInput(root: HTMLElement, withinMs = 30_000): void {
  const fields = [...root.querySelectorAll("input, textarea, select")].flatMap((element): Replay[] => {
    const replay = replayOf(element);
    return replay ? [{ element, ready: () => hydratedByReact(element), replay }] : [];
  });
  // The presses one frame after the fields: a handler then reads the state the typed text has become. Each
  // press waits for its own element; one made later (on a part React has not reached yet) comes the same way.
  whenReady(fields, withinMs, () =>
    requestAnimationFrame(() =>
      onEarlyAction((action) =>
        whenReady(
          [
            {
              element: earlyActionElement(action),
              ready: () => adopted(action),
              replay: () => replayAction(action),
            },
          ],
          withinMs,
          () => {},
        ),
      ),
    ),
  );
}
