import { useState } from 'react';
import { Button, Group, Pagination, Paper, Text, TextInput } from '@mantine/core';
import { IconSearch, IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StaffMember } from '@rumo/core';
import { useAccountInfo } from '../../api/account.ts';
import { confirmDelete } from '../../components/confirmDelete.tsx';
import { useListState, usePageCount } from '../../components/useListState.ts';
import { DataLoader } from '../../components/DataLoader.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { notify } from '../../components/notify.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { StaffFormModal } from './StaffFormModal.tsx';
import { StaffTable } from './StaffTable.tsx';
import { useRemoveStaff, useStaffList } from './useStaff.ts';

/**
 * /colaboradores: everyone reads the agency's people; the owner adds (by invitation or with a
 * password), edits and removes them.
 */
export function StaffPage() {
  const { t } = useTranslation();
  const info = useAccountInfo();
  const user = info.data?.user;
  const isOwner = user?.role === 'owner';
  const listState = useListState();
  const { search, setSearch, debouncedSearch, page, setPage } = listState;
  const list = useStaffList({ limit: listState.limit, offset: listState.offset, search: debouncedSearch });
  const remove = useRemoveStaff();
  const [modal, setModal] = useState<{ opened: boolean; member: StaffMember | null }>({ opened: false, member: null });

  const count = list.data?.count ?? 0;
  const pages = usePageCount(listState, list);

  const askRemove = (member: StaffMember) =>
    confirmDelete({
      name: `${member.first_name} ${member.last_name}`.trim(),
      onConfirm: () =>
        remove.mutateAsync(member.id).then(
          () => notify.success(t('accounts.staff.removed')),
          (error: unknown) => notify.failure(error),
        ),
    });

  return (
    <>
      <PageHeader
        title={t('accounts.staff.title')}
        subtitle={t('accounts.staff.subtitle')}
        actions={
          isOwner ? (
            <Button
              leftSection={<IconUserPlus size={18} aria-hidden="true" />}
              onClick={() => setModal({ opened: true, member: null })}
            >
              {t('accounts.staff.add')}
            </Button>
          ) : null
        }
      />
      {!isOwner && user ? (
        <Text size="sm" c="dimmed" mb="md">
          {t('accounts.staff.readOnly')}
        </Text>
      ) : null}
      <Paper withBorder radius="lg" bg="white" p={{ base: 'sm', sm: 'md' }}>
        <Group justify="space-between" mb="sm" gap="sm">
          <TextInput
            aria-label={t('accounts.staff.search')}
            placeholder={t('accounts.staff.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            type="search"
            w={{ base: '100%', xs: 320 }}
          />
          {list.data ? (
            <Text size="sm" c="dimmed" role="status">
              {count === 1 ? t('accounts.staff.countOne') : t('accounts.staff.countMany', { count })}
            </Text>
          ) : null}
        </Group>
        <DataLoader
          query={list}
          isEmpty={(data) => data.results.length === 0}
          empty={
            <EmptyState
              titleOrder={2}
              icon={<IconUsersGroup aria-hidden="true" />}
              title={t('accounts.staff.emptyTitle')}
              description={debouncedSearch.trim() ? t('accounts.staff.emptySearch', { search: debouncedSearch.trim() }) : t('accounts.staff.emptyText')}
            />
          }
        >
          {(data) => (
            <>
              <StaffTable
                members={data.results}
                currentUserId={user?.pk ?? ''}
                onEdit={isOwner ? (member) => setModal({ opened: true, member }) : undefined}
                onRemove={isOwner ? askRemove : undefined}
              />
              {pages > 1 ? (
                <Group justify="center" mt="md">
                  <Pagination
                    total={pages}
                    value={page}
                    onChange={setPage}
                    aria-label={t('accounts.staff.pagination')}
                    getItemProps={(item) => ({ 'aria-label': t('accounts.staff.page', { page: item }) })}
                    getControlProps={(control) => ({ 'aria-label': t(`accounts.staff.pageControl.${control}`) })}
                  />
                </Group>
              ) : null}
            </>
          )}
        </DataLoader>
      </Paper>
      <StaffFormModal
        opened={modal.opened}
        member={modal.member}
        onClose={() => setModal((current) => ({ ...current, opened: false }))}
      />
    </>
  );
}
