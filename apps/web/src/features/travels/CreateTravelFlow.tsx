import { useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TravelCreateResponse } from '@rumo/core';
import { TravelFormModal } from './TravelFormModal.tsx';

export interface CreateTravelFlowProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * "Adicionar viagem": the trip form, then 'Criar Checklist Padrão?' (Sim / Não), then the trip.
 *
 * The standard checklist's own form step (responsible agent and final date, spec 2 and 5) belongs
 * to the checklist issue. Until it lands, both answers open the trip: `answerChecklist` is the one
 * place where the Sim branch will open that step instead.
 */
export function CreateTravelFlow({ opened, onClose }: CreateTravelFlowProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [created, setCreated] = useState<TravelCreateResponse | null>(null);

  const goToTrip = (travel: TravelCreateResponse) => {
    setCreated(null);
    onClose();
    void navigate(`/viagem/${travel.customer_id}/${travel.id}`);
  };

  const answerChecklist = (travel: TravelCreateResponse, _createStandard: boolean) => goToTrip(travel);

  return (
    <>
      <TravelFormModal opened={opened && !created} onClose={onClose} onCreated={setCreated} />
      <Modal
        opened={Boolean(created)}
        onClose={() => created && answerChecklist(created, false)}
        title={t('travels.checklistQuestion.title')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Group wrap="nowrap" align="flex-start" gap="md">
          <IconChecklist size={32} color="var(--mantine-color-rumo-7)" aria-hidden="true" style={{ flex: 'none' }} />
          <Text size="sm">{t('travels.checklistQuestion.text')}</Text>
        </Group>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => created && answerChecklist(created, false)}>
            {t('travels.checklistQuestion.no')}
          </Button>
          <Button onClick={() => created && answerChecklist(created, true)} data-autofocus>
            {t('travels.checklistQuestion.yes')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
