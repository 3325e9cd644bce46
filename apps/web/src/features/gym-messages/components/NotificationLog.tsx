import type { NotificationLogEntryDto } from '@kinetic/domain';
import { Alert, Badge, Button, Loader, Stack, Table, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { formatMoment } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { AdminPager } from '../../gym-admin';
import { LOG_PAGE_SIZE, useNotificationLog } from '../api/notification-log';

const COLOR: Record<string, string> = {
  PENDING: 'gray',
  SENDING: 'gray',
  HELD: 'gray',
  SENT: 'blue',
  DELIVERED: 'teal',
  READ: 'green',
  FAILED: 'red',
};

/** The latest of a notice's times, as its status says: read, delivered, sent or failed. */
function StatusCell({ entry }: { entry: NotificationLogEntryDto }) {
  const { t } = useTranslation('gymMessages');
  const at = entry.readAt ?? entry.deliveredAt ?? entry.failedAt ?? entry.sentAt;
  return (
    <Stack gap={2}>
      <Badge variant="light" color={COLOR[entry.status] ?? 'gray'} c="dark.8">
        {t(`status.${entry.status}`, { defaultValue: entry.status })}
      </Badge>
      {at && (
        <Text size="xs" c="dimmed">
          {formatMoment(at)}
        </Text>
      )}
      {entry.fallback && <Text size="xs">{t('fellBack', { status: t(`status.${entry.fallback}`) })}</Text>}
    </Stack>
  );
}

/**
 * The gym's notification log (docs/adr/0049): every notice to a customer about its classes and orders,
 * by WhatsApp (sent, delivered, read) or by e-mail, and the e-mails sent when a WhatsApp failed.
 */
export function NotificationLog() {
  const { t } = useTranslation('gymMessages');
  const [page, setPage] = useState(0);
  const log = useNotificationLog(page);
  if (log.isPending) return <Loader size="sm" aria-label={t('loading')} />;
  if (log.isError) {
    return (
      <Alert color="red" role="alert" title={t('loadFailed')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{log.error.message}</Text>
          <Button size="xs" variant="light" onClick={() => void log.refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (log.data.total === 0) return <Text c="dimmed">{t('empty')}</Text>;
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={720}>
        <Table striped aria-label={t('tableLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.when')}</Table.Th>
              <Table.Th>{t('columns.customer')}</Table.Th>
              <Table.Th>{t('columns.notice')}</Table.Th>
              <Table.Th>{t('columns.channel')}</Table.Th>
              <Table.Th>{t('columns.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {log.data.items.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td>{formatMoment(entry.createdAt)}</Table.Td>
                <Table.Td>
                  <bdi>{entry.customer}</bdi>
                </Table.Td>
                <Table.Td>
                  {t(`kinds.${entry.kind}`, { defaultValue: entry.kind })}
                  {entry.language && (
                    <Text size="xs" c="dimmed">
                      {t(`languages.${entry.language}`, { defaultValue: entry.language })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {entry.channel === 'WHATSAPP' ? (
                    <Text size="sm" span>
                      <IconBrandWhatsapp size={16} aria-hidden /> {t('channels.WHATSAPP')}
                    </Text>
                  ) : (
                    <Text size="sm" span>
                      <IconMail size={16} aria-hidden /> {t('channels.EMAIL')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <StatusCell entry={entry} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <AdminPager page={page} size={LOG_PAGE_SIZE} total={log.data.total} onChange={setPage} />
    </Stack>
  );
}
