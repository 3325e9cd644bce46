import { ActionIcon, Avatar, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { ageInYears, formatDate, kidGenderKey } from '../model/labels';
import type { KidRow } from '../model/profile-form';
import { AddKidForm } from './AddKidForm';

export function KidsEditor({
  kids,
  onAdd,
  onRemove,
}: {
  kids: KidRow[];
  onAdd: (kid: Omit<KidRow, 'key'>) => void;
  onRemove: (kid: KidRow) => void;
}) {
  const { t } = useTranslation('profile');
  const [adding, setAdding] = useState(false);
  return (
    <Stack gap="sm">
      {kids.length === 0 && !adding && (
        <Text c="dimmed" size="sm">
          {t('kids.editorNone')}
        </Text>
      )}
      {kids.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {kids.map((kid) => (
            <Group key={kid.key} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <Group gap="sm" wrap="nowrap">
                <Avatar color="brand" radius="xl" alt="">
                  {kid.name.charAt(0).toUpperCase()}
                </Avatar>
                <div>
                  <Text fw={600}>
                    {kid.name}
                    {kid.id === undefined && (
                      <Text span size="xs" c="dimmed" ms={6}>
                        {t('kids.new')}
                      </Text>
                    )}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('kids.editorDetails', {
                      gender: t(kidGenderKey(kid.gender)),
                      age: t('kids.age', {
                        count: ageInYears(kid.dob),
                        years: formatNumber(ageInYears(kid.dob)),
                      }),
                      date: formatDate(kid.dob),
                    })}
                  </Text>
                </div>
              </Group>
              <Tooltip label={t('kids.remove')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('kids.removeKid', { name: kid.name })}
                  onClick={() => onRemove(kid)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            </Group>
          ))}
        </Stack>
      )}
      {adding ? (
        <AddKidForm
          onAdd={(kid) => {
            onAdd(kid);
            setAdding(false);
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => setAdding(true)}
          w="fit-content"
        >
          {t('kids.add')}
        </Button>
      )}
      <Text size="xs" c="dimmed">
        {t('kids.savedWithProfile')}
      </Text>
    </Stack>
  );
}
