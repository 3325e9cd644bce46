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
import { notifications } from '@mantine/notifications';
import { IconPhotoPlus, IconReplace, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmPopup } from '../../../components/confirm/confirm-store';
import { ApiError } from '../../../lib/api-client';
import { deleteImage, replaceImage } from '../api/media';
import { ACCEPTED_IMAGE_TYPES, type ImageDraft, type ImageItem, imageProblem } from '../model/image-draft';

const showError = (message: string) =>
  notifications.show({ color: 'red', title: "Couldn't change the picture", message });

/**
 * Class pictures with previews. New files wait for Save; a stored picture is replaced or deleted at
 * once (the server keeps its id, so the class keeps pointing at it).
 */
export function ImagesField({ draft }: { draft: ImageDraft }) {
  const [busyKey, setBusyKey] = useState<string | null>(null);

  const acceptable = (files: File[]) => {
    const problems = files.map(imageProblem).filter((problem): problem is string => problem !== null);
    for (const problem of problems) showError(problem);
    return files.filter((file) => imageProblem(file) === null);
  };

  const replace = async (item: ImageItem, file: File | null) => {
    if (!file || acceptable([file]).length === 0) return;
    if (!item.media) {
      draft.replaceWith(item, { file, media: null });
      return;
    }
    setBusyKey(item.key);
    try {
      draft.replaceWith(item, { file: null, media: await replaceImage(item.media.id, file) });
      notifications.show({ color: 'green', title: 'Picture replaced', message: 'Image replaced.' });
    } catch (error) {
      showError(error instanceof ApiError ? error.message : 'The image could not be replaced.');
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
      title: 'Delete image',
      message: `Delete image ${index + 1} of this class?`,
    });
    if (!answer.confirmed) return;
    setBusyKey(item.key);
    try {
      await deleteImage(item.media.id);
      draft.remove(item);
    } catch (error) {
      showError(error instanceof ApiError ? error.message : 'The image could not be deleted.');
    } finally {
      setBusyKey(null);
    }
  };

  return (
    <Input.Wrapper
      label="Images"
      description="JPEG, PNG or WebP, up to 5 MB each. The first image is the class picture."
    >
      <Stack gap="sm" mt={6}>
        {draft.items.length > 0 && (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
            {draft.items.map((item, index) => (
              <Paper key={item.key} withBorder radius="md" p={6} data-testid="class-image">
                <Image
                  src={item.preview}
                  alt={`Class image ${index + 1}${item.file ? ' (not saved yet)' : ''}`}
                  h={110}
                  radius="sm"
                  fit="cover"
                />
                <Group justify="space-between" mt={6} gap={4} wrap="nowrap">
                  <Text size="xs" c="dimmed" truncate>
                    {item.file ? 'Not saved yet' : `Image ${index + 1}`}
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
                          aria-label={`Replace image ${index + 1}`}
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
                      aria-label={`Delete image ${index + 1}`}
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
          onChange={(files) => draft.addFiles(acceptable(files))}
        >
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconPhotoPlus size={16} />} w="fit-content">
              Add images
            </Button>
          )}
        </FileButton>
      </Stack>
    </Input.Wrapper>
  );
}
