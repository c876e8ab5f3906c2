import '@mantine/dropzone/styles.css';
import { useRef, useState } from 'react';
import { Button, Group, Input, Loader, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useId } from '@mantine/hooks';
import { IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PNR_FILE_ACCEPT, PnrFileError, readFileText } from './files/readFileText.ts';

export interface PnrFileDropProps {
  /** Called with the file's text, ready for the paste box and the decoder. */
  onText: (text: string, fileName: string) => void;
  disabled?: boolean;
}

/**
 * A dropped or chosen .eml, PDF e-ticket or .txt turned into text in the browser, so the public
 * page works without sign-in and the file itself never leaves the machine.
 */
export function PnrFileDrop({ onText, disabled }: PnrFileDropProps) {
  const { t } = useTranslation();
  const id = useId();
  const [reading, setReading] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const openRef = useRef<() => void>(null);

  const take = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setError(null);
    setDone(null);
    setReading(file.name);
    try {
      const text = await readFileText(file);
      setDone(t('pnr.file.read', { name: file.name }));
      onText(text, file.name);
    } catch (problem) {
      setError(t(`pnr.file.${problem instanceof PnrFileError ? problem.problem : 'unreadable'}`));
    } finally {
      setReading(null);
    }
  };

  return (
    <Input.Wrapper
      label={t('pnr.file.label')}
      error={error}
      labelElement="div"
      labelProps={{ id: `${id}-label` }}
      errorProps={{ id: `${id}-error`, role: 'alert' }}
    >
      <Dropzone
        mt={6}
        onDrop={(files) => void take(files)}
        onReject={(rejections) => void take(rejections.map((r) => r.file))}
        // Types are checked after reading (by content too), so every file reaches the check.
        accept={undefined}
        multiple={false}
        disabled={disabled || reading !== null}
        // A drop target plus a real button to choose: no control nested in another.
        openRef={openRef}
        activateOnClick={false}
        activateOnKeyboard={false}
        enablePointerEvents
        role="group"
        aria-labelledby={`${id}-label ${id}-title`}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        inputProps={{
          'aria-labelledby': `${id}-label`,
          accept: Object.entries(PNR_FILE_ACCEPT)
            .flatMap(([mime, extensions]) => [mime, ...extensions])
            .join(','),
        }}
        radius="md"
        p="sm"
        styles={{ root: { borderColor: error ? 'var(--mantine-color-error)' : undefined } }}
      >
        <Group gap="sm" wrap="nowrap" mih={40}>
          {reading ? <Loader size="sm" /> : <IconFileText size={28} aria-hidden="true" color="var(--mantine-color-dimmed)" />}
          <div>
            <Text id={`${id}-title`} size="sm" fw={500}>
              {reading ? t('pnr.file.reading', { name: reading }) : t('pnr.file.title')}
            </Text>
            <Text id={`${id}-hint`} size="xs" c="dimmed">
              {t('pnr.file.hint')}
            </Text>
          </div>
          <Button
            variant="default"
            size="compact-sm"
            ml="auto"
            onClick={() => openRef.current?.()}
            disabled={disabled || reading !== null}
          >
            {t('pnr.file.choose')}
          </Button>
        </Group>
      </Dropzone>
      {done ? (
        <Text size="xs" c="dimmed" mt={4} role="status">
          {done}
        </Text>
      ) : null}
    </Input.Wrapper>
  );
}
