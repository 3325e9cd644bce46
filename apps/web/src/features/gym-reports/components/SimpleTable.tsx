import { Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListSkeleton, LoadError } from '../../../components/LoadStates';
import { useTranslation } from '../../../lib/i18n';

/** A titled report table with its loading, error and empty states, and an optional CSV button. */
export function SimpleTable({
  id,
  title,
  headers,
  rows,
  isPending,
  error,
  action,
  children,
  onRetry,
  empty,
  description,
  minWidth = 420,
}: {
  onRetry?: () => void;
  /** What an empty table says (by default: nothing in these dates). */
  empty?: string;
  /** A line under the title: what the figures count. */
  description?: ReactNode;
  /** The width under which the table scrolls sideways. */
  minWidth?: number;
  id: string;
  title: string;
  headers: string[];
  rows: ReactNode[][] | undefined;
  isPending: boolean;
  error: Error | null;
  action?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation('gymReports');
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={2}>
            <Title order={2} size="h4" id={id}>
              {title}
            </Title>
            {description && (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            )}
          </Stack>
          {action}
        </Group>
        {children}
        {error ? (
          <LoadError
            title={t('loadFailed')}
            error={error}
            onRetry={onRetry ?? (() => window.location.reload())}
          />
        ) : isPending || !rows ? (
          <ListSkeleton rows={3} height={32} />
        ) : rows.length === 0 ? (
          <Text c="dimmed">{empty ?? t('noData')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={minWidth}>
            <Table striped verticalSpacing="xs" aria-labelledby={id}>
              <Table.Thead>
                <Table.Tr>
                  {headers.map((header) => (
                    <Table.Th key={header}>{header}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((cells, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: report rows have no other identity and never reorder in place.
                  <Table.Tr key={index}>
                    {cells.map((cell, column) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns.
                      <Table.Td key={column}>{cell}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
