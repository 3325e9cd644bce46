import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useBrand } from '../../../lib/brand';

export function LegalNote() {
  const brand = useBrand();
  if (brand.isPrime) return null;
  return (
    <Text size="sm" c="dimmed">
      By registering you agree to our{' '}
      <Anchor underline="always" component={Link} to="/terms" size="sm">
        Terms
      </Anchor>{' '}
      and{' '}
      <Anchor underline="always" component={Link} to="/privacy" size="sm">
        Privacy policy
      </Anchor>
      .
    </Text>
  );
}
