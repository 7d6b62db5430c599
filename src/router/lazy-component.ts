import { type ComponentType, createElement, lazy, useEffect, useState } from 'react';

type Loaded<T> = { default: T };

export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Starts loading the code (once); the same promise the component waits for. */
  preload(): Promise<Loaded<ComponentType<P>>>;
  loaded(): boolean;
};

/**
 * React.lazy, except that a component whose code is already here renders at once. React.lazy
 * suspends on its first render even then, and in React 19 a Suspense boundary that shows its
 * fallback holds the next reveal of suspended content back for up to 300 ms: on the counting
 * screen the shell, the page and the bell each paid it (issue 24). Preloading (the shell from the
 * entry, the page from the shell) makes the first render synchronous; code still on its way
 * suspends through React.lazy as before.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<Loaded<ComponentType<P>>>,
): LazyComponent<P> {
  let promise: Promise<Loaded<ComponentType<P>>> | undefined;
  let module: Loaded<ComponentType<P>> | undefined;
  const preload = () => {
    if (!promise) {
      promise = load();
      promise.then(
        (value) => {
          module = value;
        },
        () => undefined,
      );
    }
    return promise;
  };
  const Suspending = lazy(preload);
  // biome-ignore lint/correctness/noComponentHookFactories: a factory, called once per module as React.lazy is
  function Lazy(props: P) {
    preload();
    return createElement(module ? module.default : Suspending, props);
  }
  return Object.assign(Lazy, { preload, loaded: () => module !== undefined });
}

/**
 * A part the first paint does not wait for (the bell, the snackbars): nothing until its code is
 * here, and no Suspense fallback on the way, which would hold the page's own reveal back. A chunk
 * that fails to load is rendered anyway, so that its error reaches the error boundary.
 */
export function deferredComponent<P extends object>(
  load: () => Promise<Loaded<ComponentType<P>>>,
): ComponentType<P> {
  const lazy = lazyComponent(load);
  // biome-ignore lint/correctness/noComponentHookFactories: a factory, called once per module as React.lazy is
  return function Deferred(props: P) {
    const [ready, setReady] = useState(lazy.loaded);
    useEffect(() => {
      if (ready) return;
      let alive = true;
      const show = () => {
        if (alive) setReady(true);
      };
      lazy.preload().then(show, show);
      return () => {
        alive = false;
      };
    }, [ready]);
    return ready ? createElement(lazy, props) : null;
  };
}
