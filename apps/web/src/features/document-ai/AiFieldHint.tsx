import { Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LOW_CONFIDENCE, LOW_CONFIDENCE_COLOR, type DocumentAi, type FilledField } from './useDocumentAi.ts';

/**
 * The mark under a field's label while it holds what the AI read: 'lido pela IA · 92%', orange
 * with a warning icon under 80%. Gone as soon as the agent changes the value.
 */
export function AiFieldHint({
  ai,
  field,
  value,
}: {
  ai: DocumentAi;
  field: FilledField;
  value: string | null | undefined;
}) {
  const { t } = useTranslation();
  const read = ai.readOf(field, value);
  if (!read) return null;
  const percent = Math.round(read.confidence * 100);
  const low = read.confidence < LOW_CONFIDENCE;
  const Icon = low ? IconAlertTriangle : IconSparkles;
  return (
    <Group component="span" gap={4} wrap="nowrap" c={low ? LOW_CONFIDENCE_COLOR : 'violet.8'} data-ai-hint={field}>
      <Icon size={12} aria-hidden="true" />
      <Text component="span" size="xs" fw={600} inherit>
        {low ? t('docAi.hintLow', { percent }) : t('docAi.hint', { percent })}
      </Text>
    </Group>
  );
}

/** For the inputs' description prop: undefined when the field holds no read value. */
export function aiHint(ai: DocumentAi, field: FilledField, value: string | null | undefined) {
  return ai.readOf(field, value) ? <AiFieldHint ai={ai} field={field} value={value} /> : undefined;
}
