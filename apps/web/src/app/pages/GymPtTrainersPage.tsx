import type { PtTrainer } from '@kinetic/domain';
import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { CsvButton, GymAdminFrame } from '../../features/gym-admin';
import { PtExceptionsModal, PtTrainerList, PtTrainerModal } from '../../features/gym-pt-trainers';
import { currencyDecimals } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { useStores } from '../../lib/reference-data';
import { useSessionUser } from '../../lib/session';

/** /gym/admin/pt-trainers: who takes personal-training bookings at the gym, at what price and when. */
export default function GymPtTrainersPage() {
  const { t } = useTranslation('gymPtTrainers');
  const user = useSessionUser();
  const stores = useStores();
  const [editing, setEditing] = useState<PtTrainer | 'new' | null>(null);
  const [exceptionsOf, setExceptionsOf] = useState<PtTrainer | null>(null);
  const store = stores.data?.find((candidate) => candidate.id === user?.storeId);
  const currencyCode = store?.currencyCode ?? 'KWD';
  return (
    <GymAdminFrame
      area="ptTrainers"
      title={t('title')}
      intro={t('intro')}
      actions={
        <Group gap="xs">
          <CsvButton path="/manage/pt-trainers" query={{}} fileName="pt-trainers.csv" />
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            {t('add')}
          </Button>
        </Group>
      }
    >
      <PtTrainerList onAdd={() => setEditing('new')} onEdit={setEditing} onExceptions={setExceptionsOf} />
      {exceptionsOf && (
        <PtExceptionsModal
          base="/manage/pt-trainers"
          trainer={exceptionsOf}
          onClose={() => setExceptionsOf(null)}
        />
      )}
      {editing && (
        <PtTrainerModal
          existing={editing === 'new' ? null : editing}
          currencyCode={currencyCode}
          decimals={currencyDecimals(currencyCode, store?.currencyDecimals)}
          onClose={() => setEditing(null)}
        />
      )}
    </GymAdminFrame>
  );
}
