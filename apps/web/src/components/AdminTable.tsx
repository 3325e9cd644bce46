import { Button, Group, Table, VisuallyHidden } from '@mantine/core';
import type { ComponentType, Key, ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';
import { ListSkeleton, LoadError } from './LoadStates';

export interface AdminColumn<Row> {
  /** The column's heading; unique in its table (it keys the column's cells). */
  header: string;
  cell: (row: Row) => ReactNode;
}

/** A button at the end of a row. Its label names the row ("Edit Yoga"): a column of "Edit"s reads as one. */
export interface RowAction {
  text: string;
  label: string;
  icon: ComponentType<{ size?: number | string; 'aria-hidden'?: boolean }>;
  onClick: () => void;
  /** plain: a bordered button; quiet: a text button; danger: a red text button (delete, deactivate). */
  tone?: 'plain' | 'quiet' | 'danger';
  busy?: boolean;
}

/** Where the rows come from: a TanStack query result fits as it is. */
export interface TableSource {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}

const TONES = {
  plain: { variant: 'default' },
  quiet: { variant: 'subtle' },
  danger: { variant: 'subtle', color: 'red' },
} as const;

/**
 * An admin list as a table: placeholder rows while it loads, the failure with Try again, the empty
 * state, then a labelled table whose last column holds each row's buttons, and a footer (the pager).
 * On a phone the table scrolls sideways inside its container rather than squeezing its columns.
 */
export function AdminTable<Row>({
  label,
  rows,
  rowKey,
  rowTestId,
  columns,
  actions,
  source,
  loadFailedTitle = '',
  empty,
  footer,
  minWidth,
  spacing = 'sm',
}: {
  /** The table's accessible name. */
  label: string;
  /** Undefined while `source` loads. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => Key;
  rowTestId: string;
  columns: AdminColumn<Row>[];
  /** The row's buttons; none for a row the reader may not change. */
  actions?: (row: Row) => RowAction[];
  /** Without one the rows are already loaded (a page that loads several lists at once). */
  source?: TableSource;
  loadFailedTitle?: string;
  /** What an empty list says; without it an empty table shows its header row. */
  empty?: ReactNode;
  footer?: ReactNode;
  /** Below this width the table scrolls sideways. */
  minWidth: number;
  spacing?: 'xs' | 'sm';
}) {
  const { t } = useTranslation();
  if (source?.isPending) return <ListSkeleton rows={3} height={48} />;
  if (source?.isError) {
    return <LoadError title={loadFailedTitle} error={source.error} onRetry={() => void source.refetch()} />;
  }
  const shown = rows ?? [];
  if (shown.length === 0 && empty) return empty;
  return (
    <>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table striped verticalSpacing={spacing} aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.header}>{column.header}</Table.Th>
              ))}
              {actions && (
                <Table.Th>
                  <VisuallyHidden>{t('admin.actions')}</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr key={rowKey(row)} data-testid={rowTestId}>
                {columns.map((column) => (
                  <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
                ))}
                {actions && (
                  <Table.Td>
                    <RowButtons actions={actions(row)} />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {footer}
    </>
  );
}

function RowButtons({ actions }: { actions: RowAction[] }) {
  if (actions.length === 0) return null;
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      {actions.map(({ text, label, icon: Icon, onClick, tone = 'plain', busy }) => (
        <Button
          key={label}
          size="xs"
          {...TONES[tone]}
          leftSection={<Icon size={14} aria-hidden />}
          loading={busy}
          onClick={onClick}
          aria-label={label}
        >
          {text}
        </Button>
      ))}
    </Group>
  );
}
