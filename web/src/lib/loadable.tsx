import { type ComponentType, lazy, useEffect, useState } from "react";

export interface Loadable<P extends object> {
  /** Starts the download (once; again after a failure) and resolves with the component. */
  load: () => Promise<ComponentType<P>>;
  /** Suspends while the code downloads and renders at once when it is already in. */
  Component: ComponentType<P>;
  /** Whether the code is in (`Component` then renders without suspending). */
  isLoaded: () => boolean;
}

/**
 * A component whose code is a chunk of its own, like `React.lazy`, except once that code is in. A lazy
 * component suspends on its first render even when its chunk arrived long before (the import's promise settles
 * a tick later), and a suspended part of the page waits for React's next reveal, about 300 ms on a busy page:
 * code fetched early (a route loader's `load()`) should render with the page, not after it.
 */
export function loadable<P extends object>(importer: () => Promise<ComponentType<P>>): Loadable<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const load = () => {
    pending ??= importer().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per chunk at module level, like React.lazy.
  function Component(props: P) {
    const Ready = loaded ?? Lazy;
    return <Ready {...props} />;
  }
  return { load, Component, isLoaded: () => loaded !== null };
}

/** A loadable's code, whatever its component's props. */
export type Code = Pick<Loadable<object>, "isLoaded"> & { load: () => Promise<unknown> };

export type CodeState = "loading" | "ready" | "failed";

/**
 * Fetches a loadable's code once the calling part of the page shows (null: not wanted, nothing is fetched), and
 * says when it is in, so that part can render its own loading state and then the component, without suspending.
 * A part that suspends is revealed only 300 ms after the page's latest Suspense fallback (React's
 * FALLBACK_THROTTLE_MS): on the home page, where the sections' fallbacks come and go as the page starts, that held
 * the directory map back by up to that long after its code had arrived.
 */
export function useLoadedCode(code: Code | null): CodeState {
  const [state, setState] = useState<CodeState>(() => (code?.isLoaded() ? "ready" : "loading"));
  useEffect(() => {
    if (!code || state !== "loading") return;
    let current = true;
    code.load().then(
      () => current && setState("ready"),
      (error: unknown) => {
        console.error("Code failed to load", error);
        if (current) setState("failed");
      },
    );
    return () => {
      current = false;
    };
  }, [code, state]);
  return state;
}
