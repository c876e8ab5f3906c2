import { AppError } from '../../http/errors.ts';
import type { BaseContext } from '../../platform/context/context.ts';
import {
  agencyDetail,
  blockAgency,
  extendTrial,
  unblockAgency,
  unscopedAgencyIdByEmail,
  unscopedGrantOperator,
  unscopedListAgencies,
  type OperatorActor,
} from './service.ts';
import type { OperatorAgency, OperatorAgencyDetail } from '@rumo/core';

export const OPERATOR_USAGE = [
  'Usage: npm run operator -- <command>',
  '  list [SEARCH]             agencies with status, trial end, plan, users, trips, last activity, revenue',
  '  show EMAIL                one agency (by the e-mail of any of its users or its own)',
  '  block EMAIL               the agency keeps only sign-in and account info',
  '  unblock EMAIL             back to the status it had before the block',
  '  extend-trial EMAIL DAYS   more trial days (from today when the trial already ended)',
  '  grant EMAIL               makes that user an operator (the /operador area)',
].join('\n');

export interface CommandResult {
  exitCode: number;
  output: string;
}

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : '-');

function table(rows: OperatorAgency[]): string {
  const head = ['id', 'agency', 'status', 'trial end', 'plan', 'users', 'trips', 'last activity', 'R$/month', 'owner'];
  const body = rows.map((a) => [
    String(a.id),
    a.name,
    a.status,
    day(a.trial_ends_at),
    a.plan ? `${a.plan}${a.interval ? `/${a.interval}` : ''}` : '-',
    String(a.users),
    String(a.trips),
    day(a.last_activity_at),
    a.monthly_revenue,
    a.owner_email ?? '-',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  return [head, ...body].map((r) => r.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd()).join('\n');
}

function describe(detail: OperatorAgencyDetail): string {
  return [
    table([detail]),
    '',
    'People:',
    ...detail.people.map((p) => `  ${p.role.padEnd(6)} ${p.email}  ${p.name}${p.is_operator ? '  (operator)' : ''}  last sign-in ${day(p.last_login_at)}`),
    '',
    'History:',
    ...(detail.history.length ? detail.history.map((h) => `  ${h.created_at.toISOString()}  ${h.action}  ${JSON.stringify(h.details ?? {})}`) : ['  -']),
  ].join('\n');
}

/**
 * One operator command, the same whether the command line runs it against the database or asks
 * the running server to (embedded database). Every change is audited with its actor.
 */
export async function runOperatorCommand(system: BaseContext, actor: OperatorActor, argv: string[]): Promise<CommandResult> {
  const agencyOf = (email: string) => unscopedAgencyIdByEmail(system, email);
  const [command, ...args] = argv;
  const need = (count: number) => {
    if (args.length < count) throw new UsageError();
  };
  try {
    switch (command) {
      case 'list': {
        const list = await unscopedListAgencies(system, args.join(' ') || undefined);
        return { exitCode: 0, output: `${table(list.results)}\n\n${list.count} agencies; monthly revenue of all paid agencies: R$ ${list.monthly_revenue_total}` };
      }
      case 'show':
        need(1);
        return { exitCode: 0, output: describe(await agencyDetail(system, await agencyOf(args[0]!))) };
      case 'block':
        need(1);
        return { exitCode: 0, output: `Blocked.\n${describe(await blockAgency(system, actor, await agencyOf(args[0]!)))}` };
      case 'unblock':
        need(1);
        return { exitCode: 0, output: `Unblocked.\n${describe(await unblockAgency(system, actor, await agencyOf(args[0]!)))}` };
      case 'extend-trial': {
        need(2);
        const days = Number(args[1]);
        if (!Number.isInteger(days) || days < 1 || days > 365) return { exitCode: 2, output: 'DAYS must be a whole number from 1 to 365.' };
        const detail = await extendTrial(system, actor, await agencyOf(args[0]!), days);
        return { exitCode: 0, output: `Trial extended to ${day(detail.trial_ends_at)}.\n${describe(detail)}` };
      }
      case 'grant': {
        need(1);
        const user = await unscopedGrantOperator(system, actor, args[0]!);
        return { exitCode: 0, output: `${user.email} is now an operator.` };
      }
      default:
        return { exitCode: command ? 2 : 0, output: command ? `Unknown command: ${command}\n${OPERATOR_USAGE}` : OPERATOR_USAGE };
    }
  } catch (error) {
    if (error instanceof UsageError) return { exitCode: 2, output: OPERATOR_USAGE };
    if (error instanceof AppError && error.statusCode === 404) return { exitCode: 1, output: `No user or agency with the e-mail ${args[0]}.` };
    throw error;
  }
}

class UsageError extends Error {}
