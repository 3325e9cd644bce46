import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../../lib/i18n';
import { authModal } from '../../model/auth-modal-store';

/** Trainers and gyms register on their own pages (SPEC 2.3). */
export function PartnerRegisterLinks() {
  const { t } = useTranslation('auth');
  return (
    <Text size="sm" c="dimmed" ta="center" mt="md">
      {t('register.partnerPrefix')}{' '}
      <Anchor
        underline="always"
        component={Link}
        to="/register/trainer"
        onClick={authModal.close}
        aria-label={t('register.partnerTrainerLabel')}
      >
        {t('register.partnerTrainer')}
      </Anchor>{' '}
      {t('register.partnerOr')}{' '}
      <Anchor
        underline="always"
        component={Link}
        to="/register/gym"
        onClick={authModal.close}
        aria-label={t('register.partnerGymLabel')}
      >
        {t('register.partnerGym')}
      </Anchor>
    </Text>
  );
}
