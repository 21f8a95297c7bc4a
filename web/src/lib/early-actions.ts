import { rememberFollowedSwitch } from "./locale-cookie";

/**
 * What a visitor presses on a server-rendered page before the app has adopted that part of it
 * (docs/decisions/023-app-code-after-first-paint.md#before-the-app-runs). The boot script starts holding it,
 * the app takes it and presses it again once the part is hydrated (lib/early-input.ts). A form is held back,
 * never sent by the browser itself: without the app it would put its fields, a password among them, in the
 * page's address. A plain button's press is remembered (a submit button's press is its form's submit).
 * React hydrates a page's parts one after another, so holding lasts, for each form and button the server wrote,
 * until React has adopted that element, not only until the app starts.
 */
export type EarlyAction =
  | { kind: "press"; button: HTMLButtonElement }
  | { kind: "submit"; form: HTMLFormElement; submitter: HTMLElement | null };

/** React's mark on an element it has adopted or made: its props, under a key of its own. */
export const hydratedByReact = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith("__reactProps$"));

/**
 * Set on a form once React has committed it (components/form/Form.tsx, from its ref). React gives an element its
 * props while it renders, before the part is committed, and an event arriving in between reaches no handler:
 * for a form the browser would then send it itself, so a form waits for this mark, not for the props.
 */
export const LIVE_FORM_ATTRIBUTE = "data-live";

/** Whether the app now handles what the action was done on. */
export const adopted = (action: EarlyAction) =>
  action.kind === "submit" ? action.form.hasAttribute(LIVE_FORM_ATTRIBUTE) : hydratedByReact(action.button);

interface Holder {
  held: EarlyAction[];
  deliver: ((action: EarlyAction) => void) | null;
}

const HOLDER_KEY = "__earlyActions";
type WithHolder = typeof window & { [HOLDER_KEY]?: Holder };

/** The form or button an action was done on. */
export const earlyActionElement = (action: EarlyAction): Element =>
  action.kind === "press" ? action.button : action.form;

/** The boot script's part: capturing listeners, ahead of any of the page's own. */
export function holdEarlyActions(): void {
  // Only the server's forms and buttons wait for React: those it makes carry its props from the start, and
  // those other code makes (the map's controls) are not the app's to hold.
  const fromServer = new WeakSet<Element>(document.querySelectorAll("#root form, #root button"));
  const fromTheServer = (element: Element | null): element is Element =>
    element !== null && fromServer.has(element);
  const holder: Holder = { held: [], deliver: null };
  const keep = (action: EarlyAction) => {
    if (holder.deliver) holder.deliver(action);
    else holder.held.push(action);
  };
  /**
   * Whether React took the event on its way down: its root listener (capturing, on #root, after ours) adopts the
   * element's part at once when it can, and the event then goes on to the element, adopted; when it cannot, it
   * stops the event there. So an event that reaches its target with the element unadopted, or never reaches it,
   * is kept to be done again; one that reaches it adopted is React's.
   */
  const decideAtTarget = (event: Event, action: EarlyAction) => {
    const target = event.target as EventTarget;
    let reached = false;
    const atTarget = () => {
      reached = true;
      if (!adopted(action)) keep(action);
    };
    target.addEventListener(event.type, atTarget, { capture: true, once: true });
    setTimeout(() => {
      target.removeEventListener(event.type, atTarget, { capture: true });
      if (!reached) keep(action);
    }, 0);
  };
  document.addEventListener(
    "submit",
    (event) => {
      if (!(event.target instanceof HTMLFormElement) || !fromTheServer(event.target)) return;
      const action: EarlyAction = { kind: "submit", form: event.target, submitter: event.submitter };
      if (adopted(action)) return;
      // Never sent by the browser itself: the app sends it once it has adopted the form.
      event.preventDefault();
      decideAtTarget(event, action);
    },
    true,
  );
  // The language switch is a plain link that works without the app, but the app is what remembers the choice.
  const switches = new WeakSet<Element>(document.querySelectorAll("#root a[hreflang]"));
  document.addEventListener(
    "click",
    (event) => {
      const link = event.target instanceof Element ? event.target.closest("a[hreflang]") : null;
      if (link instanceof HTMLAnchorElement && switches.has(link) && !hydratedByReact(link))
        rememberFollowedSwitch(link);
      const button = event.target instanceof Element ? event.target.closest("button") : null;
      if (button?.type !== "button" || !fromTheServer(button)) return;
      const action: EarlyAction = { kind: "press", button };
      if (!adopted(action)) decideAtTarget(event, action);
    },
    true,
  );
  (window as WithHolder)[HOLDER_KEY] = holder;
}

/**
 * The app's part: `deliver` gets every action held so far, then each one held from now on (nothing on a page
 * the boot script did not start).
 */
export function onEarlyAction(deliver: (action: EarlyAction) => void): void {
  const holder = (window as WithHolder)[HOLDER_KEY];
  if (!holder) return;
  holder.deliver = deliver;
  for (const action of holder.held.splice(0)) deliver(action);
}
