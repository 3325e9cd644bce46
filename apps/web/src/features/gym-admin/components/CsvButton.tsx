import { Button, Input, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError, apiDownload, type RequestOptions } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';

/** Downloads the table as CSV: the same API call as the table, with `format=csv` (every page). */
export function CsvButton({
  path,
  query,
  fileName,
  label,
}: {
  path: string;
  query: RequestOptions['query'];
  fileName: string;
  /** Where a page has several tables, which one this button downloads. */
  label?: string;
}) {
  const { t } = useTranslation('gymAdmin');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Stack gap={4} align="flex-end">
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={busy}
        onClick={() => {
          setBusy(true);
          setFailure(null);
          apiDownload(path, { ...query, format: 'csv', page: undefined, size: undefined }, fileName)
            .catch((error: unknown) =>
              setFailure(
                error instanceof ApiError && error.status < 500 ? error.message : t('downloadFailed'),
              ),
            )
            .finally(() => setBusy(false));
        }}
      >
        {label ?? t('downloadCsv')}
      </Button>
      {failure && <Input.Error role="alert">{failure}</Input.Error>}
    </Stack>
  );
}
