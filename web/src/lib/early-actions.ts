/**
 * What a visitor presses on a server-rendered page before the app runs
 * (docs/decisions/023-app-code-after-first-paint.md#before-the-app-runs). The boot script starts holding it,
 * the app takes it once hydrated (lib/early-input.ts). A form is held back, never sent by the browser itself:
 * without the app it would put its fields, a password among them, in the page's address. A button's press
 * (a plain button: a submit button's press is its form's submit) is remembered to be pressed again.
 */
export type EarlyAction =
  | { kind: "press"; button: HTMLButtonElement }
  | { kind: "submit"; form: HTMLFormElement; submitter: HTMLElement | null };

interface Holder {
  actions: EarlyAction[];
  stop(): void;
}

const HOLDER_KEY = "__earlyActions";
type WithHolder = typeof window & { [HOLDER_KEY]?: Holder };

/** The boot script's part: listens (capturing, before any page code) until the app takes what was done. */
export function holdEarlyActions(): void {
  const actions: EarlyAction[] = [];
  const onSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    actions.push({ kind: "submit", form: event.target, submitter: event.submitter });
  };
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (button && button.type === "button") actions.push({ kind: "press", button });
  };
  document.addEventListener("submit", onSubmit, true);
  document.addEventListener("click", onClick, true);
  (window as WithHolder)[HOLDER_KEY] = {
    actions,
    stop() {
      document.removeEventListener("submit", onSubmit, true);
      document.removeEventListener("click", onClick, true);
    },
  };
}

/** The app's part: stops holding, and returns what was done meanwhile (nothing on a page the boot did not start). */
export function takeEarlyActions(): EarlyAction[] {
  const holder = (window as WithHolder)[HOLDER_KEY];
  if (!holder) return [];
  holder.stop();
  delete (window as WithHolder)[HOLDER_KEY];
  return holder.actions;
}
