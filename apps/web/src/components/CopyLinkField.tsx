import { Button, CopyButton, Group, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from '../lib/i18n';

/** A read-only link (selected on focus) with a Copy button that says when it has copied. */
export function CopyLinkField({ url, label }: { url: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        label={label ?? t('copyLink.label')}
        value={url}
        readOnly
        // An address reads left to right in Arabic too: its start (the site) stays in view.
        dir="ltr"
        onFocus={(event) => event.currentTarget.select()}
        style={{ flex: 1, minWidth: 0 }}
      />
      <CopyButton value={url} timeout={2000}>
        {({ copied, copy }) => (
          // The default look in both states: light teal's text on its tint falls short of AA contrast.
          <Button
            variant="default"
            leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            onClick={copy}
          >
            {copied ? t('copyLink.copied') : t('copyLink.copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
