import { ActionIcon, Avatar, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ageInYears, formatDate, kidGenderLabel } from '../model/labels';
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
  const [adding, setAdding] = useState(false);
  return (
    <Stack gap="sm">
      {kids.length === 0 && !adding && (
        <Text c="dimmed" size="sm">
          No kids yet. Add your kids to book kids classes for them.
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
                      <Text span size="xs" c="dimmed" ml={6}>
                        (new)
                      </Text>
                    )}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {kidGenderLabel(kid.gender)} · {ageInYears(kid.dob)} years · {formatDate(kid.dob)}
                  </Text>
                </div>
              </Group>
              <Tooltip label="Remove">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${kid.name}`}
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
          Add Kid
        </Button>
      )}
      <Text size="xs" c="dimmed">
        Added and removed kids are saved with your profile.
      </Text>
    </Stack>
  );
}
