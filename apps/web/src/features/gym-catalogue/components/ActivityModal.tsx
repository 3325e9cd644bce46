import {
  type Activity,
  activityInputSchema,
  type SubCategory,
  subCategoryInputSchema,
} from '@kinetic/domain';
import { Alert, Button, Group, Modal, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useSaveActivity, useSaveSubCategory } from '../api/catalogue';
import { failureText, fieldErrors } from '../model/form-errors';
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
  const [failure, setFailure] = useState<string | null>(null);
  const saveActivity = useSaveActivity();
  const saveSub = useSaveSubCategory();
  const busy = saveActivity.isPending || saveSub.isPending;
  const prefix = edit.kind === 'activity' ? 'activities' : 'subCategories';

  function submit() {
    const fields = { name, nameAr, active };
    const handlers = {
      onSuccess: onClose,
      onError: (error: unknown) => setFailure(failureText(error, t('saveFailed'))),
    };
    if (edit.kind === 'activity') {
      const parsed = activityInputSchema.safeParse(fields);
      if (!parsed.success) return setErrors(fieldErrors(parsed.error));
      setErrors({});
      saveActivity.mutate({ id: edit.existing?.id ?? null, body: parsed.data }, handlers);
      return;
    }
    const parsed = subCategoryInputSchema.safeParse({
      ...fields,
      classCategoryId: activityId ? Number(activityId) : undefined,
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    saveSub.mutate({ id: edit.existing?.id ?? null, body: parsed.data }, handlers);
  }

  return (
    <Modal opened onClose={onClose} title={t(`${prefix}.modal.${existing ? 'editTitle' : 'addTitle'}`)}>
      <Stack gap="md">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
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
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={submit} loading={busy}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
