import { type ComponentType, type LazyExoticComponent, Suspense, useEffect, useState } from 'react';

/**
 * A popup or overlay whose code (and texts) load the first time it is wanted, not with the page: most
 * visits never open it. Once loaded it stays mounted, so it opens and closes as before.
 */
export function OnDemand<P extends object>({
  wanted,
  component: Component,
  props,
}: {
  wanted: boolean;
  component: LazyExoticComponent<ComponentType<P>>;
  props: P;
}) {
  const [loaded, setLoaded] = useState(wanted);
  useEffect(() => {
    if (wanted) setLoaded(true);
  }, [wanted]);
  if (!loaded && !wanted) return null;
  return (
    <Suspense fallback={null}>
      <Component {...props} />
    </Suspense>
  );
}
