import { Skeleton } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { type ComponentProps, lazy, Suspense, useEffect, useState } from 'react';

const BranchMap = lazy(() => import('./BranchMap'));

const loading = <Skeleton h={240} radius="md" />;
/** Where the map will be, until it nears the view: nothing is loading yet, so no skeleton. */
const reserved = (
  <div
    style={{
      height: 240,
      borderRadius: 'var(--mantine-radius-md)',
      background: 'var(--mantine-color-gray-1)',
    }}
  />
);

/**
 * The map library is large and its tiles come from another host: both load when the map is about to
 * scroll into view, not with the page (maps load when seen). The placeholder has the map's
 * height, so nothing moves when it arrives.
 */
export function LazyBranchMap(props: ComponentProps<typeof BranchMap>) {
  const { ref, entry } = useIntersection<HTMLDivElement>({ rootMargin: '200px 0px' });
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (entry?.isIntersecting) setNear(true);
  }, [entry?.isIntersecting]);
  return (
    <div ref={near ? undefined : ref}>
      {near ? (
        <Suspense fallback={loading}>
          <BranchMap {...props} />
        </Suspense>
      ) : (
        reserved
      )}
    </div>
  );
}
