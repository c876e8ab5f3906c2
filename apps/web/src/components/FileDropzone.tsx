import '@mantine/dropzone/styles.css';
import { useState, type ReactNode } from 'react';
import { ActionIcon, Group, Input, Paper, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useId } from '@mantine/hooks';
import { IconFile, IconFileTypePdf, IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@rumo/core';
import { formatBytes } from './formatBytes.ts';

export interface FileDropzoneProps {
  label: ReactNode;
  /** What to do, in the drop area: 'Arraste o arquivo aqui ou clique para escolher'. */
  title: ReactNode;
  /** Accepted formats and size, under the title. */
  hint?: ReactNode;
  /** Accepted types: mime -> extensions ({'application/pdf': ['.pdf']}). A file passes by either. */
  accept: Record<string, string[]>;
  maxBytes: number;
  typeError: MessageKey;
  sizeError: MessageKey;
  /** The file chosen now, or null. */
  value: File | null;
  onChange: (file: File | null) => void;
  /** The stored file, shown while no new one is chosen. */
  current?: ReactNode;
  /** A message from the form or the server (shown when the browser check found nothing). */
  error?: ReactNode;
  /** 0..100 while uploading; null or undefined otherwise. */
  progress?: number | null;
  disabled?: boolean;
  required?: boolean;
}

/** A file passes when its declared type or its extension is accepted. */
export function acceptsFile(file: File, accept: Record<string, string[]>): boolean {
  const name = file.name.toLowerCase();
  return Object.entries(accept).some(
    ([mime, extensions]) =>
      file.type === mime || extensions.some((extension) => name.endsWith(extension.toLowerCase())),
  );
}

function FileIcon({ type }: { type: string }) {
  if (type === 'application/pdf')
    return <IconFileTypePdf size={22} aria-hidden="true" color="var(--mantine-color-red-8)" />;
  if (type.startsWith('image/'))
    return <IconPhoto size={22} aria-hidden="true" color="var(--mantine-color-rumo-7)" />;
  return <IconFile size={22} aria-hidden="true" />;
}

/**
 * One file, dropped or picked (mouse, or Enter/Space on the focused area): checked here for type
 * and size with the screen's own messages, then shown with its name and size and, while it is
 * sent, an upload progress bar. Reusable by every screen that takes a file.
 */
export function FileDropzone({
  label,
  title,
  hint,
  accept,
  maxBytes,
  typeError,
  sizeError,
  value,
  onChange,
  current,
  error,
  progress,
  disabled,
  required,
}: FileDropzoneProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [localError, setLocalError] = useState<MessageKey | null>(null);
  const uploading = progress !== null && progress !== undefined;

  const take = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    if (!acceptsFile(file, accept)) return setLocalError(typeError);
    if (file.size > maxBytes) return setLocalError(sizeError);
    setLocalError(null);
    onChange(file);
  };
  // Rejections of the drop area itself (several files at once) get the type message.
  const reject = (rejections: FileRejection[]) => {
    const file = rejections[0]?.file;
    if (file) take([file]);
  };

  const shown = localError ? t(localError) : error;
  return (
    <Input.Wrapper
      label={label}
      required={required}
      error={shown}
      labelElement="div"
      labelProps={{ id: `${id}-label` }}
      errorProps={{ id: `${id}-error`, role: 'alert' }}
    >
      <Stack gap="xs" mt={6}>
        <Dropzone
          onDrop={take}
          onReject={reject}
          accept={accept}
          multiple={false}
          disabled={disabled || uploading}
          role="button"
          aria-labelledby={`${id}-label ${id}-title`}
          aria-describedby={
            [hint ? `${id}-hint` : '', shown ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
          }
          aria-disabled={disabled || uploading || undefined}
          // The area is the button; its file input is only the browser's means of picking, kept out of
          // the accessibility tree (visually hidden, it would still be a control nested in a button).
          inputProps={{ style: { display: 'none' } }}
          radius="md"
          p="md"
          styles={{ root: { borderColor: shown ? 'var(--mantine-color-error)' : undefined } }}
        >
          <Group justify="center" gap="md" wrap="nowrap" mih={72} style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={36} aria-hidden="true" color="var(--mantine-color-rumo-6)" />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={36} aria-hidden="true" color="var(--mantine-color-red-7)" />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconUpload size={36} aria-hidden="true" color="var(--mantine-color-dimmed)" />
            </Dropzone.Idle>
            <div>
              <Text id={`${id}-title`} fw={600} size="sm">
                {title}
              </Text>
              {hint ? (
                <Text id={`${id}-hint`} size="xs" c="dimmed" mt={4}>
                  {hint}
                </Text>
              ) : null}
            </div>
          </Group>
        </Dropzone>

        {value ? (
          <Paper withBorder radius="md" px="sm" py={8}>
            <Group gap="sm" wrap="nowrap">
              <FileIcon type={value.type} />
              <div style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" fw={500} truncate="end">
                  {value.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatBytes(value.size, i18n.language)}
                </Text>
              </div>
              {!uploading ? (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('customers.files.removeChosen', { name: value.name })}
                  onClick={() => onChange(null)}
                  disabled={disabled}
                >
                  <IconX size={16} aria-hidden="true" />
                </ActionIcon>
              ) : null}
            </Group>
            {uploading ? (
              <Progress
                mt={8}
                value={progress}
                size="sm"
                animated={progress < 100}
                aria-label={t('customers.files.progress', { percent: progress })}
              />
            ) : null}
          </Paper>
        ) : (
          current
        )}
      </Stack>
    </Input.Wrapper>
  );
}

/** Accepted types of the customer documents and vouchers: png, jpeg or pdf. */
export const DOCUMENT_ACCEPT: Record<string, string[]> = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'application/pdf': ['.pdf'],
};

export { FileIcon };
