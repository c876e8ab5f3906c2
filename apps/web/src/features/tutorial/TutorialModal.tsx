import { useEffect, useState } from 'react';
import { ActionIcon, Box, Button, Group, Modal, Progress, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TUTORIAL_STEPS } from '@rumo/core';
import { useLocale } from '../travels/useLocale.ts';
import classes from './tutorial.module.css';

/** Seconds a step stays on screen while the walkthrough plays. */
const STEP_SECONDS = 8;

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * The tutorial: a short walkthrough of the real screens (pictures made by `npm run tutorial:screens`)
 * that plays by itself, step by step, with a caption in the reader's language. Opened over the home
 * screen by the route parameter `?tutorial` (spec 2).
 */
export function TutorialModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !reducedMotion());
  const step = TUTORIAL_STEPS[index]!;
  const last = index === TUTORIAL_STEPS.length - 1;
  const picture = (name: string) => `/tutorial/${locale}/${name}.jpg`;

  useEffect(() => {
    if (!playing || last) return;
    const timer = window.setTimeout(() => setIndex((current) => Math.min(current + 1, TUTORIAL_STEPS.length - 1)), STEP_SECONDS * 1000);
    return () => window.clearTimeout(timer);
  }, [playing, last, index]);

  // the next picture is fetched while this one is read
  useEffect(() => {
    const next = TUTORIAL_STEPS[index + 1];
    if (next) new Image().src = picture(next);
  });

  const go = (to: number) => {
    setIndex(Math.max(0, Math.min(TUTORIAL_STEPS.length - 1, to)));
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={<Title order={2} fz="inherit" fw="inherit" lh="inherit">{t('tutorial.title')}</Title>}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') go(index + 1);
        if (event.key === 'ArrowLeft') go(index - 1);
      }}
    >
      <Stack gap="sm">
        <Box className={classes.frame} aria-live="polite">
          <img
            key={step}
            className={classes.picture}
            src={picture(step)}
            alt={t(`tutorial.steps.${step}.title`)}
            width={1200}
            height={750}
          />
        </Box>
        <Progress
          value={((index + 1) / TUTORIAL_STEPS.length) * 100}
          size="xs"
          aria-label={t('tutorial.progress', { current: index + 1, total: TUTORIAL_STEPS.length })}
        />
        <div>
          <Text size="sm" c="dimmed">
            {t('tutorial.progress', { current: index + 1, total: TUTORIAL_STEPS.length })}
          </Text>
          <Title order={3} size="h5" mt={2}>
            {t(`tutorial.steps.${step}.title`)}
          </Title>
          <Text mt={4}>{t(`tutorial.steps.${step}.text`)}</Text>
        </div>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap={6} role="group" aria-label={t('tutorial.title')}>
            {TUTORIAL_STEPS.map((name, i) => (
              <UnstyledButton
                key={name}
                className={classes.dot}
                data-active={i === index || undefined}
                aria-current={i === index ? 'step' : undefined}
                aria-label={t('tutorial.goTo', { step: i + 1 })}
                onClick={() => go(i)}
              />
            ))}
          </Group>
          <Group gap="xs">
            <ActionIcon
              variant="default"
              size="lg"
              onClick={() => setPlaying((value) => !value)}
              aria-label={playing && !last ? t('tutorial.pause') : t('tutorial.play')}
              disabled={last}
            >
              {playing && !last ? <IconPlayerPause size={18} aria-hidden="true" /> : <IconPlayerPlay size={18} aria-hidden="true" />}
            </ActionIcon>
            <Button variant="default" leftSection={<IconChevronLeft size={16} aria-hidden="true" />} onClick={() => go(index - 1)} disabled={index === 0}>
              {t('tutorial.previous')}
            </Button>
            {last ? (
              <Button onClick={onClose}>{t('tutorial.finish')}</Button>
            ) : (
              <Button rightSection={<IconChevronRight size={16} aria-hidden="true" />} onClick={() => go(index + 1)}>
                {t('tutorial.next')}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
