import { useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TravelCreateResponse } from '@rumo/core';
import { StandardChecklistModal } from '../../checklist/StandardChecklistModal.tsx';
import { TravelFormModal } from './TravelFormModal.tsx';

export interface CreateTravelFlowProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * "Adicionar viagem": the trip form, then 'Criar Checklist Padrão?' (Sim / Não), then the trip.
 * Sim first asks for the responsible agent and the final date (StandardChecklistModal, spec 2 and 5).
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

  const [standardFor, setStandardFor] = useState<TravelCreateResponse | null>(null);

  const answerChecklist = (travel: TravelCreateResponse, createStandard: boolean) => {
    if (!createStandard) return goToTrip(travel);
    setCreated(null);
    setStandardFor(travel);
  };

  const finishStandard = () => {
    if (!standardFor) return;
    setStandardFor(null);
    goToTrip(standardFor);
  };

  return (
    <>
      <TravelFormModal opened={opened && !created && !standardFor} onClose={onClose} onCreated={setCreated} />
      <StandardChecklistModal travel={standardFor} onDone={finishStandard} />
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
