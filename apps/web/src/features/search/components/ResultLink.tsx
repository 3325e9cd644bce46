import { Avatar, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './ResultLink.module.css';

/** One search result: a link with a picture, a name and a line of detail. */
export function ResultLink({
  to,
  title,
  detail,
  image,
  name,
  square,
  onNavigate,
  extra,
}: {
  to: string;
  title: string;
  detail: string;
  image: string | null;
  /** Initials come from this when there is no picture. */
  name: string;
  square?: boolean;
  onNavigate?: () => void;
  extra?: ReactNode;
}) {
  return (
    <UnstyledButton component={Link} to={to} onClick={onNavigate} className={classes.link} data-search-item>
      <Group wrap="nowrap" gap="sm">
        <Avatar src={image} name={name} color="brand" radius={square ? 'md' : 'xl'} size={40} alt="" />
        <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={600} size="sm" truncate>
            {title}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {detail}
          </Text>
        </Stack>
        {extra}
      </Group>
    </UnstyledButton>
  );
}
