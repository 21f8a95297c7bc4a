import { type ComponentType, lazy } from "react";

export interface Loadable<P extends object> {
  /** Starts the download (once; again after a failure) and resolves with the component. */
  load: () => Promise<ComponentType<P>>;
  /** Suspends while the code downloads and renders at once when it is already in. */
  Component: ComponentType<P>;
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
  return { load, Component };
}
