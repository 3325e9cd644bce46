import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  Image,
  Input,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconPhotoPlus, IconReplace, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmPopup } from '../../../components/confirm/confirm-store';
import { notifications } from '../../../components/toasts';
import { failureText } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { deleteImage, replaceImage } from '../api/media';
import { ACCEPTED_IMAGE_TYPES, type ImageDraft, type ImageItem, imageProblem } from '../model/image-draft';
import { countFigure } from '../model/time-options';

/**
 * Class pictures with previews. New files wait for Save; a stored picture is replaced or deleted at
 * once (the server keeps its id, so the class keeps pointing at it).
 */
export function ImagesField({ draft }: { draft: ImageDraft }) {
  const { t } = useTranslation('classManagement');
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const showError = (message: string) =>
    notifications.show({ color: 'red', title: t('images.changeFailed'), message });
  const number = (index: number) => ({ n: countFigure(index + 1) });

  const acceptable = async (files: File[]) => {
    const problems = await Promise.all(files.map(imageProblem));
    files.forEach((file, index) => {
      const problem = problems[index];
      if (problem) showError(t(`images.${problem}`, { name: file.name }));
    });
    return files.filter((_, index) => problems[index] === null);
  };

  const replace = async (item: ImageItem, file: File | null) => {
    if (!file || (await acceptable([file])).length === 0) return;
    if (!item.media) {
      draft.replaceWith(item, { file, media: null });
      return;
    }
    setBusyKey(item.key);
    try {
      draft.replaceWith(item, { file: null, media: await replaceImage(item.media.id, file) });
      notifications.show({
        color: 'green',
        title: t('images.replaced'),
        message: t('images.replacedMessage'),
      });
    } catch (error) {
      showError(failureText(error, t('images.replaceFailed')));
    } finally {
      setBusyKey(null);
    }
  };

  const remove = async (item: ImageItem, index: number) => {
    if (!item.media) {
      draft.remove(item);
      return;
    }
    const answer = await confirmPopup({
      code: 'CONFIRM',
      title: t('images.deleteTitle'),
      message: t('images.deleteQuestion', number(index)),
    });
    if (!answer.confirmed) return;
    setBusyKey(item.key);
    try {
      await deleteImage(item.media.id);
      draft.remove(item);
    } catch (error) {
      showError(failureText(error, t('images.deleteFailed')));
    } finally {
      setBusyKey(null);
    }
  };

  return (
    <Input.Wrapper label={t('images.label')} description={t('images.help')}>
      <Stack gap="sm" mt={6}>
        {draft.items.length > 0 && (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
            {draft.items.map((item, index) => (
              <Paper key={item.key} withBorder radius="md" p={6} data-testid="class-image">
                <Image
                  src={item.preview}
                  alt={t(item.file ? 'images.altUnsaved' : 'images.alt', number(index))}
                  h={110}
                  radius="sm"
                  fit="cover"
                />
                <Group justify="space-between" mt={6} gap={4} wrap="nowrap">
                  <Text size="xs" c="dimmed" truncate>
                    {item.file ? t('images.unsaved') : t('images.imageN', number(index))}
                  </Text>
                  <Group gap={2} wrap="nowrap">
                    <FileButton
                      onChange={(file) => void replace(item, file)}
                      accept={ACCEPTED_IMAGE_TYPES.join(',')}
                    >
                      {(props) => (
                        <ActionIcon
                          {...props}
                          variant="subtle"
                          aria-label={t('images.replaceN', number(index))}
                          loading={busyKey === item.key}
                        >
                          <IconReplace size={16} />
                        </ActionIcon>
                      )}
                    </FileButton>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      c="red.9"
                      aria-label={t('images.deleteN', number(index))}
                      onClick={() => void remove(item, index)}
                      disabled={busyKey === item.key}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </Group>
              </Paper>
            ))}
          </SimpleGrid>
        )}
        <FileButton
          multiple
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          onChange={(files) => void acceptable(files).then(draft.addFiles)}
        >
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconPhotoPlus size={16} />} w="fit-content">
              {t('images.add')}
            </Button>
          )}
        </FileButton>
      </Stack>
    </Input.Wrapper>
  );
}
