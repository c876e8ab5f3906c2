import { Stepper, useMatches } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STEPS = ['user', 'agency', 'plan'] as const;

/** The three signup steps (your data, your agency, plan); `active` is 0-based. */
export function SignupSteps({ active }: { active: 0 | 1 | 2 }) {
  const { t } = useTranslation();
  // On a phone the three steps fit one row only without the "Etapa n de 3" line.
  const compact = useMatches({ base: true, sm: false });
  return (
    <nav aria-label={t('accounts.steps.label')}>
      <Stepper
        active={active}
        size={compact ? 'xs' : 'sm'}
        iconSize={compact ? 24 : 32}
        allowNextStepsSelect={false}
        wrap={!compact}
        mb={compact ? 'lg' : 'xl'}
        styles={compact ? { separator: { marginInline: 6, minWidth: 8 }, stepBody: { marginInlineStart: 6 } } : undefined}
      >
        {STEPS.map((step, index) => (
          <Stepper.Step
            key={step}
            label={t(`accounts.steps.${step}`)}
            description={compact ? undefined : t('accounts.steps.stepOf', { current: index + 1, total: STEPS.length })}
            aria-current={index === active ? 'step' : undefined}
          />
        ))}
      </Stepper>
    </nav>
  );
}
