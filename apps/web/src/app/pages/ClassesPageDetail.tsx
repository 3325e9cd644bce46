// Mantine's styles beyond the first page's: this loads on demand (lib/mantine-styles).
import '../../lib/mantine-styles/rest';
import type { ClassItemDto } from '@kinetic/domain';
import { BookingAction } from '../../features/booking';
import { ClassDetailModal } from '../../features/classes';
import { classPath } from '../../lib/links';

/**
 * The join-class popup of the class list with its booking button: loaded when a card is first opened
 * (or hovered), not with the list.
 */
export default function ClassesPageDetail({
  item,
  onClose,
  isPrime,
  canNavigateToHosts,
}: {
  item: ClassItemDto | null;
  onClose: () => void;
  isPrime: boolean;
  canNavigateToHosts: boolean;
}) {
  return (
    <ClassDetailModal
      item={item}
      onClose={onClose}
      isPrime={isPrime}
      canNavigateToHosts={canNavigateToHosts}
      renderAction={(detail) => (
        <BookingAction item={detail} classPath={classPath(detail)} onBooked={onClose} />
      )}
    />
  );
}
