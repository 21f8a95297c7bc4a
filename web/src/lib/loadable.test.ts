import { type ComponentType, createElement, lazy, Suspense } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { loadable } from "./loadable";

const Greeting: ComponentType<{ name: string }> = ({ name }) => createElement("b", null, `Hello ${name}`);

function render(component: ComponentType<{ name: string }>): string {
  return renderToString(
    createElement(Suspense, { fallback: "loading" }, createElement(component, { name: "Ada" })),
  );
}

describe("loadable", () => {
  it("renders at once on its first render when its code was loaded before", async () => {
    const item = loadable(async () => Greeting);
    await item.load();
    expect(render(item.Component)).toBe("<!--$--><b>Hello Ada</b><!--/$-->");
  });

  it("is what React.lazy does not: a lazy component suspends on its first render however early its code came", async () => {
    const load = async () => Greeting;
    await load();
    const Lazy = lazy(() => load().then((component) => ({ default: component })));
    expect(render(Lazy)).toContain("loading");
    expect(render(Lazy)).not.toContain("Hello");
  });

  it("says whether its code is in, which is when Component renders without suspending", async () => {
    const item = loadable(async () => Greeting);
    expect(item.isLoaded()).toBe(false);
    const loading = item.load();
    expect(item.isLoaded()).toBe(false);
    await loading;
    expect(item.isLoaded()).toBe(true);
  });

  it("suspends while its code has not arrived", () => {
    const item = loadable(() => new Promise<typeof Greeting>(() => {}));
    expect(render(item.Component)).toContain("loading");
  });

  it("downloads once, and again after a failure", async () => {
    let calls = 0;
    const item = loadable(async () => {
      calls++;
      if (calls === 1) throw new Error("offline");
      return Greeting;
    });
    await expect(item.load()).rejects.toThrow("offline");
    await item.load();
    await item.load();
    expect(calls).toBe(2);
    expect(render(item.Component)).toBe("<!--$--><b>Hello Ada</b><!--/$-->");
  });
});
