/**
 * The finder's styles, inside its shadow root: the host page's CSS does not reach in, and these rules do not leak
 * out (docs/decisions/022-embeddable-finder.md). The host themes the finder through the custom properties below,
 * which inherit into the shadow tree; everything else starts from `all: initial`.
 */
export const FINDER_CSS = `
:host {
  all: initial;
  display: block;
  container-type: inline-size;
  --accent: var(--church-finder-accent, #186a86);
  --text: var(--church-finder-text, #1c2530);
  --muted: color-mix(in srgb, var(--text) 68%, var(--background));
  --background: var(--church-finder-background, #ffffff);
  --line: color-mix(in srgb, var(--text) 16%, var(--background));
  --radius: var(--church-finder-radius, 10px);
  font-family: var(--church-finder-font, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif);
  font-size: 15px;
  line-height: 1.45;
  color: var(--text);
}
* { box-sizing: border-box; }
.finder {
  background: var(--background);
  border: 1px solid var(--line);
  border-radius: var(--radius);
  padding: 16px;
  display: grid;
  gap: 12px;
}
h2 { margin: 0; font-size: 1.25em; line-height: 1.25; }
form { display: grid; gap: 8px; margin: 0; }
.row { display: flex; gap: 8px; align-items: end; flex-wrap: wrap; }
label { display: grid; gap: 2px; font-size: 0.85em; font-weight: 600; flex: 1 1 140px; min-width: 0; }
input, select, button {
  font: inherit;
  font-size: 15px;
  color: var(--text);
  background: var(--background);
  border: 1px solid var(--line);
  border-radius: calc(var(--radius) * 0.6);
  min-height: 40px;
  padding: 6px 10px;
  width: 100%;
  min-width: 0;
}
input:focus-visible, select:focus-visible, button:focus-visible, a:focus-visible {
  outline: 3px solid color-mix(in srgb, var(--accent) 55%, transparent);
  outline-offset: 2px;
}
button { cursor: pointer; width: auto; font-weight: 600; }
button.primary { background: var(--accent); border-color: var(--accent); color: #fff; }
button.link { border: none; background: none; color: var(--accent); padding: 0 4px; min-height: 0; text-decoration: underline; }
button[disabled] { opacity: 0.6; cursor: progress; }
.status { margin: 0; font-size: 0.9em; color: var(--muted); }
.status.error { color: #b42318; }
ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
li {
  border: 1px solid var(--line);
  border-radius: calc(var(--radius) * 0.8);
  padding: 10px 12px;
  display: grid;
  align-content: start;
  gap: 2px;
}
li.highlight {
  border: 2px solid var(--accent);
  background: color-mix(in srgb, var(--accent) 7%, var(--background));
}
.name { font-weight: 700; color: var(--accent); text-decoration: none; overflow-wrap: anywhere; }
.name:hover { text-decoration: underline; }
.badge {
  justify-self: start;
  font-size: 0.75em;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: #fff;
  background: var(--accent);
  border-radius: 999px;
  padding: 1px 8px;
}
.meta { font-size: 0.9em; color: var(--muted); overflow-wrap: anywhere; }
.footer { display: flex; gap: 16px; flex-wrap: wrap; font-size: 0.9em; }
.footer a { color: var(--accent); font-weight: 600; }
.visually-hidden {
  position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap;
}
@container (max-width: 420px) {
  label { flex-basis: 100%; }
}
@container (min-width: 620px) {
  .finder { padding: 20px; }
  ul { grid-template-columns: 1fr 1fr; }
}
`;
