import { ActionIcon, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconClipboardList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TaskModal } from '../../features/checklist/TaskModal.tsx';

/** The clipboard icon of the header: opens the task list modal (spec 2). */
export function TasksButton() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Tooltip label={t('nav.tasks')}>
        <ActionIcon variant="subtle" color="gray.8" size="lg" onClick={open} aria-label={t('nav.tasks')}>
          <IconClipboardList size={22} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      <TaskModal opened={opened} onClose={close} />
    </>
  );
}
