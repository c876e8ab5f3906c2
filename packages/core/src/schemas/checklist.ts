import { z } from 'zod';
import { parseFlexibleDate } from '../dates.ts';
import { choiceOf, emailSchema, idSchema, listQueryWith, keyError, paged, queryOptional, requiredText, scheduledToSchema, idQuerySchema } from './common.ts';

/** The responsible agent: missing says 'Selecione um agente responsável.' */
const agentIdSchema = z
  .number({ error: (issue) => (issue.input == null ? 'validation.agentRequired' : undefined) })
  .int()
  .positive();

/**
 * POST /travels/check-list. scheduled_to is "dd/mm/yyyy HH:MM:SS" in the trip zone and decodes
 * to a Date. A task without travel_id is a general to-do of the agent.
 */
export const checklistTaskCreateSchema = z.object({
  name: requiredText(200),
  user_id: agentIdSchema,
  travel_id: idSchema.nullish(),
  scheduled_to: scheduledToSchema,
});
export type ChecklistTaskCreate = z.infer<typeof checklistTaskCreateSchema>;
export type ChecklistTaskCreateInput = z.input<typeof checklistTaskCreateSchema>;

/** PUT /travels/check-list: id plus the fields to change (the toggle sends {id, checked}). */
export const checklistTaskUpdateSchema = z.object({
  id: idSchema,
  checked: z.boolean().optional(),
  name: requiredText(200).optional(),
  user_id: agentIdSchema.optional(),
  travel_id: idSchema.nullish(),
  scheduled_to: scheduledToSchema.optional(),
});
export type ChecklistTaskUpdate = z.infer<typeof checklistTaskUpdateSchema>;
export type ChecklistTaskUpdateInput = z.input<typeof checklistTaskUpdateSchema>;

/** One task; GET /travels/check-list/all/{travel id} answers a list, /travels/check-list-all a page. */
export const checklistTaskSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  user_id: z.number().int(),
  travel_id: z.number().int().nullable(),
  scheduled_to: scheduledToSchema,
  checked: z.boolean(),
  travel: z.object({ id: z.number().int(), name: z.string(), customer_id: z.number().int() }).nullable(),
  /** The responsible agent; name is "first last". */
  user: z.object({ id: z.number().int(), name: z.string() }),
});
export type ChecklistTask = z.infer<typeof checklistTaskSchema>;
export const checklistTaskListResponseSchema = z.array(checklistTaskSchema);

export const CHECKLIST_SORT_COLUMNS = ['scheduled_to', 'name', 'checked', 'created_at'] as const;
/**
 * Task list filter: open = not checked yet (overdue ones included), done = checked,
 * overdue = not checked and scheduled_to already passed.
 */
export const CHECKLIST_STATUSES = ['open', 'done', 'overdue'] as const;
export type ChecklistStatus = (typeof CHECKLIST_STATUSES)[number];
/** GET /travels/check-list-all: the agency's tasks (the task list modal). */
export const checklistListQuerySchema = listQueryWith(CHECKLIST_SORT_COLUMNS).extend({
  /** true: only the tasks of the signed-in person. */
  mine: queryOptional(z.stringbool()),
  status: queryOptional(choiceOf(CHECKLIST_STATUSES)),
  checked: queryOptional(z.stringbool()),
  user_id: queryOptional(idQuerySchema),
  travel_id: queryOptional(idQuerySchema),
});
export type ChecklistListQuery = z.infer<typeof checklistListQuerySchema>;
export const checklistPagedResponseSchema = paged(checklistTaskSchema);

/** POST /travels/checklist/send-email: missing address says 'Email do destinatário não fornecido.' */
export const checklistSendEmailSchema = z.object({
  recipient_email: z
    .string({ error: (issue) => (issue.input == null ? 'validation.recipientEmailMissing' : undefined) })
    .trim()
    .min(1, { error: 'validation.recipientEmailMissing', abort: true })
    .pipe(emailSchema),
  travel_id: idSchema.nullish(),
});
export type ChecklistSendEmail = z.infer<typeof checklistSendEmailSchema>;

/** Final date of the standard checklist: dd/mm/yyyy or yyyy-mm-dd, decoded to "yyyy-mm-dd". */
const finalDateSchema = z
  .string({ error: (issue) => (issue.input == null ? 'validation.finalDateRequired' : undefined) })
  .trim()
  .min(1, { error: 'validation.finalDateRequired', abort: true })
  .refine((value) => parseFlexibleDate(value) !== null, keyError('validation.dateInvalid'))
  .transform((value) => parseFlexibleDate(value)!);

/**
 * The standard-checklist modal's form step (spec section 5): responsible agent and final date.
 * The tasks are then scheduled at 23:59:00 on that date (see checklistDeadline in dates.ts).
 */
export const standardChecklistFormSchema = z.object({
  user_id: agentIdSchema,
  final_date: finalDateSchema,
});
export type StandardChecklistForm = z.infer<typeof standardChecklistFormSchema>;
export type StandardChecklistFormInput = z.input<typeof standardChecklistFormSchema>;

/** The same, for a server call that creates the five standard tasks of a trip at once. */
export const standardChecklistCreateSchema = standardChecklistFormSchema.extend({ travel_id: idSchema });
export type StandardChecklistCreate = z.infer<typeof standardChecklistCreateSchema>;
export const standardChecklistResponseSchema = z.object({
  created: z.number().int().min(0),
  notified: z.boolean(),
  detail: z.string(),
  tasks: z.array(checklistTaskSchema),
});
export type StandardChecklistResponse = z.infer<typeof standardChecklistResponseSchema>;
