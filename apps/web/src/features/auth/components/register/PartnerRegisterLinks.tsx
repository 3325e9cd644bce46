import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { authModal } from '../../model/auth-modal-store';

/** Trainers and gyms register on their own pages (SPEC 2.3). */
export function PartnerRegisterLinks() {
  return (
    <Text size="sm" c="dimmed" ta="center" mt="md">
      Register as a{' '}
      <Anchor
        underline="always"
        component={Link}
        to="/register/trainer"
        onClick={authModal.close}
        aria-label="Register as a trainer"
      >
        trainer
      </Anchor>{' '}
      or{' '}
      <Anchor
        underline="always"
        component={Link}
        to="/register/gym"
        onClick={authModal.close}
        aria-label="Register as a gym"
      >
        gym
      </Anchor>
    </Text>
  );
}
