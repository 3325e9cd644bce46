import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useBrand } from '../../lib/brand';

/** SPEC 2.2: legal links on the main brand; a copyright line with the current year in white-label mode. */
export function Footer() {
  const brand = useBrand();
  return (
    <Group
      component="footer"
      justify="space-between"
      px="md"
      py="md"
      gap="sm"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group gap="md">
        <Anchor component={Link} to="/aboutus" size="sm" c="dimmed">
          About us
        </Anchor>
        <Anchor component={Link} to="/sendfeedback" size="sm" c="dimmed">
          Send feedback
        </Anchor>
        {!brand.isPrime && (
          <>
            <Anchor component={Link} to="/privacy" size="sm" c="dimmed">
              Privacy policy
            </Anchor>
            <Anchor component={Link} to="/terms" size="sm" c="dimmed">
              Terms
            </Anchor>
            <Anchor component={Link} to="/contact" size="sm" c="dimmed">
              Contact Us
            </Anchor>
          </>
        )}
      </Group>
      {brand.isPrime ? (
        <Text size="sm" c="dimmed" data-testid="copyright">
          © {new Date().getFullYear()} {brand.name}. All rights reserved.
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          {brand.name}
        </Text>
      )}
    </Group>
  );
}
