import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ChecklistStatus, ChecklistTask, Paged } from '@rumo/core';
import { parseScheduledTo } from '@rumo/core';
import { api } from '../../api/client.ts';
import { travelsKey } from '../travels/useTravels.ts';
import { agencyZone } from '../../app/agencyZone.ts';

/** A task as the API sends it: scheduled_to is "dd/mm/yyyy HH:MM:SS" in the trip zone. */
export type Task = Omit<ChecklistTask, 'scheduled_to'> & { scheduled_to: string };

/** The body of POST and PUT /travels/check-list. */
export interface TaskPayload {
  name: string;
  user_id: number;
  travel_id: number | null;
  scheduled_to: string;
}

export const checklistKey = ['checklist'] as const;
const tripKey = (travelId: number, deleted: boolean) => [...checklistKey, 'trip', travelId, deleted ? 'deleted' : 'live'] as const;

export type TaskScope = 'mine' | 'all';

export interface TaskListParams {
  scope: TaskScope;
  status: ChecklistStatus;
  limit: number;
  offset: number;
}

/** Not checked and its time already passed. */
export function isOverdue(task: Task, now = Date.now()): boolean {
  if (task.checked) return false;
  const at = parseScheduledTo(task.scheduled_to, agencyZone());
  return at !== null && Date.parse(at) < now;
}

/** GET /travels/check-list-all: the agency's tasks, page by page (the task modal). */
export function useTaskPage(params: TaskListParams, enabled = true) {
  return useQuery({
    queryKey: [...checklistKey, 'page', params],
    queryFn: ({ signal }) =>
      api.get<Paged<Task>>('/travels/check-list-all', {
        signal,
        query: { mine: params.scope === 'mine', status: params.status, limit: params.limit, offset: params.offset },
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /travels/check-list/all/{travel} or, for the trash, /travels/check-list/{travel}/del. */
export function useTripTasks(travelId: number, deleted: boolean) {
  return useQuery({
    queryKey: tripKey(travelId, deleted),
    queryFn: ({ signal }) =>
      api.get<Task[]>(deleted ? `/travels/check-list/${travelId}/del` : `/travels/check-list/all/${travelId}`, { signal }),
  });
}

/** After any change: every task list, and the trips (an open task highlights a card). */
function useInvalidateTasks() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: checklistKey }),
      queryClient.invalidateQueries({ queryKey: travelsKey }),
    ]);
}

type TaskLists = Task[] | Paged<Task> | undefined;

function patchLists(data: TaskLists, id: number, checked: boolean): TaskLists {
  const patch = (task: Task) => (task.id === id ? { ...task, checked } : task);
  if (!data) return data;
  if (Array.isArray(data)) return data.map(patch);
  return { ...data, results: data.results.map(patch) };
}

/**
 * PUT /travels/check-list {id, checked}: the box changes at once in every list that shows the
 * task; a failed call puts the lists back (the caller shows the snackbar).
 */
export function useToggleTask() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: ({ id, checked }: { id: number; checked: boolean }) => api.put<Task>('/travels/check-list', { id, checked }),
    onMutate: async ({ id, checked }) => {
      await queryClient.cancelQueries({ queryKey: checklistKey });
      const before = queryClient.getQueriesData<TaskLists>({ queryKey: checklistKey });
      queryClient.setQueriesData<TaskLists>({ queryKey: checklistKey }, (data) => patchLists(data, id, checked));
      return { before };
    },
    onError: (_error, _vars, context?: { before: [QueryKey, TaskLists][] }) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: invalidate,
  });
}

/** POST /travels/check-list, or PUT with the id when editing. */
export function useSaveTask() {
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: ({ id, ...payload }: TaskPayload & { id?: number }) =>
      id ? api.put<Task>('/travels/check-list', { id, ...payload }) : api.post<Task>('/travels/check-list', payload),
    onSuccess: invalidate,
  });
}

/** DELETE /travels/check-list/{id}: the task goes to the trip's trash. */
export function useDeleteTask() {
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/travels/check-list/${id}`),
    onSuccess: invalidate,
  });
}

/** POST /travels/check-list/{id}/restore. */
export function useRestoreTask() {
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: (id: number) => api.post<Task>(`/travels/check-list/${id}/restore`),
    onSuccess: invalidate,
  });
}
