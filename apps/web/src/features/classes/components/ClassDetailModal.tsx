import type { ClassItemDto, SessionDetailDto } from '@kinetic/domain';
import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useMaxWidth } from '../../../lib/screen';
import { useSessionDetail } from '../api/session-detail';
import { ClassDetail } from './ClassDetail';
import { ClassDetailError, ClassDetailSkeleton } from './ClassDetailState';

interface Props {
  /** The card the popup was opened from; null: closed. */
  item: ClassItemDto | null;
  onClose: () => void;
  isPrime: boolean;
  canNavigateToHosts: boolean;
  renderAction: (detail: SessionDetailDto) => ReactNode;
}

/** The join-class popup (SPEC 2.4): a full-screen sheet on phones (DESIGN 8). */
export function ClassDetailModal({ item, onClose, renderAction, ...detailProps }: Props) {
  const { t } = useTranslation('classes');
  const phone = useMaxWidth('48em');
  const detail = useSessionDetail(item?.classSessionId ?? null, item ?? undefined);
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={item && <bdi>{item.title}</bdi>}
      size="xl"
      fullScreen={phone}
      radius={phone ? 0 : 'md'}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
      closeButtonProps={{ 'aria-label': t('detail.close') }}
    >
      {detail.isError ? (
        <ClassDetailError error={detail.error} onRetry={() => detail.refetch()} />
      ) : detail.data ? (
        <ClassDetail item={detail.data} action={renderAction(detail.data)} {...detailProps} />
      ) : (
        <ClassDetailSkeleton />
      )}
    </Modal>
  );
}
