import { useRef, useState } from 'react';
import { Box, Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconTicket, IconWand } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { DecodeResultView } from './DecodeResultView.tsx';
import { showDecodeError } from './decodeError.ts';
import { PNR_EXAMPLES, type PnrExampleKey } from './examples.ts';
import { PnrFileDrop } from './PnrFileDrop.tsx';
import { PnrTextarea } from './PnrTextarea.tsx';
import { usePublicPnrDecode } from './usePnr.ts';

const EXAMPLE_KEYS = Object.keys(PNR_EXAMPLES) as PnrExampleKey[];

/** /decodificador-pnr: public, no login. Paste a GDS display or an airline e-mail, read the itinerary. */
export function PnrDecoderPage() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string | null>(null);
  const decode = usePublicPnrDecode();
  const resultsRef = useRef<HTMLDivElement>(null);
  const result = decode.data;

  const run = (value: string) => {
    if (!value.trim()) {
      setTextError(t('validation.required'));
      return;
    }
    setTextError(null);
    decode.mutate(value, {
      onSuccess: () => {
        // On a phone the results start below the fold: bring them up.
        const top = resultsRef.current?.getBoundingClientRect().top;
        if (top !== undefined && top > window.innerHeight * 0.7) {
          resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
        }
      },
      onError: (error) => showDecodeError(error, setTextError),
    });
  };

  const tryExample = (key: PnrExampleKey) => {
    setText(PNR_EXAMPLES[key]);
    run(PNR_EXAMPLES[key]);
  };

  return (
    <>
      <PageHeader title={t('pnr.title')} subtitle={t('pnr.subtitle')} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="white">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            run(text);
          }}
        >
          <Stack gap="md">
            <PnrTextarea
              value={text}
              onChange={(value) => {
                setText(value);
                if (textError) setTextError(null);
              }}
              onSubmit={() => run(text)}
              error={textError}
            />
            <PnrFileDrop
              disabled={decode.isPending}
              onText={(value) => {
                setText(value);
                run(value);
              }}
            />
            <Group justify="space-between" gap="sm">
              <Group gap="xs" role="group" aria-labelledby="pnr-examples-label">
                <Text size="sm" c="dimmed" id="pnr-examples-label">
                  {t('pnr.examples.label')}
                </Text>
                {EXAMPLE_KEYS.map((key) => (
                  <Button
                    key={key}
                    variant="default"
                    size="compact-sm"
                    onClick={() => tryExample(key)}
                    disabled={decode.isPending}
                  >
                    {t(`pnr.examples.${key}`)}
                  </Button>
                ))}
              </Group>
              <Group gap="sm" w={{ base: '100%', sm: 'auto' }} justify="flex-end">
                <Text size="xs" c="dimmed" visibleFrom="sm">
                  {t('pnr.input.shortcut')}
                </Text>
                <Button
                  type="submit"
                  loading={decode.isPending}
                  leftSection={<IconWand size={18} aria-hidden="true" />}
                  w={{ base: '100%', sm: 'auto' }}
                >
                  {t('pnr.decode')}
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      </Paper>

      <Box ref={resultsRef} mt="xl" style={{ scrollMarginTop: 16 }}>
        {result ? (
          <DecodeResultView result={result} />
        ) : (
          <Paper withBorder radius="lg" bg="white">
            <EmptyState
              title={t('pnr.empty.title')}
              description={t('pnr.empty.text')}
              icon={<IconTicket aria-hidden="true" />}
            />
          </Paper>
        )}
      </Box>
      <VisuallyHidden role="status">{result ? t('pnr.decoded', { count: result.segments.length }) : ''}</VisuallyHidden>
    </>
  );
}
