import { useState, type ReactNode } from 'react';
import { Avatar, Button, FileButton, Group, Input, Stack } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IMAGE_MIMES, PROFILE_IMAGE_MAX_BYTES, type MessageKey } from '@rumo/core';

export interface ImagePickerProps {
  label: ReactNode;
  /** The stored image URL, a data URL just picked, or null for none. */
  value: string | null;
  /** A data URL of the checked file, or null when removed. */
  onChange: (value: string | null) => void;
  /** A message from the server (shown when the browser check found nothing). */
  error?: ReactNode;
  description?: ReactNode;
  /** Accepted types; png and jpeg by default (spec 5). */
  mimes?: readonly string[];
  /** Largest file in bytes; 1 MB by default (spec 5). */
  maxBytes?: number;
  typeError?: MessageKey;
  sizeError?: MessageKey;
  /** 'circle' for people, 'square' for logos. */
  shape?: 'circle' | 'square';
  /** Text of the preview's initials when there is no image. */
  placeholder?: ReactNode;
  disabled?: boolean;
}

/** First bytes of the accepted image types: the extension alone does not make a file a PNG. */
const SIGNATURES: Record<string, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

async function hasSignature(file: File, mime: string): Promise<boolean> {
  const signature = SIGNATURES[mime];
  if (!signature) return true;
  const head = new Uint8Array(await file.slice(0, signature.length).arrayBuffer());
  return signature.every((byte, i) => head[i] === byte);
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

export interface CheckedImage {
  dataUrl?: string;
  error?: MessageKey;
}

/**
 * Checks a picked image in the browser before anything is sent: type (declared and magic bytes),
 * then size. Gives its data URL, or the message key to show.
 */
export async function checkImageFile(
  file: File,
  {
    mimes = IMAGE_MIMES,
    maxBytes = PROFILE_IMAGE_MAX_BYTES,
    typeError = 'validation.imageFormat',
    sizeError = 'validation.imageTooLarge',
  }: Pick<ImagePickerProps, 'mimes' | 'maxBytes' | 'typeError' | 'sizeError'> = {},
): Promise<CheckedImage> {
  if (!mimes.includes(file.type) || !(await hasSignature(file, file.type))) return { error: typeError };
  if (file.size > maxBytes) return { error: sizeError };
  return { dataUrl: await readAsDataUrl(file) };
}

/**
 * Picture or logo field: a preview, a button to pick a file and one to remove it. The file is
 * checked here (png or jpeg, 1 MB by default: 'Formato de arquivo inválido',
 * 'Imagem muito grande. Tamanho máximo: 1MB') and handed on as a data URL, as the API takes it.
 */
export function ImagePicker({
  label,
  value,
  onChange,
  error,
  description,
  mimes = IMAGE_MIMES,
  maxBytes = PROFILE_IMAGE_MAX_BYTES,
  typeError,
  sizeError,
  shape = 'circle',
  placeholder,
  disabled,
}: ImagePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [localError, setLocalError] = useState<MessageKey | null>(null);
  const [reading, setReading] = useState(false);

  const pick = async (file: File | null) => {
    if (!file) return;
    setReading(true);
    try {
      const checked = await checkImageFile(file, { mimes, maxBytes, typeError, sizeError });
      setLocalError(checked.error ?? null);
      if (checked.dataUrl) onChange(checked.dataUrl);
    } catch {
      setLocalError('validation.fileInvalid');
    } finally {
      setReading(false);
    }
  };

  const shown = localError ? t(localError) : error;
  return (
    <Input.Wrapper
      label={label}
      description={description ?? t('accounts.image.hint')}
      error={shown}
      id={id}
      labelElement="div"
      labelProps={{ id: `${id}-label` }}
      errorProps={{ id: `${id}-error`, role: 'alert' }}
    >
      <Group gap="md" mt={6} wrap="nowrap" role="group" aria-labelledby={`${id}-label`}>
        <Avatar
          src={value}
          alt={value ? t('accounts.image.preview') : ''}
          size={72}
          radius={shape === 'circle' ? 'xl' : 'md'}
          color="rumo"
        >
          {placeholder ?? <IconPhoto size={28} aria-hidden="true" />}
        </Avatar>
        <Stack gap={6} align="flex-start">
          <FileButton
            onChange={(file) => void pick(file)}
            accept={mimes.join(',')}
            disabled={disabled}
            inputProps={{ 'aria-describedby': shown ? `${id}-error` : undefined }}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="xs"
                loading={reading}
                leftSection={<IconUpload size={14} aria-hidden="true" />}
                aria-describedby={shown ? `${id}-error` : undefined}
              >
                {value ? t('accounts.image.change') : t('accounts.image.choose')}
              </Button>
            )}
          </FileButton>
          {value ? (
            <Button
              variant="subtle"
              color="red"
              c="red.9"
              size="xs"
              disabled={disabled}
              leftSection={<IconTrash size={14} aria-hidden="true" />}
              onClick={() => {
                setLocalError(null);
                onChange(null);
              }}
            >
              {t('accounts.image.remove')}
            </Button>
          ) : null}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
