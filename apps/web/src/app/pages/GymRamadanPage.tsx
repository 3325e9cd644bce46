import { GymAdminFrame } from '../../features/gym-admin';
import { RamadanPlanner } from '../../features/ramadan';
import { useTranslation } from '../../lib/i18n';

/** /gym/admin/ramadan: a branch's Ramadan hours, and its classes moved or copied into them (docs/adr/0048). */
export default function GymRamadanPage() {
  const { t } = useTranslation('ramadan');
  return (
    <GymAdminFrame area="ramadan" title={t('title')} intro={t('intro')}>
      <RamadanPlanner />
    </GymAdminFrame>
  );
}
