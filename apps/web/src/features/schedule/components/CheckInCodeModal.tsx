import { type BookingItemDto, type CheckInCodeDto, formatCheckInCode } from '@kinetic/domain';
import { Center, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../../components/LoadStates';
import { api } from '../../../lib/api-client';
import { classDayLabel, classTimeRange } from '../../../lib/class-format';
import { useTranslation } from '../../../lib/i18n';
import { MY_BOOKINGS_KEY } from '../api/my-bookings';

const QR_SIZE = 240;

/** GET /bookings/:id/check-in-code, as a QR code (an SVG data URL): both only when the member asks. */
function useCheckInCode(bookingId: number) {
  return useQuery({
    queryKey: [...MY_BOOKINGS_KEY, 'check-in-code', bookingId],
    queryFn: async () => {
      const { code } = await api<CheckInCodeDto>('GET', `/bookings/${bookingId}/check-in-code`, {
        loader: false,
      });
      const qrcode = await import('qrcode');
      // Margin 4 is the quiet zone the QR standard asks for; M corrects a scuffed or glaring screen.
      const svg = await qrcode.toString(code, { type: 'svg', margin: 4, errorCorrectionLevel: 'M' });
      return { code, qr: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` };
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The member's check-in code of an upcoming booking: a QR code for the desk's camera and the
 * same code to read out or type. Loaded with its QR library when opened (BookingList).
 */
export default function CheckInCodeModal({ item, onClose }: { item: BookingItemDto; onClose: () => void }) {
  const { t } = useTranslation('schedule');
  const code = useCheckInCode(item.booking.bookingId);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('checkInCode.title')}
      closeButtonProps={{ 'aria-label': t('checkInCode.close') }}
    >
      <Stack gap="sm" align="stretch">
        <Text fw={600}>{item.title}</Text>
        <Text size="sm" c="dimmed">
          {classDayLabel(item.classDate)} · {classTimeRange(item)}
        </Text>
        {code.isPending ? (
          <Center>
            <Skeleton h={QR_SIZE} w={QR_SIZE} radius="md" />
          </Center>
        ) : code.isError ? (
          <LoadError
            title={t('checkInCode.loadError')}
            error={code.error}
            onRetry={() => void code.refetch()}
          />
        ) : (
          <>
            <Center>
              <img
                src={code.data.qr}
                width={QR_SIZE}
                height={QR_SIZE}
                alt={t('checkInCode.qr', { title: item.title })}
                data-testid="check-in-qr"
                // A QR code is read dark on light, whatever the page's colour scheme.
                style={{ background: '#fff', borderRadius: 'var(--mantine-radius-md)' }}
              />
            </Center>
            <Stack gap={0} align="center">
              <Text size="sm" c="dimmed">
                {t('checkInCode.typed')}
              </Text>
              <Text
                component="p"
                m={0}
                ff="monospace"
                fz={26}
                fw={700}
                dir="ltr"
                data-testid="check-in-code"
                style={{ letterSpacing: '0.08em' }}
              >
                {formatCheckInCode(code.data.code)}
              </Text>
            </Stack>
          </>
        )}
        <Text size="sm">{t('checkInCode.hint')}</Text>
      </Stack>
    </Modal>
  );
}
