import { useRef, useState, type DragEvent } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';

export interface DropAreaProps {
  title: string;
  hint: string;
  button: string;
  /** The input's accept attribute (".png,.pdf,image/png"). */
  accept: string;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  labelledBy?: string;
}

/**
 * A drop target with a real "choose files" button (keyboard and screen readers use the button;
 * the area only takes drops). Every file goes to onFiles, which does the checking.
 */
export function DropArea({ title, hint, button, accept, disabled, onFiles, labelledBy }: DropAreaProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: over ? 'var(--mantine-color-rumo-6)' : undefined,
        background: over ? 'var(--mantine-color-rumo-0)' : 'var(--mantine-color-gray-0)',
      }}
    >
      <Group justify="center" gap="md" wrap="nowrap">
        <IconUpload size={32} aria-hidden="true" color={over ? 'var(--mantine-color-rumo-6)' : 'var(--mantine-color-gray-6)'} style={{ flex: 'none' }} />
        <div>
          <Text fw={600} size="sm">
            {title}
          </Text>
          <Text size="xs" c="dimmed" mt={4} id={labelledBy ? `${labelledBy}-hint` : undefined}>
            {hint}
          </Text>
          <Button mt="xs" size="xs" variant="light" disabled={disabled} onClick={() => input.current?.click()} aria-describedby={labelledBy ? `${labelledBy}-hint` : undefined}>
            {button}
          </Button>
        </div>
      </Group>
      <input
        ref={input}
        type="file"
        multiple
        accept={accept}
        hidden
        aria-labelledby={labelledBy}
        onChange={(event) => {
          onFiles([...(event.currentTarget.files ?? [])]);
          event.currentTarget.value = '';
        }}
      />
    </Paper>
  );
}
