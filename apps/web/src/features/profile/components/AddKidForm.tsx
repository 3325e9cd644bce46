import { type Gender, kidSchema } from '@kinetic/domain';
import { Button, Group, Paper, Radio, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type KeyboardEvent, useEffect } from 'react';
import { DobInput } from '../../../components/DobInput';
import { useTranslation } from '../../../lib/i18n';
import { zodResolver } from '../../../lib/zod-form';
import type { KidRow } from '../model/profile-form';

interface KidValues {
  name: string;
  dob: string | null;
  gender: Gender | '';
}

/** Lives inside the profile form, so it is a group of fields with buttons, never a nested form. */
export function AddKidForm({
  onAdd,
  onCancel,
}: {
  onAdd: (kid: Omit<KidRow, 'key'>) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('profile');
  const form = useForm<KidValues>({
    initialValues: { name: '', dob: null, gender: '' },
    validate: zodResolver(kidSchema),
  });
  // Opening the sub-form is a request to type a name: put the cursor there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on open
  useEffect(() => form.getInputNode('name')?.focus(), []);

  const add = () => {
    if (form.validate().hasErrors) return;
    const { name, dob, gender } = form.getValues();
    onAdd({ name: name.trim(), dob: dob!, gender: gender as Gender });
    form.reset();
  };
  const addOnEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') {
      event.preventDefault();
      add();
    }
  };
  return (
    <Paper withBorder p="md" radius="md" bg="var(--mantine-color-gray-0)" onKeyDown={addOnEnter}>
      <Stack gap="sm" role="group" aria-labelledby="add-kid-title">
        <Title order={3} size="h5" id="add-kid-title">
          {t('kids.addTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('kids.name')} withAsterisk {...form.getInputProps('name')} />
          <DobInput label={t('kids.dob')} withAsterisk {...form.getInputProps('dob')} />
        </SimpleGrid>
        <Radio.Group label={t('kids.gender')} withAsterisk {...form.getInputProps('gender')}>
          <Group mt={6}>
            <Radio value="MALE" label={t('gender.boy')} />
            <Radio value="FEMALE" label={t('gender.girl')} />
          </Group>
        </Radio.Group>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t('kids.cancel')}
          </Button>
          <Button onClick={add}>{t('kids.add')}</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
