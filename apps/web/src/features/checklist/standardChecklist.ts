import { STANDARD_CHECKLIST_TASKS, checklistDeadline, emailSchema } from '@rumo/core';
import { api, isApiError } from '../../api/client.ts';
import type { Agent } from './useAgents.ts';
import type { Task } from './useChecklist.ts';

/** What the standard checklist's submission ended with; the modal turns it into a message. */
export type StandardOutcome =
  | { kind: 'agentNotFound' }
  | { kind: 'agentEmailMissing' }
  | { kind: 'dateInvalid' }
  | { kind: 'tasksFailed'; failed: number; firstError: unknown }
  | { kind: 'notified'; detail: string }
  | { kind: 'notifyFailed'; error: unknown }
  | { kind: 'noValidEmail'; created: number };

/** The first error's text (spec 8): the response detail, then the message, else null (generic). */
export function errorText(error: unknown): string | null {
  if (isApiError(error)) return error.detail ?? (error.message || null);
  if (error instanceof Error && error.message) return error.message;
  return null;
}

/**
 * Spec 7: the five standard tasks posted one by one at 23:59:00 on the final date, then a
 * notification e-mail to the agent when the address is valid.
 */
export async function createStandardChecklist(input: {
  travelId: number;
  agentId: number;
  finalDate: string;
  agents: Agent[];
  taskName: (key: (typeof STANDARD_CHECKLIST_TASKS)[number]) => string;
}): Promise<StandardOutcome> {
  const agent = input.agents.find((candidate) => candidate.id === input.agentId);
  if (!agent) return { kind: 'agentNotFound' };
  const email = agent.email?.trim();
  if (!email) return { kind: 'agentEmailMissing' };
  const deadline = checklistDeadline(input.finalDate);
  if (!deadline) return { kind: 'dateInvalid' };

  const errors: unknown[] = [];
  for (const key of STANDARD_CHECKLIST_TASKS) {
    try {
      await api.post<Task>('/travels/check-list', {
        name: input.taskName(key),
        user_id: agent.id,
        travel_id: input.travelId,
        scheduled_to: deadline,
      });
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length > 0) return { kind: 'tasksFailed', failed: errors.length, firstError: errors[0] };

  if (!emailSchema.safeParse(email).success) return { kind: 'noValidEmail', created: STANDARD_CHECKLIST_TASKS.length };
  try {
    const answer = await api.post<{ detail: string }>('/travels/checklist/send-email', { recipient_email: email, travel_id: input.travelId });
    return { kind: 'notified', detail: answer.detail };
  } catch (error) {
    return { kind: 'notifyFailed', error };
  }
}
