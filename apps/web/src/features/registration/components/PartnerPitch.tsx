import { Anchor, Card, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useBrand } from '../../../lib/brand';
import { useTranslation } from '../../../lib/i18n';

const POINTS = {
  trainer: [
    'pitch.trainerPoints.fill',
    'pitch.trainerPoints.rate',
    'pitch.trainerPoints.handled',
    'pitch.trainerPoints.reports',
  ],
  gym: [
    'pitch.gymPoints.reach',
    'pitch.gymPoints.sell',
    'pitch.gymPoints.manage',
    'pitch.gymPoints.accounting',
  ],
} as const;

export function PartnerPitch({ kind }: { kind: 'trainer' | 'gym' }) {
  const { t } = useTranslation('registration');
  const brand = useBrand();
  const other = kind === 'trainer' ? { to: '/register/gym', text: t('pitch.toGym') } : null;
  return (
    <Card
      radius="lg"
      padding="xl"
      bg="var(--mantine-color-brand-0)"
      component="aside"
      aria-label={t('pitch.label')}
    >
      <Stack gap="md">
        <Title order={2} size="h3">
          {kind === 'trainer'
            ? t('pitch.trainerTitle', { brand: brand.name })
            : t('pitch.gymTitle', { brand: brand.name })}
        </Title>
        <Text>{kind === 'trainer' ? t('pitch.trainerIntro') : t('pitch.gymIntro')}</Text>
        <List
          spacing="sm"
          icon={
            <ThemeIcon size={22} radius="xl" aria-hidden>
              <IconCheck size={14} />
            </ThemeIcon>
          }
        >
          {POINTS[kind].map((point) => (
            <List.Item key={point}>{t(point)}</List.Item>
          ))}
        </List>
        <Text size="sm">
          {t('pitch.noFee')}
          {/* A review is promised only where the brand holds new partners for approval. */}
          {brand.partnersNeedApproval && ` ${t('pitch.review')}`}
        </Text>
        <Stack gap={4}>
          {other && (
            <Anchor component={Link} to={other.to} size="sm" fw={600}>
              {other.text}
            </Anchor>
          )}
          {kind === 'gym' && (
            <Anchor component={Link} to="/register/trainer" size="sm" fw={600}>
              {t('pitch.toTrainer')}
            </Anchor>
          )}
          {!brand.isPrime && (
            <Anchor href={brand.partnerUrl} target="_blank" rel="noopener noreferrer" size="sm">
              {t('pitch.partnerAccess')}
            </Anchor>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
