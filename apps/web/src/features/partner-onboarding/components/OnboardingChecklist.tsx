import type { OnboardingDto, OnboardingStepDto } from '@kinetic/domain';
import {
  Badge,
  Button,
  Card,
  Group,
  Progress,
  RingProgress,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck, IconCoin } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { ListSkeleton, LoadError } from '../../../components/LoadStates';
import { formatNumber } from '../../../lib/format';
import { intlLocale, useTranslation } from '../../../lib/i18n';
import { useOnboarding } from '../api/onboarding';
import { PAYOUTS_PATH, percentDone, STEP_PATH } from '../model/steps';

/**
 * A new partner's first steps: how far they are, each step done or not with the
 * screen that does it, and payouts, which are set up with us.
 */
export function OnboardingChecklist() {
  const { t } = useTranslation('partnerOnboarding');
  const onboarding = useOnboarding();
  if (onboarding.isPending) return <ListSkeleton rows={4} height={88} />;
  if (onboarding.isError) {
    return (
      <LoadError title={t('loadError')} error={onboarding.error} onRetry={() => void onboarding.refetch()} />
    );
  }
  const list = onboarding.data;
  return (
    <Stack gap="lg">
      <ProgressCard list={list} />
      <Stack component="ol" gap="sm" aria-label={t('listLabel')} p={0} m={0} style={{ listStyle: 'none' }}>
        {list.steps.map((step, index) => (
          <StepRow key={step.key} step={step} number={index + 1} kind={list.kind} />
        ))}
        <PayoutsRow />
      </Stack>
    </Stack>
  );
}

function ProgressCard({ list }: { list: OnboardingDto }) {
  const { t } = useTranslation('partnerOnboarding');
  const percent = percentDone(list);
  const count = t('progress.count', { done: formatNumber(list.done), total: formatNumber(list.total) });
  return (
    <Card withBorder radius="lg" padding="lg">
      <Group gap="lg" wrap="nowrap">
        <RingProgress
          size={88}
          thickness={9}
          roundCaps={percent > 0}
          aria-hidden
          sections={[{ value: percent, color: 'brand' }]}
          label={
            <Text ta="center" fw={700} size="sm">
              {new Intl.NumberFormat(intlLocale(), { style: 'percent' }).format(percent / 100)}
            </Text>
          }
        />
        <Stack gap={6} style={{ flex: 1 }}>
          <Text fw={600}>{t('progress.label')}</Text>
          <Text size="lg" fw={700} data-testid="onboarding-count">
            {count}
          </Text>
          {/* The section is the progress bar: the label and the words belong on it, not on the track. */}
          <Progress.Root radius="xl">
            <Progress.Section value={percent} aria-label={t('progress.label')} aria-valuetext={count} />
          </Progress.Root>
          {list.done === list.total && (
            <Text size="sm" c="dimmed">
              {t('progress.allDone')}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

function stepText(t: TFunction<'partnerOnboarding'>, step: OnboardingStepDto, kind: OnboardingDto['kind']) {
  switch (step.key) {
    case 'PHOTO':
      return kind === 'GYM' ? t('steps.PHOTO.gymText') : t('steps.PHOTO.trainerText');
    case 'BIO':
      return kind === 'GYM' ? t('steps.BIO.gymText') : t('steps.BIO.trainerText');
    case 'BRANCH':
      return t('steps.BRANCH.gymText');
    case 'CLASS':
      return kind === 'GYM' ? t('steps.CLASS.gymText') : t('steps.CLASS.trainerText');
  }
}

function StepRow({
  step,
  number,
  kind,
}: {
  step: OnboardingStepDto;
  number: number;
  kind: OnboardingDto['kind'];
}) {
  const { t } = useTranslation('partnerOnboarding');
  const title = t(`steps.${step.key}.title`);
  const path = STEP_PATH[kind][step.key] ?? '/';
  return (
    <Card component="li" withBorder radius="md" padding="md" aria-label={title}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="md" wrap="nowrap" align="flex-start" style={{ flex: 1, minWidth: 220 }}>
          <ThemeIcon
            size={32}
            radius="xl"
            variant={step.done ? 'filled' : 'light'}
            color={step.done ? 'green' : 'brand'}
            aria-hidden
          >
            {step.done ? <IconCheck size={18} /> : <Text fw={700}>{formatNumber(number)}</Text>}
          </ThemeIcon>
          <Stack gap={2}>
            <Group gap="xs">
              <Title order={2} size="h5">
                {title}
              </Title>
              <Badge color={step.done ? 'green' : 'gray'} variant="light">
                {step.done ? t('status.done') : t('status.todo')}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {stepText(t, step, kind)}
            </Text>
          </Stack>
        </Group>
        <Button
          component={Link}
          to={path}
          variant={step.done ? 'subtle' : 'filled'}
          aria-label={step.done ? `${t('done.editAgain')}: ${title}` : undefined}
        >
          {step.done ? t('done.editAgain') : t(`steps.${step.key}.action`)}
        </Button>
      </Group>
    </Card>
  );
}

function PayoutsRow() {
  const { t } = useTranslation('partnerOnboarding');
  return (
    <Card component="li" withBorder radius="md" padding="md" aria-label={t('payouts.title')}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="md" wrap="nowrap" align="flex-start" style={{ flex: 1, minWidth: 220 }}>
          <ThemeIcon size={32} radius="xl" variant="light" color="gray" aria-hidden>
            <IconCoin size={18} />
          </ThemeIcon>
          <Stack gap={2}>
            <Title order={2} size="h5">
              {t('payouts.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('payouts.text')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('payouts.note')}
            </Text>
          </Stack>
        </Group>
        <Button component={Link} to={PAYOUTS_PATH} variant="light">
          {t('payouts.action')}
        </Button>
      </Group>
    </Card>
  );
}
