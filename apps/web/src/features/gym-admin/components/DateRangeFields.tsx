import { rangeProblem } from '@kinetic/domain';
import { Group, TextInput } from '@mantine/core';
import { domainText, useTranslation } from '../../../lib/i18n';

export interface DateRange {
  fromDate: string;
  toDate: string;
}

/**
 * From and to dates of an admin list or report, checked by the API's own rule (in order, at most a
 * year), so the page never asks for what the API would refuse.
 */
export function DateRangeFields({
  value,
  onChange,
}: {
  value: DateRange;
  onChange: (next: DateRange) => void;
}) {
  const { t } = useTranslation('gymAdmin');
  const problem = value.fromDate && value.toDate ? rangeProblem(value.fromDate, value.toDate) : null;
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <TextInput
        type="date"
        label={t('range.from')}
        value={value.fromDate}
        max={value.toDate || undefined}
        onChange={(event) => onChange({ ...value, fromDate: event.currentTarget.value })}
      />
      <TextInput
        type="date"
        label={t('range.to')}
        value={value.toDate}
        min={value.fromDate || undefined}
        error={problem ? domainText(problem) : undefined}
        onChange={(event) => onChange({ ...value, toDate: event.currentTarget.value })}
      />
    </Group>
  );
}

/** A range the API accepts, else null (the fields show why). */
export const validRange = (range: DateRange): DateRange | null =>
  range.fromDate && range.toDate && !rangeProblem(range.fromDate, range.toDate) ? range : null;
