import { Alert, Button, Group, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { notifications } from '../../../components/toasts';
import { failureText } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useInviteTrainer, useTeamCandidates } from '../api/team';

/** The gym finds a trainer account by name or e-mail and invites it to the team. */
export function InviteTrainer() {
  const { t } = useTranslation('gymTeam');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [chosen, setChosen] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const candidates = useTeamCandidates(debounced);
  const invite = useInviteTrainer();
  const options = (candidates.data ?? []).map((candidate) => ({
    value: String(candidate.id),
    label: `${candidate.name} · ${candidate.email}`,
  }));

  function send() {
    if (!chosen) {
      setFailure(t('invite.chooseFirst'));
      return;
    }
    setFailure(null);
    invite.mutate(Number(chosen), {
      onSuccess: (member) => {
        notifications.show({
          color: 'green',
          title: t('invite.sent'),
          message: t('invite.sentMessage', { name: member.name }),
        });
        setChosen(null);
        setSearch('');
      },
      onError: (error) => setFailure(failureText(error, t('invite.failed'))),
    });
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('invite.label')}
          description={t('invite.hint')}
          placeholder={t('invite.placeholder')}
          searchable
          clearable
          data={options}
          value={chosen}
          searchValue={search}
          onSearchChange={setSearch}
          onChange={(value) => {
            setChosen(value);
            setFailure(null);
          }}
          nothingFoundMessage={debounced.trim().length >= 2 ? t('invite.noTrainer') : t('invite.typeMore')}
          filter={({ options: all }) => all}
          style={{ flex: '1 1 320px' }}
          error={failure ?? undefined}
        />
        <Button type="submit" leftSection={<IconSend size={16} aria-hidden />} loading={invite.isPending}>
          {t('invite.send')}
        </Button>
      </Group>
      {invite.isError && !failure && (
        <Alert color="red" role="alert" mt="sm">
          {t('invite.failed')}
        </Alert>
      )}
    </form>
  );
}
