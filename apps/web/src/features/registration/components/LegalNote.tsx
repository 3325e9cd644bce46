import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useBrand } from '../../../lib/brand';
import { Trans } from '../../../lib/i18n';

export function LegalNote() {
  const brand = useBrand();
  if (brand.isPrime) return null;
  return (
    <Text size="sm" c="dimmed">
      <Trans
        ns="registration"
        i18nKey="legal.agree"
        components={{
          terms: <Anchor underline="always" component={Link} to="/terms" size="sm" />,
          privacy: <Anchor underline="always" component={Link} to="/privacy" size="sm" />,
        }}
      />
    </Text>
  );
}
