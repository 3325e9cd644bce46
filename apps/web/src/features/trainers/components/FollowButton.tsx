import { Button } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
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
  const follow = useFollowTrainer(trainerId);
  if (viewer === 'other') return null;
  const label = followed ? 'Unfollow' : 'Follow';
  return (
    <Button
      variant={followed ? 'outline' : 'filled'}
      leftSection={followed ? <IconHeartFilled size={16} aria-hidden /> : <IconHeart size={16} aria-hidden />}
      aria-label={`${label} ${trainerName}`}
      onClick={() => {
        if (viewer === 'guest') onSignInNeeded();
        // Not disabled while saving: a disabled button would drop keyboard focus.
        else if (!follow.isPending) follow.mutate(!followed);
      }}
    >
      {label}
    </Button>
  );
}
