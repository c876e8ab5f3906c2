import { z } from 'zod';
import { emailSchema, keyError, requiredText } from './common.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** A new password; 'validation.passwordTooShort' carries {{min}} from the minimum. */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, keyError('validation.passwordTooShort'))
  .max(PASSWORD_MAX_LENGTH);

/** An existing password is only checked for presence: old rules must not lock anyone out. */
const currentPasswordSchema = z.string().min(1, keyError('validation.required')).max(1024);

/** POST /auth/signin */
export const signinRequestSchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema,
});
export type SigninRequest = z.infer<typeof signinRequestSchema>;

export const signinResponseSchema = z.object({ token: z.string() });
export type SigninResponse = z.infer<typeof signinResponseSchema>;

/** POST /agencies/accounts/signup (step 1: the owner's user; the agency comes in step 2). */
export const signupSchema = z.object({
  first_name: requiredText(100),
  last_name: requiredText(100),
  email: emailSchema,
  password: newPasswordSchema,
});
export type Signup = z.infer<typeof signupSchema>;
export type SignupInput = z.input<typeof signupSchema>;

export const signupResponseSchema = z.object({
  token: z.string(),
  stripe_customer_id: z.string().nullable(),
});
export type SignupResponse = z.infer<typeof signupResponseSchema>;

/** POST /agencies/accounts/create-customer-stripe */
export const stripeCustomerResponseSchema = z.object({ stripe_customer_id: z.string() });
export type StripeCustomerResponse = z.infer<typeof stripeCustomerResponseSchema>;

/** POST /auth/recovery-password; answers the same detail whether or not the e-mail exists. */
export const passwordRecoverySchema = z.object({ email: emailSchema });
export type PasswordRecovery = z.infer<typeof passwordRecoverySchema>;

/** POST /auth/reset-password */
export const passwordResetSchema = z.object({
  password: newPasswordSchema,
  token: requiredText(2048),
});
export type PasswordReset = z.infer<typeof passwordResetSchema>;

/** PUT /auth/change-password */
export const changePasswordSchema = z.object({
  old_password: currentPasswordSchema,
  new_password: newPasswordSchema,
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;
