import type { ClassItemDto } from '@kinetic/domain';
import { Button, CopyButton, Group, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { shareUrl } from '../model/links';

/** The class's share link (SPEC 2.1 `classes/{classSessionId}/{titleStripped}`) with a Copy button. */
export function ShareLink({ item }: { item: Pick<ClassItemDto, 'classSessionId' | 'title'> }) {
  const url = shareUrl(item);
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        label="Share link"
        value={url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        style={{ flex: 1, minWidth: 0 }}
      />
      <CopyButton value={url} timeout={2000}>
        {({ copied, copy }) => (
          <Button
            variant={copied ? 'light' : 'default'}
            color={copied ? 'teal' : undefined}
            leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            onClick={copy}
          >
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
