import { type ClassCategoryDto, MSG, type UserDto } from '@kinetic/domain';
import { Alert, Button, Card, Checkbox, Group, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { notifications } from '../../../components/toasts';
import { ApiError } from '../../../lib/api-client';
import { domainText, useTranslation } from '../../../lib/i18n';
import { focusFirstError } from '../../../lib/zod-form';
import type { ClassEditDto } from '../api/contract';
import { useEditorOptions } from '../api/editor-options';
import { useInvalidateManaged } from '../api/own-sessions';
import {
  blankClass,
  blankTiming,
  type ClassFormValues,
  classFormFromDto,
  firstSessionDate,
  formFieldErrors,
  hasClassChanges,
  toClassUpdate,
  toTimingInput,
  validateClassForm,
} from '../model/class-form';
import { localiseErrors } from '../model/domain-errors';
import { useImageDraft } from '../model/image-draft';
import { overlapSettings } from '../model/overlap';
import { saveClassChanges, saveNewClass } from '../model/save-class';
import { CLASS_TEXT } from '../model/texts';
import { countFigure } from '../model/time-options';
import { ClassFieldsSection, type SubCategoryOption } from './ClassFieldsSection';
import { ImagesField } from './ImagesField';
import { TimingFields } from './TimingFields';

interface Props {
  user: UserDto;
  categories: ClassCategoryDto[];
  subCategories?: SubCategoryOption[];
  today: string;
  currencyCode: string;
  decimals: number;
  /** Absent: a new class. */
  existing?: ClassEditDto;
  /** After a save: the class id and the first day it runs (to show the sessions). */
  onSaved: (classId: number, firstDate: string | null) => void;
}

/** The class editor's form: the class's fields, its pictures and, for a new class, its timings. */
export function ClassEditor({
  user,
  categories,
  subCategories,
  today,
  currencyCode,
  decimals,
  existing,
  onSaved,
}: Props) {
  const { t } = useTranslation('classManagement');
  const showError = (message: string) =>
    notifications.show({ color: 'red', title: t('editor.saveFailed'), message });
  const options = useEditorOptions(user);
  const invalidate = useInvalidateManaged();
  const ownTrainerId = options.isGym ? null : String(user.id);
  const form = useForm<ClassFormValues>({
    initialValues: existing ? classFormFromDto(existing, decimals) : blankClass(today, ownTrainerId),
    validate: (values) => localiseErrors(validateClassForm(values, !existing, decimals)),
  });
  const images = useImageDraft(existing?.media ?? []);
  const [saving, setSaving] = useState(false);
  const [allowPast, setAllowPast] = useState(overlapSettings.allowPastTime);

  const submit = form.onSubmit(async (values) => {
    if (existing && !hasClassChanges(existing, values, decimals, images.items)) {
      showError(domainText(MSG.noChanges));
      return;
    }
    setSaving(true);
    try {
      const fields = (mediaIds: number[]) => toClassUpdate(values, decimals, mediaIds);
      const outcome = existing
        ? await saveClassChanges(existing.classId, fields, images.items)
        : await saveNewClass(user, fields, values.timings.map(toTimingInput), images.items);
      images.markStored(outcome.stored);
      if (outcome.classId === null) return;
      await invalidate();
      // One outcome: the class was saved, with how many pictures did not make it (never a second,
      // red "Couldn't save the class" beside "Class created").
      const lost = outcome.imageWarning;
      const lostText = lost
        ? t('editor.imagesFailed', { failed: countFigure(lost.failed), total: countFigure(lost.total) })
        : null;
      notifications.show({
        color: lost ? 'yellow' : 'green',
        title: existing ? t('editor.updated') : t('editor.created'),
        message: lostText ? `${domainText(outcome.message)} ${lostText}` : domainText(outcome.message),
      });
      onSaved(outcome.classId, existing ? null : firstSessionDate(values.timings));
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500 || error.status === 0) return;
      if (Object.keys(error.fields).length > 0) form.setErrors(formFieldErrors(error.fields));
      showError(error.message);
    } finally {
      setSaving(false);
    }
  }, focusFirstError(form));

  const timings = form.values.timings;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={existing ? t('editor.editLabel') : t('editor.createLabel')}
    >
      <Stack gap="lg">
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="class-details">
          <Title order={2} size="h4" mb="md" id="class-details">
            {t('editor.details')}
          </Title>
          <ClassFieldsSection
            form={form}
            categories={categories}
            subCategories={subCategories}
            branches={options.isGym ? options.branches : null}
            currencyCode={currencyCode}
            storeId={user.storeId}
          />
        </Card>
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="class-images">
          <Title order={2} size="h4" mb="md" id="class-images">
            {t('editor.pictures')}
          </Title>
          <ImagesField draft={images} />
        </Card>
        {!existing && (
          <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="class-timings">
            <Title order={2} size="h4" mb="md" id="class-timings">
              {t('editor.timings')}
            </Title>
            <Stack gap="lg">
              {timings.map((timing, index) => (
                <Card key={timing.key} withBorder radius="md" padding="md" data-testid="timing-form">
                  <Group justify="space-between" mb="xs">
                    <Title order={3} size="h5">
                      {t('editor.timingN', { n: countFigure(index + 1) })}
                    </Title>
                    {timings.length > 1 && (
                      <Button
                        variant="subtle"
                        color="red"
                        c="red.9"
                        size="xs"
                        leftSection={<IconTrash size={14} />}
                        onClick={() => form.removeListItem('timings', index)}
                      >
                        {t('editor.removeTimingN', { n: countFigure(index + 1) })}
                      </Button>
                    )}
                  </Group>
                  <TimingFields
                    idPrefix={`timing-${index}`}
                    field={(name) => form.getInputProps(`timings.${index}.${name}`) as never}
                    fromTime={timing.fromTime}
                    durationMinutes={Number(timing.hours) * 60 + Number(timing.minutes)}
                    trainers={options.trainers}
                    trainerLocked={!options.isGym && timing.trainerId !== null}
                  />
                </Card>
              ))}
              <Button
                variant="light"
                leftSection={<IconPlus size={16} />}
                w="fit-content"
                onClick={() => form.insertListItem('timings', blankTiming(today, ownTrainerId))}
              >
                {t('editor.addTiming')}
              </Button>
              <Checkbox
                label={t('editor.allowPast')}
                description={t('editor.allowPastHelp', { check: domainText(CLASS_TEXT.pastTime) })}
                checked={allowPast}
                onChange={(event) => {
                  overlapSettings.setAllowPastTime(event.currentTarget.checked);
                  setAllowPast(event.currentTarget.checked);
                }}
              />
            </Stack>
          </Card>
        )}
        {Object.keys(form.errors).length > 0 && (
          <Alert color="red" role="alert" title={t('editor.checkTitle')}>
            {t('editor.checkBody')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={saving}>
            {existing ? t('editor.saveChanges') : t('editor.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
