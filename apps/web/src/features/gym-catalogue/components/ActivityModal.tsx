import {
  type Activity,
  activityInputSchema,
  type SubCategory,
  subCategoryInputSchema,
} from '@kinetic/domain';
import { Select, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormDialog } from '../../../components/FormDialog';
import { useTranslation } from '../../../lib/i18n';
import { fieldErrors } from '../../../lib/zod-form';
import { useSaveActivity, useSaveSubCategory } from '../api/catalogue';
import { nameInReader } from '../model/names';

export type ActivityEdit =
  | { kind: 'activity'; existing: Activity | null }
  | { kind: 'subCategory'; existing: SubCategory | null };

/** Add or edit one of the gym's activities, or a sub-category of an activity. */
export function ActivityModal({
  edit,
  activities,
  onClose,
}: {
  edit: ActivityEdit;
  activities: Activity[];
  onClose: () => void;
}) {
  const { t } = useTranslation('gymCatalogue');
  const existing = edit.existing;
  const [name, setName] = useState(existing?.name ?? '');
  const [nameAr, setNameAr] = useState(existing?.nameAr ?? '');
  const [active, setActive] = useState(existing?.active ?? true);
  const [activityId, setActivityId] = useState<string | null>(
    edit.kind === 'subCategory' && edit.existing ? String(edit.existing.classCategoryId) : null,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saveActivity = useSaveActivity();
  const saveSub = useSaveSubCategory();
  const prefix = edit.kind === 'activity' ? 'activities' : 'subCategories';

  function submit() {
    const fields = { name, nameAr, active };
    if (edit.kind === 'activity') {
      const parsed = activityInputSchema.safeParse(fields);
      setErrors(parsed.success ? {} : fieldErrors(parsed.error));
      if (!parsed.success) return;
      return saveActivity.mutateAsync({ id: edit.existing?.id ?? null, body: parsed.data });
    }
    const parsed = subCategoryInputSchema.safeParse({
      ...fields,
      classCategoryId: activityId ? Number(activityId) : undefined,
    });
    setErrors(parsed.success ? {} : fieldErrors(parsed.error));
    if (!parsed.success) return;
    return saveSub.mutateAsync({ id: edit.existing?.id ?? null, body: parsed.data });
  }

  return (
    <FormDialog
      title={t(`${prefix}.modal.${existing ? 'editTitle' : 'addTitle'}`)}
      onSubmit={submit}
      onClose={onClose}
    >
      {edit.kind === 'subCategory' && (
        <Select
          label={t('subCategories.fields.activity')}
          data={activities.map((a) => ({ value: String(a.id), label: nameInReader(a) }))}
          value={activityId}
          onChange={setActivityId}
          searchable
          error={errors.classCategoryId}
          withAsterisk
        />
      )}
      <TextInput
        label={t('fields.name')}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        error={errors.name}
        withAsterisk
      />
      <TextInput
        label={t('fields.nameAr')}
        dir="rtl"
        value={nameAr}
        onChange={(event) => setNameAr(event.currentTarget.value)}
        error={errors.nameAr}
      />
      <Switch
        label={t('fields.active')}
        checked={active}
        onChange={(event) => setActive(event.currentTarget.checked)}
      />
    </FormDialog>
  );
}
