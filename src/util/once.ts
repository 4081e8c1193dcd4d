/** `load`, run when first asked and then shared; a failure is not kept, so the next call tries again. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () =>
    (value ??= load().catch((error: unknown) => {
      value = undefined;
      throw error;
    }));
}

/** `once` for each key: each key's `load` run when that key is first asked for, and shared afterwards. */
export function oncePerKey<T>(load: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const loaders = new Map<string, () => Promise<T>>();
  return (key) => {
    let loader = loaders.get(key);
    if (!loader) loaders.set(key, (loader = once(() => load(key))));
    return loader();
  };
}
