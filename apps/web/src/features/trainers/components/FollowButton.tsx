import { Button } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { useFollowTrainer } from '../api/follow';

/**
 * Customers follow and unfollow (SPEC 1); guests are asked to log in first; trainers and gyms get no
 * button.
 */
export function FollowButton({
  trainerId,
  followed,
  viewer,
  onSignInNeeded,
  trainerName,
}: {
  trainerId: number;
  followed: boolean;
  viewer: 'customer' | 'guest' | 'other';
  onSignInNeeded: () => void;
  trainerName: string;
}) {
  const { t } = useTranslation('trainers');
  const follow = useFollowTrainer(trainerId);
  if (viewer === 'other') return null;
  return (
    <Button
      variant={followed ? 'outline' : 'filled'}
      leftSection={followed ? <IconHeartFilled size={16} aria-hidden /> : <IconHeart size={16} aria-hidden />}
      aria-label={t(followed ? 'unfollowLabel' : 'followLabel', { name: trainerName })}
      onClick={() => {
        if (viewer === 'guest') onSignInNeeded();
        // Not disabled while saving: a disabled button would drop keyboard focus.
        else if (!follow.isPending) follow.mutate(!followed);
      }}
    >
      {t(followed ? 'unfollow' : 'follow')}
    </Button>
  );
}
