import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useBrand } from '../../lib/brand';
import { useTranslation } from '../../lib/i18n';

/** SPEC 2.2: legal links on the main brand; a copyright line with the current year in white-label mode. */
export function Footer() {
  const brand = useBrand();
  const { t } = useTranslation();
  return (
    <Group
      component="footer"
      justify="space-between"
      px="md"
      py="md"
      gap="sm"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group gap="md" component="nav" aria-label={t('footer.label')}>
        <Anchor component={Link} to="/aboutus" size="sm" c="dimmed">
          {t('footer.about')}
        </Anchor>
        <Anchor component={Link} to="/sendfeedback" size="sm" c="dimmed">
          {t('footer.feedback')}
        </Anchor>
        {!brand.isPrime && (
          <>
            <Anchor component={Link} to="/privacy" size="sm" c="dimmed">
              {t('footer.privacy')}
            </Anchor>
            <Anchor component={Link} to="/terms" size="sm" c="dimmed">
              {t('footer.terms')}
            </Anchor>
            <Anchor component={Link} to="/contact" size="sm" c="dimmed">
              {t('footer.contact')}
            </Anchor>
          </>
        )}
      </Group>
      {brand.isPrime ? (
        <Text size="sm" c="dimmed" data-testid="copyright">
          {t('footer.copyright', { year: new Date().getFullYear(), brand: brand.name })}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          {brand.name}
        </Text>
      )}
    </Group>
  );
}
