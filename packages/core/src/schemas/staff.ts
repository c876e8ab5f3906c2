import { z } from 'zod';
import { USER_ROLES } from '../enums.ts';
import { newPasswordSchema } from './auth.ts';
import { emailSchema, idSchema, listQueryWith, paged, requiredText } from './common.ts';
import { imageUploadSchema, pictureField } from './files.ts';

/**
 * POST /agencies/staff. Without a password the server e-mails the new member a link to set one
 * (the same flow as password recovery).
 */
export const staffCreateSchema = z.object({
  first_name: requiredText(100),
  last_name: requiredText(100),
  email: emailSchema,
  password: newPasswordSchema.optional(),
  picture: pictureField(imageUploadSchema),
});
export type StaffCreate = z.infer<typeof staffCreateSchema>;
export type StaffCreateInput = z.input<typeof staffCreateSchema>;

/** PUT /agencies/staff: id plus the fields to change. */
export const staffUpdateSchema = staffCreateSchema.partial().extend({
  id: idSchema,
  is_active: z.boolean().optional(),
});
export type StaffUpdate = z.infer<typeof staffUpdateSchema>;
export type StaffUpdateInput = z.input<typeof staffUpdateSchema>;

export const STAFF_SORT_COLUMNS = ['first_name', 'last_name', 'email', 'created_at'] as const;
/** GET /agencies/staff/all */
export const staffListQuerySchema = listQueryWith(STAFF_SORT_COLUMNS);
export type StaffListQuery = z.infer<typeof staffListQuerySchema>;

export const staffMemberSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  picture: z.string().nullable(),
  role: z.enum(USER_ROLES),
  is_active: z.boolean(),
  /** The agency id. */
  agency: z.number().int(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListResponseSchema = paged(staffMemberSchema);
