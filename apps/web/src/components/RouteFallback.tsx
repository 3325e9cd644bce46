import { Center, Loader } from '@mantine/core';

export function RouteFallback() {
  return (
    <Center mih={240}>
      <Loader role="status" aria-label="Loading page" />
    </Center>
  );
}
