import { type ClassItemDto, showsGyms } from '@kinetic/domain';
import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useBrand } from '../../../lib/brand';
import { trainerName } from '../../../lib/class-format';
import { useTranslation } from '../../../lib/i18n';
import { gymPath, trainerPath } from '../../../lib/links';
import classes from './HostChips.module.css';

/** The trainer and gym chips. SPEC 2.4: only customers may go on to the trainer's (or gym's) page. */
export function HostChips({ item, canNavigate }: { item: ClassItemDto; canNavigate: boolean }) {
  const { t } = useTranslation('classes');
  const gymPages = showsGyms(useBrand().isPrime);
  const trainer = item.trainerDetail;
  const branch = item.gymBranchDetail;
  return (
    <Group gap="xs">
      {trainer && (
        <Chip
          to={canNavigate ? trainerPath(trainer) : null}
          avatar={
            <Avatar
              src={trainer.profileImageThumbnail}
              size={28}
              radius="xl"
              alt=""
              name={trainerName(trainer)}
              color="brand"
            />
          }
          caption={t('hosts.trainer')}
          name={trainerName(trainer)}
        />
      )}
      {branch && (
        <Chip
          to={canNavigate && gymPages ? gymPath(branch.gymId) : null}
          avatar={
            <Avatar size={28} radius="xl" alt="" color="brand">
              <IconBuildingStore size={16} aria-hidden />
            </Avatar>
          }
          caption={t('hosts.studio')}
          name={branch.gymName}
        />
      )}
    </Group>
  );
}

function Chip({
  to,
  avatar,
  caption,
  name,
}: {
  to: string | null;
  avatar: ReactNode;
  caption: string;
  name: string;
}) {
  const body = (
    <Group gap={8} wrap="nowrap">
      {avatar}
      <div>
        <Text size="xs" c="dimmed" lh={1.1}>
          {caption}
        </Text>
        <Text size="sm" fw={600} lh={1.2}>
          {name}
        </Text>
      </div>
    </Group>
  );
  if (!to) return <div className={classes.chip}>{body}</div>;
  return (
    <UnstyledButton component={Link} to={to} className={classes.chip} data-link>
      {body}
    </UnstyledButton>
  );
}
