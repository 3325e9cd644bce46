import type { PtOwnSetup } from '@kinetic/domain';
import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PageMeta } from '../../components/PageMeta';
import { OwnPtSetups, PtExceptionsModal } from '../../features/gym-pt-trainers';
import { useTranslation } from '../../lib/i18n';
import { useSessionUser } from '../../lib/session';

/** /trainer/pt-availability: a trainer takes days or hours off from the PT hours their gyms set. */
export default function TrainerPtAvailabilityPage() {
  const { t } = useTranslation('gymPtTrainers');
  const user = useSessionUser();
  const [open, setOpen] = useState<PtOwnSetup | null>(null);
  return (
    <Stack gap="lg">
      <PageMeta title={t('own.pageTitle')} description={t('own.intro')} />
      <Stack gap={4}>
        <Title order={1}>{t('own.pageTitle')}</Title>
        <Text c="dimmed">{t('own.intro')}</Text>
      </Stack>
      <OwnPtSetups onDaysOff={setOpen} />
      {open && (
        <PtExceptionsModal
          base="/manage/pt-availability"
          trainer={{ id: open.id, name: `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim() }}
          title={t('own.daysOffAt', { gym: open.gymName })}
          onClose={() => setOpen(null)}
        />
      )}
    </Stack>
  );
}
