import { GymAdminFrame } from '../../features/gym-admin';
import { NotificationLog } from '../../features/gym-messages';
import { useTranslation } from '../../lib/i18n';

/** /gym/admin/messages: the notices sent to the gym's customers, by WhatsApp or e-mail, with their statuses. */
export default function GymMessagesPage() {
  const { t } = useTranslation('gymMessages');
  return (
    <GymAdminFrame area="messages" title={t('title')} intro={t('intro')}>
      <NotificationLog />
    </GymAdminFrame>
  );
}
