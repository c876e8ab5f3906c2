import { useId, useState } from 'react';
import { Badge, Box, Button, Code, Collapse, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { unreadReason } from './format.ts';
import type { OtherSegment, UnreadLine } from './types.ts';
import classes from './pnr.module.css';

/** ARNK, hotel, car and other non-air lines of the booking, as written. */
export function OtherSegments({ items, headingOrder = 2 }: { items: OtherSegment[]; headingOrder?: 2 | 3 }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <Box component="section">
      <Title order={headingOrder} fz="lg" mb="sm">
        {t('pnr.other.heading')}
      </Title>
      <Stack component="ul" gap="xs" className={classes.list}>
        {items.map((item) => (
          <Paper component="li" key={item.line} withBorder radius="md" px="md" py="xs" bg="white">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <Badge variant="light" color="gray" radius="sm" style={{ flexShrink: 0 }}>
                {t(`pnr.other.kinds.${item.kind}`)}
              </Badge>
              <Text size="sm" className={`${classes.mono} ${classes.wrap}`}>
                {item.text}
              </Text>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}

/** Lines that look like segments but could not be read, with the reason; collapsed until asked for. */
export function UnreadLines({ lines }: { lines: UnreadLine[] }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  if (lines.length === 0) return null;
  return (
    <Box>
      <Button
        variant="subtle"
        px="xs"
        onClick={() => setOpened((value) => !value)}
        aria-expanded={opened}
        aria-controls={panelId}
        leftSection={
          opened ? <IconChevronDown size={16} aria-hidden="true" /> : <IconChevronRight size={16} aria-hidden="true" />
        }
      >
        {t('pnr.unread.toggle', { count: lines.length })}
      </Button>
      <Collapse expanded={opened} id={panelId}>
        <Paper withBorder radius="md" p="md" mt="xs" bg="white">
          <Text size="sm" mb="sm">
            {t('pnr.unread.intro')}
          </Text>
          <Stack component="ul" gap="sm" className={classes.list}>
            {lines.map((line) => (
              <Box component="li" key={line.line}>
                <Text size="sm" fw={600}>
                  {t('pnr.unread.line', { line: line.line })}
                  <Text span inherit fw={400}>
                    {' · '}
                    {unreadReason(line, t)}
                  </Text>
                </Text>
                <Code block mt={4} className={classes.wrap}>
                  {line.text}
                </Code>
              </Box>
            ))}
          </Stack>
        </Paper>
      </Collapse>
    </Box>
  );
}
