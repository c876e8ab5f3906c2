import { ActionIcon, Avatar, Badge, Box, Group, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StaffMember } from '@rumo/core';

export interface StaffTableProps {
  members: StaffMember[];
  /** The signed-in user, marked in the list and never removable by themselves. */
  currentUserId: number | string;
  /** Owner's actions; the list is read-only without them. */
  onEdit?: (member: StaffMember) => void;
  onRemove?: (member: StaffMember) => void;
}

const fullName = (member: StaffMember) => `${member.first_name} ${member.last_name}`.trim();
const initials = (member: StaffMember) => `${member.first_name.charAt(0)}${member.last_name.charAt(0)}`.toUpperCase();

function RoleBadge({ member }: { member: StaffMember }) {
  const { t } = useTranslation();
  const isOwner = member.role === 'owner';
  return (
    <Badge variant="light" color={isOwner ? 'rumo' : 'gray'} c={isOwner ? 'rumo.9' : 'gray.9'}>
      {t(`accounts.staff.roles.${member.role}`)}
    </Badge>
  );
}

function MemberName({ member, isSelf }: { member: StaffMember; isSelf: boolean }) {
  const { t } = useTranslation();
  return (
    <Text fw={500} size="sm">
      {fullName(member)}
      {isSelf ? (
        <Text component="span" c="dimmed" size="sm">
          {' '}
          {t('accounts.staff.you')}
        </Text>
      ) : null}
    </Text>
  );
}

/** Edit and remove; none for the owner, whose own account is edited in Minha conta. */
function MemberActions({ member, onEdit, onRemove }: { member: StaffMember } & Pick<StaffTableProps, 'onEdit' | 'onRemove'>) {
  const { t } = useTranslation();
  const name = fullName(member);
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {onEdit ? (
        <Tooltip label={t('accounts.staff.edit', { name })}>
          <ActionIcon
            variant="subtle"
            color="gray.8"
            size="lg"
            aria-label={t('accounts.staff.edit', { name })}
            onClick={() => onEdit(member)}
          >
            <IconPencil size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      ) : null}
      {onRemove ? (
        <Tooltip label={t('accounts.staff.remove', { name })}>
          <ActionIcon
            variant="subtle"
            color="red"
            c="red.9"
            size="lg"
            aria-label={t('accounts.staff.remove', { name })}
            onClick={() => onRemove(member)}
          >
            <IconTrash size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}

/**
 * Picture, name, e-mail and role: a table from the sm breakpoint, one card per person on a phone
 * (only one of the two is displayed, so assistive technology reads each person once).
 */
export function StaffTable({ members, currentUserId, onEdit, onRemove }: StaffTableProps) {
  const { t } = useTranslation();
  const withActions = Boolean(onEdit || onRemove);
  const isSelf = (member: StaffMember) => String(member.id) === String(currentUserId);
  const actionable = (member: StaffMember) => withActions && member.role !== 'owner' && !isSelf(member);
  return (
    <>
      <Stack gap="xs" hiddenFrom="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {members.map((member) => (
          <Paper component="li" key={member.id} withBorder radius="md" p="sm">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <Avatar src={member.picture} alt="" radius="xl" color="rumo">
                {initials(member)}
              </Avatar>
              <Box style={{ flex: 1, minWidth: 0 }}>
                <MemberName member={member} isSelf={isSelf(member)} />
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {member.email}
                </Text>
                <Box mt={6}>
                  <RoleBadge member={member} />
                </Box>
              </Box>
              {actionable(member) ? <MemberActions member={member} onEdit={onEdit} onRemove={onRemove} /> : null}
            </Group>
          </Paper>
        ))}
      </Stack>
      <Box visibleFrom="sm">
        <Table.ScrollContainer minWidth={withActions ? 640 : 520} type="native">
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={64}>{t('accounts.staff.columns.picture')}</Table.Th>
                <Table.Th>{t('accounts.staff.columns.name')}</Table.Th>
                <Table.Th>{t('accounts.staff.columns.email')}</Table.Th>
                <Table.Th>{t('accounts.staff.columns.role')}</Table.Th>
                {withActions ? <Table.Th ta="right">{t('accounts.staff.columns.actions')}</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {members.map((member) => (
                <Table.Tr key={member.id}>
                  <Table.Td>
                    <Avatar src={member.picture} alt="" radius="xl" color="rumo">
                      {initials(member)}
                    </Avatar>
                  </Table.Td>
                  <Table.Td>
                    <MemberName member={member} isSelf={isSelf(member)} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {member.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <RoleBadge member={member} />
                  </Table.Td>
                  {withActions ? (
                    <Table.Td>
                      {actionable(member) ? <MemberActions member={member} onEdit={onEdit} onRemove={onRemove} /> : null}
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
    </>
  );
}
