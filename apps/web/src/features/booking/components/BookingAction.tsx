import { type ClassItemDto, isCustomer, joinButton, mayEditClass } from '@kinetic/domain';
import { Button, Group, Text } from '@mantine/core';
import { IconHeart, IconHeartOff, IconListCheck } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { domainText, useTranslation } from '../../../lib/i18n';
import { useSessionUser } from '../../../lib/session';
import { useBookingFlow } from '../hooks/use-booking-flow';
import { editClassPath } from '../model/client-decision';
import classes from './BookingAction.module.css';

interface Props {
  item: ClassItemDto;
  /** Where a guest comes back to after logging in: this class's page. */
  classPath: string;
  onBooked?: () => void;
}

/** The join popup's one action button (SPEC 2.4, 4.3) with the wishlist and waitlist companions. */
export function BookingAction({ item, classPath, onBooked }: Props) {
  const { t } = useTranslation('booking');
  const user = useSessionUser();
  const navigate = useNavigate();
  const flow = useBookingFlow({ onBooked, classPath });
  const viewerCategory = user?.userCategory ?? null;
  const viewerMayEdit = user !== null && mayEditClass(user, item.managers);
  const action = joinButton({ ...item, viewerCategory, viewerMayEdit }, 'popup');
  const member = viewerCategory === null || isCustomer(viewerCategory);

  const onAction = () => {
    if (action.key === 'EDIT' && viewerCategory !== null)
      navigate(editClassPath(viewerCategory, item.classId));
    else if (action.key === 'WAITLIST') void flow.waitlist(item);
    else void flow.book(item);
  };

  // SPEC 6: trainers and gyms never book; another partner's class is theirs to look at only.
  if (action.key === 'VIEW') {
    return (
      <Text size="sm" c="dimmed">
        {t('action.viewOnly')}
      </Text>
    );
  }

  return (
    <Group gap="sm" wrap="wrap">
      <Button
        size="md"
        miw={160}
        onClick={onAction}
        disabled={action.disabled}
        loading={flow.busy && !action.disabled}
        className={action.disabled ? classes.settled : undefined}
        data-testid="booking-action"
      >
        {domainText(action.label)}
      </Button>
      {member && !item.userJoinStatus && item.wishType === null && (
        <Button
          variant="default"
          size="md"
          leftSection={<IconHeart size={18} aria-hidden />}
          onClick={() => flow.wishlist(item)}
          disabled={flow.busy}
        >
          {t('action.addToWishlist')}
        </Button>
      )}
      {member && item.wishType === 'WISHLIST' && (
        <Button
          variant="default"
          size="md"
          leftSection={<IconHeartOff size={18} aria-hidden />}
          onClick={() => flow.leaveWishlist(item)}
          disabled={flow.busy}
        >
          {t('action.removeFromWishlist')}
        </Button>
      )}
      {member && item.wishType === 'WAITLIST' && (
        <Button
          variant="default"
          size="md"
          leftSection={<IconListCheck size={18} aria-hidden />}
          onClick={() => flow.leaveWaitlist(item)}
          disabled={flow.busy}
        >
          {t('action.leaveWaitlist')}
        </Button>
      )}
      {action.key === 'BOOKED' && (
        <Text size="sm" c="dimmed">
          {t('action.booked')}
        </Text>
      )}
    </Group>
  );
}
